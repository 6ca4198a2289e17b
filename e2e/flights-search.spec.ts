import { expect, test, type Page } from './fixtures';
import { IPS, fromIp } from './ips';
import { axeViolations } from './axe';
import { inDays } from '../common/dates';

async function pickAirport(page: Page, field: 'From' | 'To', typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test.describe('flight search', () => {
  test.use(fromIp(IPS.nigeria));

  test("the airport field offers what we sell, the visitor's country first, and picks only what the keyboard moved to", async ({ page }) => {
    await page.goto('/');
    const from = page.getByRole('combobox', { name: 'From' });
    await from.pressSequentially('Lag');
    await expect(page.getByRole('option').first()).toContainText('Lagos');
    // Nothing is highlighted yet: Enter alone takes nothing.
    await from.press('Enter');
    await expect(from).toHaveValue('Lag');
    await from.press('ArrowDown');
    await from.press('Enter');
    await expect(from).toHaveValue('Lagos (LOS)');
    // Dakar's old airport (DKR) closed to passengers in 2017: only Blaise Diagne (DSS) is offered.
    const to = page.getByRole('combobox', { name: 'To' });
    await to.pressSequentially('Dakar');
    await expect(page.getByRole('option', { name: /DSS/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /DKR/ })).toHaveCount(0);
  });

  test('a return search from the home page lists priced options that sort and survive a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'Return' }).check({ force: true });
    await pickAirport(page, 'From', 'Lagos', /Lagos LOS/);
    await pickAirport(page, 'To', 'London', /London LHR/);
    await page.getByLabel('Departure date').fill(inDays(30));
    await page.getByLabel('Return date').fill(inDays(44));
    await page.getByText('Travellers and cabin').click();
    await page.getByRole('button', { name: 'More Adults' }).click();
    await page.getByRole('button', { name: 'Search flights' }).click();

    await expect(page).toHaveURL(/\/flights\/search\?trip=roundTrip&from=LOS&to=LHR/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights from Lagos to London');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('₦');
    await expect(cards.first()).toContainText('total for 2 travellers');

    const cheapest = page.getByRole('group', { name: 'Sort flights' }).getByRole('link', { name: /^Cheapest/ });
    await cheapest.click();
    await expect(page).toHaveURL(/sort=CHEAPEST/);
    await expect(cheapest).toHaveAttribute('aria-current', 'true');
    await page.reload();
    await expect(cheapest).toHaveAttribute('aria-current', 'true');

    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('Non-stop only').click();
    await expect(page.getByLabel('Non-stop only')).toBeChecked();
    await expect(page).toHaveURL(/stops=NONSTOP/);
    for (const card of await cards.all()) await expect(card).toContainText('Non-stop');
  });

  test('the search works with JavaScript off, from typed city names', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ...fromIp(IPS.nigeria) });
    const page = await context.newPage();
    await page.goto('/');
    // A return trip is the default; this one is one way.
    await expect(page.getByRole('radio', { name: 'Return' })).toBeChecked();
    await page.getByRole('radio', { name: 'One way' }).check({ force: true });
    await page.getByRole('combobox', { name: 'From' }).fill('Abuja');
    await page.getByRole('combobox', { name: 'To' }).fill('Accra');
    await page.getByLabel('Departure date').fill(inDays(12));
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights from Abuja to Accra');
    await expect(page.getByRole('article').first()).toBeVisible();
    // The search form loads only when the trip is changed; without JavaScript, opening the summary
    // offers a link to this search with its form drawn by the server, filled in.
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveCount(0);
    await page.locator('summary').filter({ hasText: 'Abuja → Accra' }).click();
    await page.getByRole('link', { name: 'Change search' }).click();
    await expect(page).toHaveURL(/[?&]edit=1/);
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue(/ABV/);
    await page.getByRole('combobox', { name: 'To' }).fill('Lagos');
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights from Abuja to Lagos');
    await context.close();
  });

  test('a search that cannot be made says why', async ({ page }) => {
    await page.goto(`/flights/search?from=LOS&to=LOS&depart=${inDays(5)}`);
    // Next's route announcer is an alert too: look for ours by its words.
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a destination other than the origin.' })).toBeVisible();
    await page.goto(`/flights/search?from=Atlantis&to=LOS&depart=${inDays(5)}`);
    await expect(page.getByRole('alert').filter({ hasText: 'We could not find an airport for “Atlantis”.' })).toBeVisible();
    // No trip to sum up: the form is there to correct, with no summary bar that would fold it away.
    await expect(page.getByRole('button', { name: 'Search flights' })).toBeVisible();
    await expect(page.locator('summary').filter({ hasText: 'Change search' })).toHaveCount(0);
    // An airport's code we do not sell: said first, where a phone shows it, with no "Try again" that could not help.
    await page.goto(`/flights/search?trip=singleTrip&from=XXQ&to=LOS&depart=${inDays(5)}&adults=1`);
    const notSold = page.getByRole('alert').filter({ hasText: 'We do not sell flights to or from XXQ yet.' });
    await expect(notSold).toBeInViewport();
    await expect(notSold.getByRole('link', { name: 'Try again' })).toHaveCount(0);
  });
});

test.describe('recherche de vols', () => {
  test.use(fromIp(IPS.senegal));

  test('les résultats parlent français et comptent en dollars', async ({ page }) => {
    await page.goto(`/fr/flights/search?trip=singleTrip&from=DSS&to=ABJ&depart=${inDays(20)}&adults=1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vols de Dakar à Abidjan');
    await expect(page.getByRole('article').first()).toContainText('$');
    await expect(page.getByRole('group', { name: 'Trier les vols' }).getByRole('link', { name: /^Moins chers/ })).toBeVisible();
  });
});

test.describe('popular trips', () => {
  test.use(fromIp(IPS.ghana));

  test('a visitor from Ghana sees trips from Accra and can open one as a search', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Popular trips from Accra' })).toBeVisible();
    await page.getByRole('link', { name: /^Lagos/ }).click();
    await expect(page).toHaveURL(/from=ACC&to=LOS/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights from Accra to Lagos');
    await expect(page.getByRole('article').first()).toContainText('$');
  });
});

test('a visitor whose location is unknown sees the popular-trips empty state', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('We could not find any popular trip from your current location.')).toBeVisible();
});

test.describe('choosing a flight', () => {
  test.use(fromIp(IPS.nigeria));

  test('select opens the priced review with its breakdown, and the travellers page carries its quote', async ({ page }) => {
    await page.goto(`/flights/search?trip=singleTrip&from=LOS&to=ABV&depart=${inDays(14)}&adults=2&children=1`);
    await page.getByRole('article').first().getByRole('link', { name: 'Select' }).click();
    await expect(page).toHaveURL(/\/flights\/review\?.*search=[0-9a-f-]{36}&offer=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review your flight' })).toBeVisible();
    await expect(page.getByText('2 × Adult')).toBeVisible();
    await expect(page.getByText('1 × Child')).toBeVisible();
    await expect(page.getByText('Total', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Continue to travellers' }).click();
    await expect(page).toHaveURL(/\/flights\/travellers\?.*quote=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Who is travelling?' })).toBeVisible();
  });

  test('an offer not in its search leads back to the options; a price held longer than 30 minutes says so, in French too', async ({ page }) => {
    await page.goto(`/flights/search?trip=singleTrip&from=LOS&to=ABV&depart=${inDays(14)}&adults=1`);
    await page.getByRole('article').first().getByRole('link', { name: 'Select' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your flight' })).toBeVisible();
    const review = new URL(page.url());
    review.searchParams.set('offer', '999');
    await page.goto(`${review.pathname}?${review.searchParams}`);
    await expect(page.getByRole('alert').filter({ hasText: 'This option is no longer on sale.' })).toBeVisible();
    await page.getByRole('link', { name: 'Check other options' }).click();
    await expect(page).toHaveURL(/\/flights\/search\?/);
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto(`/fr/flights/travellers?trip=singleTrip&from=LOS&to=ABV&depart=${inDays(14)}&adults=1&quote=00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('alert').filter({ hasText: 'Nous garantissons un prix pendant 30 minutes, et celui-ci a expiré.' })).toBeVisible();
    // The page still says where the traveller is, in its heading and its tab.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui voyage ?');
    await expect(page).toHaveTitle('Qui voyage ? | Baobab');
    expect(await axeViolations(page, { detail: true })).toEqual([]);
    await page.getByRole('link', { name: 'Relancer la recherche' }).click();
    await expect(page).toHaveURL(/\/fr\/flights\/search\?/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('prices on other dates, without JavaScript', () => {
  test.use({ ...fromIp(IPS.nigeria), javaScriptEnabled: false });

  test('±3 days around a one-way date, then a 7×7 grid for a return: each price a link that searches that date', async ({ page }) => {
    const depart = inDays(35);
    await page.goto(`/flights/search?trip=singleTrip&from=LOS&to=ACC&depart=${depart}&adults=2`);
    await page.getByRole('link', { name: 'Prices ±3 days' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prices on nearby dates: Lagos → Accra');
    const days = page.getByRole('list', { name: 'Departure dates' }).getByRole('listitem');
    await expect(days).toHaveCount(7);
    await expect(page.locator('a[aria-current="true"]')).toHaveCount(1);
    // The day after: its price is the cheapest the results show for it.
    const next = days.nth(4).getByRole('link');
    const shown = Number((await next.textContent())!.replace(/[^\d]/g, ''));
    await next.click();
    await expect(page).toHaveURL(new RegExp(`depart=${inDays(36)}`));
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.goto(`/flights/search?trip=roundTrip&from=LOS&to=LHR&depart=${inDays(30)}&return=${inDays(44)}&adults=1`);
    await page.getByRole('link', { name: 'Prices ±3 days' }).click();
    const grid = page.getByRole('table', { name: /by departure date \(rows\) and return date \(columns\)/ });
    await expect(grid.getByRole('row')).toHaveCount(8);
    await expect(grid.getByRole('link')).toHaveCount(49);
    await grid.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`depart=${inDays(27)}.*return=${inDays(41)}`));
    expect(shown).toBeGreaterThan(0);
  });

  test('a month of lowest fares from the search, with the next month a link away', async ({ page }) => {
    const depart = inDays(40);
    await page.goto(`/flights/calendar?from=ABV&to=LOS&depart=${depart}&adults=1&cabin=ECONOMY`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheapest days: Abuja → Lagos');
    const month = page.getByRole('table');
    await expect(month.getByRole('link').first()).toBeVisible();
    await page.getByRole('link', { name: /Next month/ }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    const day = page.getByRole('table').getByRole('link').first();
    await day.click();
    await expect(page).toHaveURL(/\/flights\/search\?trip=singleTrip&from=ABV&to=LOS&depart=\d{4}-\d{2}-\d{2}/);
  });

  test('a return trip stays a return trip of the same length through the month, the other months, the results and ±3 days', async ({ page }) => {
    const depart = inDays(40);
    const back = inDays(54);
    const party = 'adults=2&children=1&lapInfants=1&cabin=ECONOMY';
    await page.goto(`/flights/search?trip=roundTrip&from=LOS&to=ACC&depart=${depart}&return=${back}&${party}`);
    await page.getByRole('link', { name: 'Cheapest days this month' }).click();
    await expect(page).toHaveURL(/\/flights\/calendar\?.*stay=14/);
    await expect(page.getByText('Return · 14 days · 4 travellers · Economy')).toBeVisible();
    await page.getByRole('link', { name: /Next month/ }).click();
    await expect(page).toHaveURL(/month=\d{4}-\d{2}.*stay=14/);
    await expect(page.getByText('Return · 14 days · 4 travellers · Economy')).toBeVisible();
    // A day of that month: a return 14 days later, for the same party.
    const day = page.getByRole('table').getByRole('link').first();
    const href = (await day.getAttribute('href'))!;
    const query = new URL(href, 'http://site').searchParams;
    expect(query.get('trip')).toBe('roundTrip');
    expect(Date.parse(query.get('return')!) - Date.parse(query.get('depart')!)).toBe(14 * 86_400_000);
    expect(query.get('lapInfants')).toBe('1');
    // Back to the results: the search as it was, return date and all.
    await page.getByRole('link', { name: 'Back to your results' }).click();
    await expect(page).toHaveURL(new RegExp(`trip=roundTrip&from=LOS&to=ACC&depart=${depart}&return=${back}`));
    // ±3 days from the month page keeps the return date too.
    await page.goto(`/flights/calendar?from=LOS&to=ACC&depart=${depart}&stay=14&${party}`);
    await page.getByRole('link', { name: 'Prices ±3 days' }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/dates\\?trip=roundTrip&from=LOS&to=ACC&depart=${depart}&return=${back}`));
    await expect(page.getByText('Return · 4 travellers · Economy')).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  });
});

test.describe('cities and places we do not sell', () => {
  test.use(fromIp(IPS.nigeria));

  test('London by its city code searches Heathrow and Gatwick at once; a place we do not sell is not offered, and named if typed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'One way' }).check({ force: true });
    await pickAirport(page, 'From', 'Lagos', /Lagos LOS/);
    const to = page.getByRole('combobox', { name: 'To' });
    await to.fill('London');
    // London's airports we fly, under "All airports" first; no railway station, no London in Kentucky.
    await expect(page.getByRole('option').first()).toContainText('London LON');
    await expect(page.getByRole('option').first()).toContainText('All airports');
    await expect(page.getByRole('option', { name: /LOZ|QQK|STN/ })).toHaveCount(0);
    await page.getByRole('option', { name: /London LON/ }).click();
    await page.getByLabel('Departure date').fill(inDays(30));
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(/\/flights\/search\?trip=singleTrip&from=LOS&to=LON/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights from Lagos to London');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await page.getByRole('link', { name: /^Show \d+ more flights/ }).click();
    await expect(page.locator('main')).toContainText('LHR');
    await expect(page.locator('main')).toContainText('LGW');
    // A code typed into the address for a place we do not sell: named, with the nearest we fly.
    await page.goto(`/flights/search?trip=singleTrip&from=LOS&to=LOZ&depart=${inDays(30)}&adults=1&cabin=ECONOMY`);
    // Next's route announcer is an alert too: ours by its words.
    const notSold = page.getByRole('alert').filter({ hasText: 'We do not sell flights to or from London' });
    await expect(notSold).toContainText(/\(LOZ\) yet\. The nearest airport we fly: .+ \([A-Z]{3}\)\./);
  });
});

test.describe('the month from the search form', () => {
  test.use(fromIp(IPS.nigeria));

  test('once both airports are chosen, the date field links to the cheapest days of the month', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: 'One way' }).check({ force: true });
    await pickAirport(page, 'From', 'Lagos', /Lagos LOS/);
    await pickAirport(page, 'To', 'Accra', /Accra ACC/);
    await page.getByRole('link', { name: 'See the cheapest days of the month' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheapest days: Lagos → Accra');
  });
});

test.describe('long result lists', () => {
  test.use(fromIp(IPS.nigeria));

  for (const javaScriptEnabled of [true, false]) {
    test(`ten flights at first, ten more per "Show more"${javaScriptEnabled ? '' : ', without JavaScript'}`, async ({ browser }) => {
      const context = await browser.newContext({ ...fromIp(IPS.nigeria), javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`/flights/search?trip=roundTrip&from=LOS&to=LHR&depart=${inDays(31)}&return=${inDays(45)}&adults=1`);
      const total = Number(
        (await page
          .getByText(/^\d+ flight options/)
          .first()
          .textContent())!.match(/^(\d+)/)![1],
      );
      expect(total).toBeGreaterThan(10);
      await expect(page.getByRole('article')).toHaveCount(10);
      await page.getByRole('link', { name: new RegExp(`^Show ${Math.min(10, total - 10)} more flights? \\(of ${total}\\)$`) }).click();
      await expect(page.getByRole('article')).toHaveCount(Math.min(20, total));
      await expect(page).toHaveURL(/show=20/);

      // The sort bar's tabs are links: the server sorts, so a tap works before (or without) the script.
      const cheapest = page.getByRole('group', { name: 'Sort flights' }).getByRole('link', { name: /^Cheapest/ });
      await cheapest.click();
      await expect(page).toHaveURL(/sort=CHEAPEST/);
      await expect(cheapest).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('article')).toHaveCount(Math.min(20, total));
      const totals = (await page.getByRole('article').allTextContents()).map((text) => Number(text.match(/([\d,.]+) total/)![1]!.replace(/,/g, '')));
      expect(totals).toEqual([...totals].sort((a, b) => a - b));

      // A card's details are drawn when opened; without the page's script they are the next step, where nothing is bought yet.
      const card = page.getByRole('article').first();
      await card.getByText('Flight details').click();
      if (javaScriptEnabled) {
        await expect(card.getByRole('heading', { name: 'Fare conditions' })).toBeVisible();
      } else {
        await card.getByRole('link', { name: /See this trip's flights, connections and fare conditions/ }).click();
        await expect(page).toHaveURL(/\/flights\/review\?.*offer=/);
        await expect(page.getByRole('heading', { name: 'Fare conditions' })).toBeVisible();
      }
      await context.close();
    });
  }
});
