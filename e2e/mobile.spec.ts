import { expect, test } from './fixtures';
import { signUpThroughApi } from './account-helpers';
import { holdSeatsForOneAdult } from './booking-helpers';
import { IPS, fromIp } from './ips';
import { inDays } from '../common/dates';

test.describe('on a phone', () => {
  test.use(fromIp(IPS.nigeria));

  test('the settings selects change currency and language, and the side menu opens from the burger', async ({ page }) => {
    await page.goto('/');
    await Promise.all([page.waitForResponse('**/api/preferences'), page.getByLabel('Currency', { exact: true }).selectOption('USD')]);
    await page.reload();
    await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Products' });
    await expect(menu.getByRole('link', { name: 'Insurance' })).toBeVisible();
    // Its first item starts under the header, not behind it (the test-mode ribbon above pushes the header down).
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await menu.getByRole('link', { name: 'Flights' }).boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Insurance' })).toBeHidden();

    await page.getByLabel('Language', { exact: true }).selectOption('fr');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des vols en Afrique et dans le monde');
  });
});

test.describe('on a phone (360 px unless a test says otherwise)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  // 360 px, the commonest Android width, and 320 px, the narrowest phones still in use.
  for (const [ip, path, width] of [
    ['41.58.0.1', '/', 360],
    ['41.82.0.1', '/fr', 360],
    ['41.58.0.1', '/', 320],
    ['41.82.0.1', '/fr', 320],
  ] as const) {
    test(`${path} fits the screen without sideways scrolling${width === 360 ? '' : ` at ${width} px`}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 780 }, extraHTTPHeaders: { 'X-Forwarded-For': ip } });
      const page = await context.newPage();
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expect(page.getByRole('button', { name: path === '/fr' ? 'Se connecter' : 'Log in' })).toBeVisible();
      // The brand name beside the mark; the header's controls side by side, none cut off or overlapping.
      const header = page.locator('header').first();
      await expect(header.getByText('Baobab', { exact: true })).toBeVisible();
      const boxes = await header
        .locator('a, button, select')
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.getClientRects().length > 0)
            .map(
              (element) =>
                element.getBoundingClientRect().toJSON() as { left: number; right: number; top: number; bottom: number; width: number; height: number },
            ),
        );
      for (const [index, box] of boxes.entries()) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
        for (const other of boxes.slice(index + 1))
          expect(box.right <= other.left || other.right <= box.left || box.bottom <= other.top || other.bottom <= box.top).toBe(true);
      }
      // The name itself ends before the next control begins (its link could be squeezed narrower than its words).
      const name = (await header.getByText('Baobab', { exact: true }).boundingBox())!;
      for (const box of boxes.filter((candidate) => candidate.left > name.x + name.width / 2)) expect(name.x + name.width).toBeLessThanOrEqual(box.left);
      // The cookie banner is a short sheet: the search form stays usable above it, its buttons fit.
      const banner = page.getByRole('region', { name: path === '/fr' ? 'Nous utilisons des cookies' : 'We use cookies' });
      const sheet = (await banner.boundingBox())!;
      expect(sheet.height).toBeLessThanOrEqual(780 / 3);
      for (const button of await banner.getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(sheet.x);
        expect(box.x + box.width).toBeLessThanOrEqual(sheet.x + sheet.width);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      // Help is in the menu on phones.
      await page.getByRole('button', { name: path === '/fr' ? 'Ouvrir le menu' : 'Open menu' }).click();
      await expect(page.locator('#side-menu').getByRole('link', { name: path === '/fr' ? 'Gérer ma réservation' : 'Manage booking' })).toBeVisible();
      await context.close();
    });
  }

  test('the privacy page’s cookie table shows its three columns whole at 320 px, in French', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 780 });
    await page.goto('/fr/pages/content/privacy');
    const table = page.getByRole('table');
    // Its frame would scroll sideways (cutting « Nécessaire ») if a cookie's name did not break.
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBe(0);
    await table.scrollIntoViewIfNeeded();
    await expect(table.getByRole('columnheader', { name: 'Catégorie' })).toBeInViewport({ ratio: 1 });
  });

  test('the stays search shows each date whole, side by side at 360 px and one under the other at 320 px', async ({ page }) => {
    // A date input's text is clipped, with nothing to say so, when its box is narrower than the
    // date as the browser writes it plus the calendar button.
    const roomy = (input: ReturnType<typeof page.getByLabel>) =>
      input.evaluate((element) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText('00/00/0000').width;
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return room - text - 28;
      });
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 780 });
      await page.goto('/fr/stays');
      const checkIn = page.getByLabel('Arrivée');
      const checkOut = page.getByLabel('Départ');
      expect(await roomy(checkIn)).toBeGreaterThanOrEqual(0);
      expect(await roomy(checkOut)).toBeGreaterThanOrEqual(0);
      const [inBox, outBox] = [(await checkIn.boundingBox())!, (await checkOut.boundingBox())!];
      expect(outBox.y > inBox.y).toBe(width === 320);
    }
  });

  test('the ±3-day grid shows its seven return dates at 360 px; at 320 px it scrolls in its frame, with a shadow on the side that has more', async ({
    page,
  }) => {
    await page.goto(`/fr/flights/dates?trip=roundTrip&from=LOS&to=LHR&depart=${inDays(30)}&return=${inDays(40)}&adults=1`);
    const grid = page.getByRole('table');
    const frame = grid.locator('xpath=..');
    const overflow = () => frame.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(await overflow()).toBe(0);
    await expect(grid.locator('thead th')).toHaveCount(7);

    await page.setViewportSize({ width: 320, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await overflow()).toBeGreaterThan(0);
    // The edge shadows move with the content (background-attachment: local, then scroll).
    expect(await frame.evaluate((element) => getComputedStyle(element).backgroundAttachment)).toBe('local, local, scroll, scroll');
    const last = grid.locator('thead th').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
  });
});

test.describe('booking on a 360 px phone', () => {
  test('the seat map scrolls inside its frame, the page itself never sideways; hidden columns are said and the whole cabin fits on request', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, extraHTTPHeaders: { 'X-Forwarded-For': '41.58.0.1' } });
    const page = await context.newPage();
    const depart = inDays(47);
    // A wide-body cabin (nine or ten seats a row) is the hardest case.
    await holdSeatsForOneAdult(page, `trip=singleTrip&from=LOS&to=LHR&depart=${depart}&adults=1`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Seats stay big enough for a thumb.
    const box = await page.locator('table button').first().boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(30);
    // Columns off the screen are never silent: a cue says so, and the whole cabin is one tap away.
    const cabin = page.locator('table').first().locator('xpath=..');
    const hidden = await cabin.evaluate((frame) => frame.scrollWidth > frame.clientWidth + 1);
    const fit = page.getByRole('button', { name: 'Show the whole cabin' });
    if (hidden) {
      await expect(page.getByText(/^Swipe sideways for every seat \(A to [H-K]\)\.$/)).toBeVisible();
      await fit.click();
      await expect(page.getByRole('button', { name: 'Larger seats' })).toHaveAttribute('aria-pressed', 'true');
      expect(await cabin.evaluate((frame) => frame.scrollWidth <= frame.clientWidth + 1)).toBe(true);
      // Still above the 24 px a target needs (WCAG 2.5.8).
      const small = await page.locator('table button').first().boundingBox();
      expect(Math.min(small!.width, small!.height)).toBeGreaterThanOrEqual(24);
    } else {
      await expect(fit).toHaveCount(0);
    }
    await context.close();
  });
});

test.describe('the Travel Hub on a 360 px phone', () => {
  test('its six tabs scroll inside their bar; every tab page fits the screen', async ({ browser }) => {
    // A sign-up from the mobile network's address: the main Nigerian one's hourly sign-ups go to the accounts and accessibility tests (and their retries).
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, ...fromIp(IPS.nigeriaMobile) });
    const page = await context.newPage();
    await signUpThroughApi(page, { email: `phone.${Date.now()}@example.com`, firstName: 'Ngozi', lastName: 'Eze', password: 'a long passphrase' });
    for (const path of ['/hub', '/hub/insurance', '/hub/points', '/hub/preferences', '/hub/settings', '/hub/invite']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    // The last tab is reachable: scrolled into view when focused.
    const invite = page.getByRole('navigation', { name: 'Travel Hub' }).getByRole('link', { name: 'Invite friends' });
    await invite.focus();
    await expect(invite).toBeInViewport();
    await context.close();
  });
});

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) => !(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top);
const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;

test.describe('flight search and results on narrow phones', () => {
  const depart = inDays(40);
  const back = inDays(54);

  for (const [language, ip, prefix] of [
    ['English', IPS.nigeria, ''],
    ['French', IPS.senegal, '/fr'],
  ] as const) {
    test(`on a first visit the page's own content, not the cookie notice, is its largest paint, at 360 and 412 px, in ${language}`, async ({ browser }) => {
      for (const width of [360, 412]) {
        for (const path of [prefix || '/', `${prefix}/flights/search?trip=roundTrip&from=LOS&to=LHR&depart=${depart}&return=${back}&adults=2`]) {
          const context = await browser.newContext({ viewport: { width, height: 800 }, extraHTTPHeaders: { 'X-Forwarded-For': ip } });
          const page = await context.newPage();
          await page.goto(path);
          const notice = page.getByRole('region', { name: prefix ? 'Nous utilisons des cookies' : 'We use cookies' });
          await expect(notice).toBeVisible();
          await expect(notice).toHaveCSS('opacity', '1');
          const largest = await page.evaluate(
            () =>
              new Promise<{ inNotice: boolean; text: string }>((resolve) =>
                new PerformanceObserver((list) => {
                  const element = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
                  resolve({
                    inNotice: !!element.element?.closest('[aria-labelledby="cookie-banner-title"]'),
                    text: element.element?.textContent?.slice(0, 60) ?? '',
                  });
                }).observe({ type: 'largest-contentful-paint', buffered: true }),
              ),
          );
          expect(largest.inNotice, `${path} at ${width} px: ${largest.text}`).toBe(false);
          await context.close();
        }
      }
    });

    test(`the sort bar never overlaps itself from 320 to 412 px, in ${language}; the trip stays in view`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 320, height: 780 }, extraHTTPHeaders: { 'X-Forwarded-For': ip } });
      const page = await context.newPage();
      await page.goto(`${prefix}/flights/search?trip=roundTrip&from=LOS&to=LHR&depart=${depart}&return=${back}&adults=2&children=1`);
      const sorts = page.getByRole('group', { name: prefix ? 'Trier les vols' : 'Sort flights' });
      for (const width of [320, 360, 393, 412]) {
        await page.setViewportSize({ width, height: 780 });
        const cells = await sorts.getByRole('link').evaluateAll((tabs) =>
          tabs.map((tab) => ({
            box: tab.getBoundingClientRect().toJSON() as Box,
            clipped: tab.scrollWidth > tab.clientWidth,
            texts: [...tab.children].map((child) => child.getBoundingClientRect().toJSON() as Box),
          })),
        );
        expect(cells).toHaveLength(4);
        for (const [index, cell] of cells.entries()) {
          expect(cell.box.left, `${width} px`).toBeGreaterThanOrEqual(0);
          expect(cell.box.right, `${width} px`).toBeLessThanOrEqual(width);
          expect(cell.clipped, `${width} px`).toBe(false);
          expect(cell.texts).toHaveLength(2);
          for (const text of cell.texts) expect(inside(text, cell.box), `${width} px, sort ${index + 1}`).toBe(true);
          expect(overlaps(cell.texts[0]!, cell.texts[1]!), `${width} px, sort ${index + 1}`).toBe(false);
          for (const other of cells.slice(index + 1)) expect(overlaps(cell.box, other.box), `${width} px`).toBe(false);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
      }

      // The trip in words (city names, not codes) stays under the header while the list scrolls.
      const summary = page.locator('details summary').filter({ hasText: prefix ? 'Lagos → Londres' : 'Lagos → London' });
      await expect(summary).toContainText(prefix ? '3 voyageurs' : '3 travellers');
      await page.getByRole('article').nth(3).scrollIntoViewIfNeeded();
      await expect(summary).toBeInViewport();
      await summary.click();
      await expect(page.getByRole('combobox', { name: prefix ? 'Départ' : 'From' })).toBeVisible();
      await context.close();
    });

    test(`the trip's summary shows a long city name whole at 320 px, in ${language}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 320, height: 780 }, extraHTTPHeaders: { 'X-Forwarded-For': ip } });
      const page = await context.newPage();
      await page.goto(`${prefix}/flights/search?trip=roundTrip&from=ABJ&to=JNB&depart=${depart}&return=${back}&adults=1`);
      const route = page.locator('details summary').getByText('Abidjan → Johannesburg', { exact: true });
      await expect(route).toBeVisible();
      // The tab says the trip in city names too.
      await expect(page).toHaveTitle(`${prefix ? 'Vols' : 'Flights'} Abidjan → Johannesburg | Baobab`);
      // Neither cut to an ellipsis on one line nor clamped: the whole name is drawn.
      const cut = (element: Element) => ({ wide: element.scrollWidth - element.clientWidth, tall: element.scrollHeight - element.clientHeight });
      expect(await route.evaluate(cut)).toEqual({ wide: 0, tall: 0 });
      // The same summary on the experiences' results (« Rechercher : Attractions » was « Rechercher : Attra… »).
      await page.goto(`${prefix}/experiences/attractions?city=LOS`);
      const words = page.locator('details summary > span > span').first();
      await expect(words).toContainText(prefix ? 'Rechercher : Attractions' : 'Attractions');
      expect(await words.evaluate(cut)).toEqual({ wide: 0, tall: 0 });
      await context.close();
    });

    test(`the search's trip types sit on one line at 360 px and its dates stay in the card, in ${language}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 }, extraHTTPHeaders: { 'X-Forwarded-For': ip } });
      const page = await context.newPage();
      await page.goto(prefix || '/');
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('radio') })
        .first();
      await expect(form.getByRole('radio', { name: prefix ? 'Aller-retour' : 'Return' })).toBeChecked();
      const formBox = (await form.boundingBox())!;
      const pills = await form
        .locator('fieldset')
        .first()
        .locator('label')
        .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON() as Box & { y: number }));
      expect(new Set(pills.map((pill) => Math.round(pill.top))).size).toBe(1);
      for (const pill of pills) expect(pill.right).toBeLessThanOrEqual(formBox.x + formBox.width);
      // Searching with nothing filled in: the errors appear, and the date fields still fit.
      await form.getByRole('button', { name: prefix ? 'Rechercher' : 'Search flights' }).click();
      await expect(form.getByRole('alert')).toBeVisible();
      for (const field of await form.locator('input[type="date"]').all()) {
        const box = (await field.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(formBox.x + formBox.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await context.close();
    });
  }
});
