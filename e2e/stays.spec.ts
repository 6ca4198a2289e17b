import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../server/test/pdf-text';
import { payAtSandbox } from './booking-helpers';
import { expect, test } from './fixtures';
import { IPS, fromIp } from './ips';

const inDays = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test.describe('a stay booked through the API, paid and confirmed on the site', () => {
  test.use({ ...fromIp(IPS.ghana), viewport: { width: 360, height: 780 } });

  test('the shared checkout takes the payment; the confirmation shows the property’s number and the voucher', async ({ page }) => {
    await page.goto('/');
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))!.value;
    const checkIn = inDays(35);
    const view = await (await page.request.get(`/api/staysView?id=STACC002&checkIn=${checkIn}&checkOut=${inDays(37)}&adults=2`)).json();
    const offer = view.data.offers[0];
    const booked = await page.request.post('/api/staysBooked', {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: { offerId: offer.id, expectedTotal: offer.price.total, currency: 'USD', guest: { title: 'MR', firstName: 'Kwame', lastName: 'Asante', email: 'kwame.stay@example.com', phone: '+233 24 000 1111' } },
    });
    expect(booked.status()).toBe(201);
    const { reference } = (await booked.json()).data;

    // The shared payment page sends a stay to its own.
    await page.goto(`/payment?booking=${reference}`);
    await expect(page).toHaveURL(new RegExp(`/stays/payment\\?booking=${reference}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Pay for your stay ${reference}` })).toBeVisible();
    await expect(page.getByText('Kwame Asante · 2 adults, 0 children')).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations.map((violation) => violation.id)).toEqual([]);
    await payAtSandbox(page, /^Pay US\$/);

    await expect(page).toHaveURL(new RegExp(`/stays/confirmation\\?booking=${reference}&provider=stays$`));
    await expect(page.getByText('Your stay is booked', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d{10}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the voucher (PDF)' }).click()]);
    const voucher = await pdfText(await readFile((await download.path())!));
    for (const words of ['Stay voucher and receipt', reference, 'Kwame Asante', 'Check-in', 'Accra']) expect(voucher).toContain(words);
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });
});
