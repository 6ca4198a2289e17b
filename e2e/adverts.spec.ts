import { expect, test } from './fixtures';
import { IPS, fromIp } from './ips';
import { inDays } from '../common/dates';

test.describe('adverts, on a phone in Nigeria', () => {
  test.use({ ...fromIp(IPS.nigeria), viewport: { width: 360, height: 780 } });

  test('the home page keeps an advert’s place below the fold, fills it when the reader comes near, and its link is counted on its way', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ad/today')) asked.push(request.postData() ?? '');
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Nothing asked while the reader is at the top of the page.
    expect(asked).toEqual([]);
    const advert = page.getByRole('complementary', { name: 'Advertisement' });
    await page.getByRole('heading', { name: /^Popular trips/ }).scrollIntoViewIfNeeded();
    await expect(advert).toBeVisible();
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]!)).toMatchObject({ position: 'FRONT_PAGE', lang: 'en', country: 'NG' });
    await expect(advert.getByText('Ad', { exact: true })).toBeVisible();
    // Its place was kept: the card fills it without moving what is below.
    const box = (await advert.boundingBox())!;
    expect(box.height).toBe(136);
    expect(box.width).toBeLessThanOrEqual(360);
    // Its title whole (two lines at most on a phone), its link inside the card.
    const title = advert.locator('p').nth(1);
    expect(await title.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(1);
    const linkBox = (await advert.getByRole('link').boundingBox())!;
    expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(box.y + box.height);

    const link = advert.getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/api\/ad\/click\/house-[a-z-]+-en\?position=FRONT_PAGE$/);
    await link.click();
    await expect(page).toHaveURL(/\/(insurance|stays|blog)$/);
  });

  test('the flight results show one below the list, in French for a French reader', async ({ page }) => {
    await page.goto(`/fr/flights/search?trip=oneWay&from=LOS&to=ABV&depart=${inDays(35)}&adults=1`);
    await expect(page.getByRole('article').first()).toBeVisible();
    // Filled once the reader scrolls down to the end of the list.
    await page
      .getByRole('link', { name: /^Afficher/ })
      .or(page.getByRole('article').last())
      .last()
      .scrollIntoViewIfNeeded();
    const advert = page.getByRole('complementary', { name: 'Publicité' });
    await expect(advert).toBeVisible();
    await expect(advert.getByText('Annonce', { exact: true })).toBeVisible();
    await expect(advert.getByRole('link')).toHaveAttribute('href', /\?position=FLIGHT_RESULTS$/);
  });
});
