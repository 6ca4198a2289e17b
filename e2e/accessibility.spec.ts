import { expect, test, type Page } from './fixtures';
import { signUpThroughApi } from './account-helpers';
import { holdSeatsForOneAdult } from './booking-helpers';
import { IPS, fromIp } from './ips';
import { axeViolations } from './axe';
import { inDays } from '../common/dates';

const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['home in French', '/fr'],
  ['flight results', `/flights/search?trip=roundTrip&from=LOS&to=LHR&depart=${inDays(30)}&return=${inDays(40)}&adults=1&children=1`],
  [
    'a review whose price expired',
    `/flights/review?trip=singleTrip&from=LOS&to=ABV&depart=${inDays(14)}&adults=1&search=00000000-0000-4000-8000-000000000000&offer=1`,
  ],
  ['a booking this browser may not open (asks for the surname)', '/flights/confirmation?booking=QQQQQQ'],
  ['pay a booking by its ID', '/payment'],
  ['manage booking', '/manage'],
  ['manage booking in French, after a wrong answer', '/fr/manage?booking=QQQQQQ'],
  ['privacy policy', '/en/pages/content/privacy'],
  ['prices ±3 days around a return trip', `/flights/dates?trip=roundTrip&from=LOS&to=LHR&depart=${inDays(30)}&return=${inDays(40)}&adults=1`],
  ['a month of lowest fares in French', `/fr/flights/calendar?from=LOS&to=ACC&depart=${inDays(30)}&adults=1`],
  ['travel insurance', '/insurance'],
  ['the offline page the service worker keeps, in French', '/fr/offline'],
  ['the operations page, to someone not signed in', '/ops'],
  ['a route page', '/flights/lagos-to-london'],
  ['a route page in French', '/fr/flights/accra-to-lagos'],
  [
    'an insurance quote in French',
    `/fr/insurance?destination=FR&purpose=LEISURE&tripType=ONE_TRIP&bookingType=INDIVIDUAL&adults=1&children=0&start=${inDays(20)}&end=${inDays(30)}&dob=1990-01-01&nationality=NG`,
  ],
  [
    'an insurance quote refused',
    `/insurance?destination=&purpose=LEISURE&tripType=ONE_TRIP&bookingType=INDIVIDUAL&adults=1&children=0&start=&end=&dob=&nationality=GH`,
  ],
];

const violationsOf = (page: Page) => axeViolations(page, { detail: true });

test.describe('accessibility (axe, WCAG 2.2 AA rules)', () => {
  test.use(fromIp(IPS.nigeria));

  for (const [name, path] of PAGES) {
    test(`${name} has no detectable WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      expect(await violationsOf(page)).toEqual([]);
    });
  }

  // Axe reads a colour only where it can see it: on a phone-sized window it leaves the cards below
  // the first screen unchecked. A window as tall as the page puts every card in view.
  for (const [name, path] of [
    ['flight results in French', `/fr/flights/search?trip=singleTrip&from=LOS&to=ABV&depart=${inDays(21)}&adults=1`],
    ['stay results in French', `/fr/stays/search?city=Accra&checkIn=${inDays(21)}&checkOut=${inDays(24)}&adults=2`],
    ['experiences of a category in French', '/fr/experiences/outdoor-and-sport?city=DKR'],
  ] as Array<[string, string]>) {
    test(`${name}, every card in view, has no detectable WCAG A/AA violations`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 9000 });
      await page.goto(path);
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
    });
  }

  test('the review and the travellers form have no detectable violations', async ({ page }) => {
    await page.goto(`/flights/search?trip=singleTrip&from=LOS&to=ABV&depart=${inDays(14)}&adults=1&children=1`);
    await page.getByRole('article').first().getByRole('link', { name: 'Select' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your flight' })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    await page.getByRole('link', { name: 'Continue to travellers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Who is travelling?' })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test('the seat map, the payment page, the sandbox checkout and the confirmation have no detectable violations', async ({ page }) => {
    await holdSeatsForOneAdult(page, `trip=singleTrip&from=ABV&to=LOS&depart=${inDays(15)}&adults=1`);
    expect(await violationsOf(page)).toEqual([]);

    await page.getByRole('button', { name: 'Choose seats for me' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Pay for booking/ })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);

    await page.getByRole('link', { name: /by card$/ }).click();
    await expect(page.getByText('Paystack checkout (sandbox)')).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
    await page.getByRole('button', { name: /^Pay ₦/ }).click();
    await expect(page.getByText('Confirmed: paid')).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });

  test('every Travel Hub tab, the login chooser and an invitation page have no detectable violations', async ({ page, browser }) => {
    // Eight pages read by axe: on a busy 2-core machine more than the default 30 s.
    test.setTimeout(90_000);
    await signUpThroughApi(page, { email: `axe.${Date.now()}@example.com`, firstName: 'Ada', lastName: 'Obi', password: 'a long passphrase' });
    for (const path of ['/hub', '/hub/insurance', '/hub/points', '/hub/preferences', '/hub/settings', '/hub/invite']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Travel Hub' })).toBeVisible();
      expect(await violationsOf(page), path).toEqual([]);
    }
    const link = await page.getByLabel('Your invitation link').inputValue();
    const visitorContext = await browser.newContext(fromIp(IPS.nigeria));
    const visitor = await visitorContext.newPage();
    await visitor.goto(new URL(link).pathname);
    await expect(visitor.getByText('Ada invited you to travel with Baobab.')).toBeVisible();
    expect(await violationsOf(visitor)).toEqual([]);
    await visitor.getByRole('button', { name: 'Log in' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Log in or create an account' })).toBeVisible();
    expect(await violationsOf(visitor)).toEqual([]);
    await visitorContext.close();
  });
});
