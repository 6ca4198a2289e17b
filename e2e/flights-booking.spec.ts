import { expect, test } from '@playwright/test';
import { IPS, fromIp } from './ips';

const inDays = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test.describe('reserving a flight to pay by bank transfer', () => {
  test.use(fromIp(IPS.nigeria));

  test('a guest reserves Lagos–Abuja for an adult and a child and gets a booking ID with the payment instructions', async ({ page }) => {
    await page.goto(`/flights/search?trip=singleTrip&from=LOS&to=ABV&depart=${inDays(18)}&adults=1&children=1`);
    await page.getByRole('article').first().getByRole('link', { name: 'Select' }).click();
    await page.getByRole('link', { name: 'Continue to travellers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Who is travelling?' })).toBeVisible();

    const adult = page.getByRole('group', { name: 'Traveller 1 · Adult' });
    await adult.getByLabel('Title').selectOption('MS');
    await adult.getByLabel('First name (as on passport)').fill('Ngozi');
    await adult.getByLabel('Last name (as on passport)').fill('Okonjo-Iweala');
    await adult.getByLabel('Date of birth').fill('1985-06-13');
    await adult.getByLabel('Female').check();
    await adult.getByLabel('Passport number').fill('A12345678');
    await adult.getByLabel('Passport expiry date').fill('2032-01-01');

    const child = page.getByRole('group', { name: 'Traveller 2 · Child' });
    await child.getByLabel('Title').selectOption('MSTR');
    await child.getByLabel('First name (as on passport)').fill('Tobi');
    await child.getByLabel('Last name (as on passport)').fill('Okonjo-Iweala');
    // An adult's date of birth on a child's fare: the API says what is wrong, beside the field.
    await child.getByLabel('Date of birth').fill('1990-01-01');
    await child.getByLabel('Passport number').fill('B12345678');
    await child.getByLabel('Passport expiry date').fill('2031-01-01');

    await page.getByLabel('Email for the booking').fill('ngozi@example.com');
    await page.getByLabel('Phone number with country code').fill('+234 803 000 0000');
    await page.getByRole('button', { name: 'Reserve my trip' }).click();
    await expect(child.getByText(/a child must be 2 to 11/)).toBeVisible();

    await child.getByLabel('Date of birth').fill('2017-03-09');
    await page.getByRole('button', { name: 'Reserve my trip' }).click();

    await expect(page).toHaveURL(/\/flights\/confirmation\?booking=[A-Z0-9]{6}$/);
    const reference = new URL(page.url()).searchParams.get('booking')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reference);
    await expect(page.getByText('Reserved: waiting for payment')).toBeVisible();
    await expect(page.getByText(`with ${reference} as the payment reference`)).toBeVisible();
    await expect(page.getByText('Ms Ngozi Okonjo-Iweala · Adult')).toBeVisible();
    await expect(page.getByText('Master Tobi Okonjo-Iweala · Child')).toBeVisible();

    // Anyone with the ID can look the booking up again.
    await page.goto(`/flights/confirmation?booking=${reference.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reference);
  });

  test('an unknown booking ID says so', async ({ page }) => {
    await page.goto('/flights/confirmation?booking=QQQQQQ');
    await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
  });
});

test.describe('le site en français, de bout en bout', () => {
  test.use(fromIp(IPS.senegal));

  test('un voyageur de Dakar réserve Dakar–Abidjan et reçoit son numéro de réservation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await page.getByRole('combobox', { name: 'Départ' }).fill('Dakar');
    await page.getByRole('option', { name: /Dakar DSS/ }).click();
    await page.getByRole('combobox', { name: 'Arrivée' }).fill('Abidjan');
    await page.getByRole('option', { name: /Abidjan ABJ/ }).click();
    await page.getByLabel('Date de départ').fill(inDays(26));
    await page.getByRole('button', { name: 'Rechercher' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vols de Dakar à Abidjan');
    await page.getByRole('article').first().getByRole('link', { name: 'Choisir' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre vol' })).toBeVisible();
    await page.getByRole('link', { name: 'Continuer vers les voyageurs' }).click();

    const voyageur = page.getByRole('group', { name: 'Voyageur 1 · Adulte' });
    await voyageur.getByLabel('Civilité').selectOption('MRS');
    await voyageur.getByLabel('Prénom (comme sur le passeport)').fill('Aïssatou');
    await voyageur.getByLabel('Nom (comme sur le passeport)', { exact: true }).fill('Diop');
    await voyageur.getByLabel('Date de naissance').fill('1979-11-02');
    await voyageur.getByLabel('Femme').check();
    await voyageur.getByLabel('Numéro de passeport').fill('SN1234567');
    await voyageur.getByLabel("Date d'expiration du passeport").fill('2030-05-05');
    await page.getByLabel('E-mail de la réservation').fill('aissatou@example.sn');
    await page.getByLabel("Téléphone avec l'indicatif du pays").fill('+221 77 000 00 00');
    await page.getByRole('button', { name: 'Réserver mon voyage' }).click();

    await expect(page).toHaveURL(/\/fr\/flights\/confirmation\?booking=/);
    await expect(page.getByText('Réservé : en attente de paiement')).toBeVisible();
    await expect(page.getByText('Mme Aïssatou Diop · Adulte')).toBeVisible();
    await expect(page.getByText(/\$US/).first()).toBeVisible();
  });
});
