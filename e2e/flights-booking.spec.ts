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
