import { expect, test, type Page } from '@playwright/test';
import { businessNow, isoDay, screenshot, signIn } from './helpers';
import { fillDate } from './dates';

// User guides (3-operations §2 "User guides"), the user guide info modal, help videos and the
// coaching call (1-foundation §2), driven as a user on the demo data.

/** The open guide dialog (MUI puts the dialog role on its paper): its width follows the modalView. */
const dialogPaper = (page: Page) => page.getByRole('dialog');

async function chooseLanguage(page: Page, from: RegExp, to: string) {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

test('user guides: search, open a KPI guide, then read guides in French and Spanish', async ({ page }) => {
  await signIn(page);
  await page.goto('/userGuide');
  await expect(page.getByRole('heading', { level: 1, name: 'User guides' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Dashboard/ })).toBeVisible();
  await screenshot(page, 'guide-user-guides');

  await page.getByLabel('Search the guides').fill('average repair order');
  await expect(page.getByRole('button', { name: /^Dashboard/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Average repair order \(ARO\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Average repair order (ARO)' });
  await expect(dialog.getByText('Gross sales ÷ car count, rounded to the cent.')).toBeVisible();
  // modalView 50: half of the 1366 px viewport.
  expect((await dialogPaper(page).boundingBox())?.width).toBeCloseTo(683, -1);
  await screenshot(page, 'guide-kpi-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await chooseLanguage(page, /change language/, 'Français');
  await expect(page.getByRole('heading', { level: 1, name: "Guides d'utilisation" })).toBeVisible();
  await page.getByLabel('Rechercher dans les guides').fill('');
  await page.getByRole('button', { name: /^Marge brute %/ }).click();
  const fr = page.getByRole('dialog', { name: 'Marge brute %' });
  await expect(fr.getByText('Marge brute ÷ ventes brutes × 100, affichée avec 2 décimales.', { exact: false })).toBeVisible();
  await screenshot(page, 'guide-kpi-dialog-fr');
  await fr.getByRole('button', { name: 'Fermer' }).click();

  // The desktop agent guide is written: where the installer comes from, and the ways in without it.
  await page.getByRole('button', { name: /^Installation de l'agent de bureau/ }).click();
  const agent = page.getByRole('dialog', { name: "Installation de l'agent de bureau" });
  await expect(agent.getByText('Configuration du site, étape 1', { exact: false })).toBeVisible();
  await expect(agent).toContainText('support@rlotraining.com');
  await expect(agent).toContainText('Paramètres > Système de gestion');
  await expect(agent).not.toContainText('arrive bientôt');
  await page.keyboard.press('Escape');

  await chooseLanguage(page, /^Français/, 'Español');
  await page.getByRole('button', { name: 'Guías de indicadores' }).click();
  await expect(page.getByRole('button', { name: /^Panel/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Deserción %/ }).click();
  await expect(page.getByRole('dialog', { name: 'Deserción %' }).getByText('Clientes perdidos (M) ÷ clientes activos (M) × 100', { exact: false })).toBeVisible();
  await screenshot(page, 'guide-kpi-dialog-es');
});

test('the info modal: the header icon opens the screen guide at its width, a dashboard section its own', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'User guide: this screen' }).click();
  await expect(page.getByRole('dialog', { name: 'Dashboard' }).getByText('On this screen')).toBeVisible();
  // modalView 100: the viewport less the dialog's 32 px margins (1366 − 64 = 1302).
  expect((await dialogPaper(page).boundingBox())?.width).toBeCloseTo(1302, -1);
  await screenshot(page, 'guide-info-modal-large');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'User guide: Daily summary' }).click();
  const section = page.getByRole('dialog', { name: 'Daily summary' });
  await expect(section.getByText('Figures in this section')).toBeVisible();
  await expect(section.getByText('Forecast (pace) and goals', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/coaching-call');
  await page.getByRole('button', { name: 'User guide: this screen' }).click();
  await expect(page.getByRole('dialog', { name: 'Coaching call' }).getByText('Book a call with your coach.')).toBeVisible();
  // modalView 25: a quarter of 1366 px is 341 px, under the 360 px floor of a readable modal.
  expect((await dialogPaper(page).boundingBox())?.width).toBeCloseTo(360, -1);
  await screenshot(page, 'guide-info-modal-small');
});

test('help videos: the demo data has four sample entries, each saying so and opening the user guides', async ({ page }) => {
  await signIn(page);
  await page.goto('/help/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Help videos' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole('heading', { name: 'Your dashboard in five minutes' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Reading your effective labor rate' })).toContainText('Sample entry: the video is not published yet');
  // Not a hosted video: a plain link to a page of the portal, no player.
  await expect(page.locator('iframe, video')).toHaveCount(0);
  for (const link of await cards.getByRole('link').all()) await expect(link).toHaveAttribute('href', '/userGuide');
  await expect(page.getByText('No help videos yet')).toHaveCount(0);
  await screenshot(page, 'guide-help-videos');

  // French has its own entries.
  await chooseLanguage(page, /change language/, 'Français');
  await expect(page.getByRole('article', { name: 'Votre tableau de bord en cinq minutes' })).toBeVisible();
  await expect(cards).toHaveCount(4);
});

test('coaching call: validation, booking, and the request in the list', async ({ page }) => {
  await signIn(page);
  await page.goto('/coaching-call');
  await expect(page.getByRole('heading', { level: 1, name: 'Coaching call' })).toBeVisible();
  await screenshot(page, 'guide-coaching-call');

  await page.getByRole('button', { name: 'Request the call' }).click();
  await expect(page.getByText('Choose at least one date.')).toBeVisible();
  await expect(page.getByText('Enter the topic of the call.')).toBeVisible();

  const tomorrow = isoDay(new Date((await businessNow(page)).getTime() + 24 * 3600 * 1000));
  const topic = `Raising our ARO ${Date.now()}`;
  await fillDate(page, 'Preferred date 1', tomorrow);
  await page.getByRole('combobox', { name: 'Time of day' }).click();
  await page.getByRole('option', { name: /^Morning/ }).click();
  await page.getByLabel('Phone number').fill('+1 (555) 010-2030');
  await page.getByLabel('Topic').fill(topic);
  await page.getByLabel(/Notes for your coach/).fill('Mornings before 10 are best.');
  await page.getByRole('button', { name: 'Request the call' }).click();
  await expect(page.getByText('Your call request was sent to your coach.', { exact: false })).toBeVisible();

  const item = page.getByRole('list', { name: 'Your coaching calls' }).getByRole('listitem').filter({ hasText: topic });
  await expect(item).toBeVisible();
  await expect(item.getByText(/Sent to coach|Waiting to send|Sending again soon/)).toBeVisible();
  await expect(item.getByText(/Preferred: .* · Morning/)).toBeVisible();
  await screenshot(page, 'guide-coaching-call-booked');
});
