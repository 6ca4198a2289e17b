import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { IPS, fromIp } from './ips';

const axe = (page: Page) => axeViolations(page);

test.describe('a destination, on a phone', () => {
  test.use({ ...fromIp(IPS.nigeria), viewport: { width: 360, height: 780 } });

  test('Accra: the flights into it, where to stay, what to do, each leading to where it is booked', async ({ page }) => {
    await page.goto('/destinations/accra');
    await expect(page.getByRole('heading', { level: 1, name: 'Accra, Ghana' })).toBeVisible();
    const flights = page.getByRole('region', { name: 'Flights to Accra' });
    await expect(flights.getByRole('link', { name: 'From Lagos' })).toHaveAttribute('href', '/flights/lagos-to-accra');
    await expect(page.getByRole('region', { name: 'Where to stay in Accra' }).getByRole('article')).toHaveCount(6);
    const things = page.getByRole('region', { name: 'Things to do in Accra' });
    await expect(things.getByRole('link', { name: 'Tours' })).toHaveAttribute('href', '/experiences/tours?city=ACC');
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('region', { name: 'Before you go' }).getByRole('link', { name: 'Paying by bank transfer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paying by bank transfer' })).toBeVisible();
    expect((await page.goto('/destinations/atlantis'))!.status()).toBe(404);
  });
});

test.describe('a destination in French, without JavaScript', () => {
  test.use({ ...fromIp(IPS.senegal), javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('Abidjan, all in the page as served', async ({ page }) => {
    await page.goto('/fr/destinations/abidjan');
    await expect(page.getByRole('heading', { level: 1, name: 'Abidjan, Côte d’Ivoire' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Où séjourner à Abidjan' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vols pour Abidjan' }).getByRole('link', { name: 'Depuis Lagos' })).toHaveAttribute(
      'href',
      '/fr/flights/lagos-to-abidjan',
    );
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(data['@graph'].find((node: { '@type': string }) => node['@type'] === 'TouristDestination')).toMatchObject({
      name: 'Abidjan',
      geo: { '@type': 'GeoCoordinates' },
    });
  });
});
