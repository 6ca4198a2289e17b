import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { inDays } from '../common/dates';

export interface Person {
  group: string;
  title: string;
  first: string;
  last: string;
  born: string;
  gender: 'Female' | 'Male';
  passport: string;
}

/** One traveller's group of the travellers form, names as on the passport. */
export async function fillTraveller(page: Page, person: Person) {
  const group = page.getByRole('group', { name: person.group });
  await group.getByLabel('Title').selectOption(person.title);
  await group.getByLabel('First name (as on passport)').fill(person.first);
  await group.getByLabel('Last name (as on passport)').fill(person.last);
  await group.getByLabel('Date of birth').fill(person.born);
  const gender = group.getByLabel(person.gender, { exact: true });
  if (await gender.count()) await gender.check();
  await group.getByLabel('Passport number').fill(person.passport);
  await group.getByLabel('Passport expiry date').fill('2032-01-01');
  return group;
}

export async function fillContact(page: Page, email: string) {
  await page.getByLabel('Email for the booking').fill(email);
  await page.getByLabel('Phone number with country code').fill('+234 803 000 0000');
}

/** The travellers page of a one-adult search filled in and sent: the seats page of a new booking. */
/** From the results of a search (its query string), the first offer chosen, priced on the review page, then the travellers page, as a person goes. */
export async function chooseFirstOffer(page: Page, searchQuery: string) {
  await page.goto(`/flights/search?${searchQuery}`);
  await page.getByRole('article').first().getByRole('link', { name: 'Select' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your flight' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to travellers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who is travelling?' })).toBeVisible();
}

export async function holdSeatsForOneAdult(page: Page, searchQuery: string) {
  await chooseFirstOffer(page, searchQuery);
  await fillTraveller(page, {
    group: 'Traveller 1 · Adult',
    title: 'MS',
    first: 'Ada',
    last: 'Obi',
    born: '1990-01-01',
    gender: 'Female',
    passport: 'A7654321',
  });
  await fillContact(page, 'ada@example.com');
  await page.getByRole('button', { name: 'Continue to seats and bags' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your seats' })).toBeVisible();
}

/**
 * Pays at the sandbox checkout from the payment page: the method (card by default), its link, then
 * the outcome's button on the processor's page (Paystack unless configured otherwise).
 */
export async function payAtSandbox(page: Page, choice: RegExp, method: 'Card' | 'USSD' = 'Card', language: 'en' | 'fr' = 'en') {
  const fr = language === 'fr';
  await page.getByRole('radio', { name: new RegExp(`^${fr && method === 'Card' ? 'Carte' : method}`) }).check();
  await page.getByRole('link', { name: method === 'Card' ? (fr ? /par carte$/ : /by card$/) : fr ? /par USSD$/ : /with USSD$/ }).click();
  // The sandbox gateway's own page: in English like the real gateways' test pages, unless the
  // visitor's language is French without the /fr prefix (a French-speaking country's default).
  await expect(page.getByText(/^(Paystack checkout \(sandbox\)|Paiement Paystack \(bac à sable\))$/)).toBeVisible();
  await page.getByRole('button', { name: choice }).click();
}

/**
 * The XSRF header a client other than our pages must echo (axios does it in the browser): the API
 * asks for it on every state change once its cookies (a booking grant, a session) ride along.
 */
export async function xsrfHeader(request: APIRequestContext) {
  const token = async () => (await request.storageState()).cookies.find((cookie) => cookie.name === '__Host-XSRF-TOKEN')?.value;
  if (!(await token())) await request.get('/api/cookie');
  return { 'X-XSRF-TOKEN': (await token())! };
}

/** A one-adult trip booked through the API as the travellers page does (that client may then open it); returns its booking ID. */
export async function bookThroughApi(request: APIRequestContext, options: { email: string; from: string; to: string; days: number; language?: 'en' | 'fr' }) {
  const date = inDays(options.days);
  const body = {
    currencyCode: 'NGN',
    originDestinations: [{ id: '1', originLocationCode: options.from, destinationLocationCode: options.to, departureDateTimeRange: { date } }],
    travelers: [{ id: '1', travelerType: 'ADULT' }],
    sources: ['GDS'],
  };
  const { data: offers, meta } = await (await request.post('/api/flight/offers', { data: body })).json();
  const quote = await (await request.post('/api/flight/confirm-offer', { data: { searchId: meta.searchId, offerId: offers[0].id } })).json();
  const priced = quote.data.flightOffers[0];
  const traveller = {
    id: '1',
    title: 'MR',
    firstName: 'Musa',
    lastName: 'Sani',
    dateOfBirth: '1980-01-01',
    gender: 'MALE',
    nationality: 'NG',
    passport: { number: 'M1234567', issuingCountry: 'NG', expiryDate: '2032-01-01' },
  };
  const order = await request.post('/api/flight/create-order', {
    data: {
      quoteId: quote.meta.quoteId,
      data: { type: 'flight-order', travelers: [traveller], contact: { email: options.email, phone: '+234 803 000 0000' } },
      expectedTotal: priced.price.total,
      ...(options.language ? { language: options.language } : {}),
    },
    headers: await xsrfHeader(request),
  });
  expect(order.status()).toBe(201);
  return (await order.json()).data.reference as string;
}

/**
 * The first day, `fromDays` days ahead or later, on which every flight of a route has seats for a
 * few more travellers: on the simulated GDS one flight in four is filling up, and the other
 * worker's tests may be booking the same flights meanwhile.
 */
export async function dayWithSeats(request: APIRequestContext, route: { from: string; to: string }, fromDays: number, seats = 3): Promise<string> {
  const headers = await xsrfHeader(request);
  for (let days = fromDays; days < fromDays + 40; days += 1) {
    const answer = await request.post('/api/flight/offers', {
      headers,
      data: {
        currencyCode: 'NGN',
        originDestinations: [{ id: '1', originLocationCode: route.from, destinationLocationCode: route.to, departureDateTimeRange: { date: inDays(days) } }],
        travelers: [{ id: '1', travelerType: 'ADULT' }],
        sources: ['GDS'],
      },
    });
    expect(answer.status(), 'a flight search').toBe(200);
    const { data } = (await answer.json()) as { data: Array<{ numberOfBookableSeats: number }> };
    if (data.length > 0 && data.every((offer) => offer.numberOfBookableSeats >= seats)) return inDays(days);
  }
  throw new Error(`no day with ${seats} seats on every ${route.from}–${route.to} flight`);
}
