import { expect, test } from './fixtures';
import { IPS, fromIp } from './ips';

const inDays = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test.describe('travel insurance quotes', () => {
  test.use({ ...fromIp(IPS.nigeria), viewport: { width: 360, height: 780 } });

  test('a Nigerian traveller to France gets plans that meet the Schengen rules, side by side with their fees, from the side menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Insurance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Travel insurance' })).toBeVisible();
    await expect(page.getByText('over 190 countries')).toBeVisible();
    // The currency offers naira only here (spec §2).
    await expect(page.getByLabel('Currency', { exact: true }).locator('option')).toHaveText(['NGN']);

    const form = page.getByRole('form', { name: 'Get a quote' });
    await form.getByRole('button', { name: 'Get my quote' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(problems).toBeFocused();
    await expect(problems.getByRole('link', { name: 'Destination country: Please fill out all input fields' })).toBeVisible();
    await expect(problems.getByRole('link', { name: 'Date of birth of the oldest traveller: Please enter the date of birth of the oldest traveller' })).toBeVisible();
    await problems.getByRole('link', { name: /^Destination country/ }).click();
    await expect(form.getByLabel('Destination country')).toBeFocused();

    await form.getByLabel('Destination country').selectOption({ label: 'France' });
    await form.getByLabel('Cover starts').fill(inDays(20));
    await form.getByLabel('Cover ends').fill(inDays(15));
    await form.getByLabel('Date of birth of the oldest traveller').fill('1988-05-04');
    await form.getByRole('button', { name: 'Get my quote' }).click();
    await expect(problems.getByRole('link', { name: 'Cover starts: Please enter valid dates.' })).toBeVisible();

    await form.getByLabel('Cover ends').fill(inDays(33));
    await form.getByRole('button', { name: 'Get my quote' }).click();
    const quote = page.getByRole('region', { name: 'Your quote' });
    await expect(quote.getByText('2 plans cover this trip')).toBeVisible();
    await expect(page).toHaveURL(/destination=FR/);
    const plans = quote.getByRole('listitem');
    await expect(plans).toHaveCount(2);
    for (const plan of await plans.all()) await expect(plan.getByText('Meets Schengen visa rules')).toBeVisible();
    const europe = plans.filter({ has: page.getByRole('heading', { name: 'Schengen and Europe' }) });
    await expect(europe.getByRole('definition')).toContainText(['€50,000', '€30,000', '€1,000', '€250', '€2,500', '₦26,000', '₦0', '₦1,500', '₦27,500']);
    // A reload keeps the quote (its address names it).
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your quote' }).getByRole('listitem')).toHaveCount(2);
  });

  test('a Ghanaian nationality is told the service is for Nigerians, and gets no quote', async ({ page }) => {
    await page.goto('/insurance');
    const form = page.getByRole('form', { name: 'Get a quote' });
    await form.getByLabel('Destination country').selectOption({ label: 'United Kingdom' });
    await form.getByLabel('Cover starts').fill(inDays(10));
    await form.getByLabel('Cover ends').fill(inDays(20));
    await form.getByLabel('Date of birth of the oldest traveller').fill('1990-01-01');
    await form.getByLabel('Nationality').selectOption({ label: 'Ghana' });
    await form.getByRole('button', { name: 'Get my quote' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText('This service is currently only available to Nigerians.');
    await expect(page.getByRole('region', { name: 'Your quote' })).toHaveCount(0);
  });

  test('the family plan is shown as coming soon and cannot be chosen', async ({ page }) => {
    await page.goto('/insurance');
    await expect(page.getByRole('option', { name: 'A family (coming soon)' })).toBeDisabled();
  });
});

test.describe('travel insurance in French, without JavaScript', () => {
  test.use({ ...fromIp(IPS.senegal), javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

  test('the form asks the server, which answers with the plans, or with the reasons in French', async ({ page }) => {
    await page.goto('/fr/insurance');
    const form = page.getByRole('form', { name: 'Obtenir un devis' });
    // A visitor from Senegal starts with Senegal as nationality: refused, in French.
    await form.getByLabel('Pays de destination').selectOption({ label: 'Ghana' });
    await form.getByLabel('Début de la couverture').fill(inDays(10));
    await form.getByLabel('Fin de la couverture').fill(inDays(16));
    await form.getByLabel('Date de naissance du voyageur le plus âgé').fill('1990-01-01');
    await form.getByRole('button', { name: 'Obtenir mon devis' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Il y a un problème' })).toContainText('Ce service n’est actuellement disponible que pour les Nigérians.');

    await page.getByRole('form', { name: 'Obtenir un devis' }).getByLabel('Nationalité').selectOption({ label: 'Nigéria' });
    await page.getByRole('form', { name: 'Obtenir un devis' }).getByRole('button', { name: 'Obtenir mon devis' }).click();
    const quote = page.getByRole('region', { name: 'Votre devis' });
    await expect(quote.getByText('4 formules couvrent ce voyage')).toBeVisible();
    await expect(quote.getByRole('heading', { name: 'Afrique' })).toBeVisible();
    await expect(page).toHaveURL(/#quote$/);
  });
});

test.describe('the family plan, once an operator opens it', () => {
  test.use({ ...fromIp(IPS.nigeria), baseURL: process.env.E2E_FAMILY_URL, viewport: { width: 360, height: 780 } });

  test('a family of 2 parents and 3 children is quoted, children priced apart; a family of 1 child is refused', async ({ page }) => {
    await page.goto('/insurance');
    const form = page.getByRole('form', { name: 'Get a quote' });
    await form.getByLabel('Destination country').selectOption({ label: 'Ghana' });
    await form.getByLabel('Who is covered').selectOption({ label: 'A family' });
    await form.getByLabel('Adults (18 and over)').fill('2');
    await form.getByLabel('Children (under 18)').fill('1');
    await form.getByLabel('Cover starts').fill(inDays(10));
    await form.getByLabel('Cover ends').fill(inDays(16));
    await form.getByLabel('Date of birth of the oldest traveller').fill('1980-01-01');
    await form.getByRole('button', { name: 'Get my quote' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText('A family plan covers 2 to 5 children under 18.');

    await page.getByRole('form', { name: 'Get a quote' }).getByLabel('Children (under 18)').fill('3');
    await page.getByRole('form', { name: 'Get a quote' }).getByRole('button', { name: 'Get my quote' }).click();
    const africa = page.getByRole('region', { name: 'Your quote' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Africa' }) });
    // A week (band D8): ₦6,500 per adult, half for each child; 5% charges.
    await expect(africa.getByRole('definition')).toContainText(['₦13,000', '₦9,750', '₦1,500', '₦24,250']);
  });
});
