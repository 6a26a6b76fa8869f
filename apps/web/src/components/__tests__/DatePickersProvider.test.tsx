import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDateFnsLocale } from '@/lib/dateFnsLocale';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { DatePickersProvider } from '../DatePickersProvider';

// Pickers type and show dates by the labels' rule (lib/format DATE_PATTERNS), whatever the language;
// the language still names the months and the picker's buttons.
function renderPicker() {
  renderWithProviders(
    <DatePickersProvider>
      <DatePicker label="Day" defaultValue={new Date(2026, 2, 4)} />
    </DatePickersProvider>,
  );
}

/** The field's sections as typed (month, day and year spin buttons, in their order on screen). */
const shownDate = () =>
  screen
    .getAllByRole('spinbutton')
    .map((section) => (section.textContent ?? '').replace(/[\u2066-\u2069\u200e]/g, ''))
    .join('/');
const firstSection = () => screen.getAllByRole('spinbutton')[0].getAttribute('aria-label');

afterEach(async () => {
  await i18n.changeLanguage('en_US');
});

describe('DatePickersProvider', () => {
  it('shows March 4th as 03/04/2026 in English', () => {
    renderPicker();
    expect(shownDate()).toBe('03/04/2026');
    expect(firstSection()).toBe('Month');
  });

  it('shows March 4th as 03/04/2026 in French too, with French month names in the calendar', async () => {
    await loadDateFnsLocale('en_FR');
    await i18n.changeLanguage('en_FR');
    renderPicker();
    expect(shownDate()).toBe('03/04/2026');
    expect(firstSection()).toBe('Mois');
    await userEvent.click(screen.getByRole('button', { name: /date/i }));
    expect(await screen.findByText(/mars 2026/i)).toBeInTheDocument();
  });

  it('shows March 4th as 03/04/2026 in Spanish', async () => {
    await loadDateFnsLocale('en_ES');
    await i18n.changeLanguage('en_ES');
    renderPicker();
    expect(shownDate()).toBe('03/04/2026');
  });
});
