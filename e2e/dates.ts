import { expect, type Locator, type Page } from '@playwright/test';

// The app's date fields are MUI date pickers (components/IsoDateField), not <input type="date">: a
// field is a group of month, day and year sections, named by its label, typed as a person types.

/** The date field labelled `label` inside `scope` (a page, a dialog…). */
export function dateField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

/** Types `iso` (yyyy-MM-dd) into the field, month first as every locale shows it; '' erases it. */
export async function fillDate(scope: Page | Locator, label: string, iso: string): Promise<void> {
  const field = dateField(scope, label);
  await field.getByRole('spinbutton').first().click();
  const keyboard = field.page().keyboard;
  await keyboard.press('ControlOrMeta+a');
  await keyboard.press('Backspace');
  if (!iso) return;
  const [year, month, day] = iso.split('-');
  await keyboard.type(`${month}${day}${year}`);
}

/** The field's date as yyyy-MM-dd, '' when it is empty or not whole. */
export async function dateValue(scope: Page | Locator, label: string): Promise<string> {
  const sections = await dateField(scope, label)
    .getByRole('spinbutton')
    .evaluateAll((elements) => elements.map((e) => (e.textContent ?? '').replace(/[\u2066-\u2069\u200e]/g, '')));
  const [month, day, year] = sections;
  return /^\d{2}$/.test(month ?? '') && /^\d{2}$/.test(day ?? '') && /^\d{4}$/.test(year ?? '')
    ? `${year}-${month}-${day}`
    : '';
}

/** Waits until the field shows `iso`. */
export async function expectDate(scope: Page | Locator, label: string, iso: string): Promise<void> {
  await expect.poll(() => dateValue(scope, label)).toBe(iso);
}
