import type { OpenAPIHono } from '@hono/zod-openapi';
import { sandboxWebhooksDelivered } from '../payments/gateways/sandbox/sandbox.handlers';
import { testApplicant, testTrip } from '../insurance/test-trip';
import { inDays } from '../../common/dates';

type App = Pick<OpenAPIHono, 'request'>;
type Traveler = { id: string; travelerType: string; associatedAdultId?: string };

type Browser = ReturnType<typeof browserClient>;

/**
 * Searching, pricing and booking through the API as the site does, for tests. Each booking is
 * made by a browser (its own address and cookies; a new one unless given), which may then open
 * it: later calls about a booking go through the browser that made it.
 */
export function bookingHelpers(app: App) {
  const send = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (body: unknown, headers?: Record<string, string>) => send('POST', body, headers);
  const browsers = new Map<string, Browser>();
  /** The browser that made a booking. */
  const browserOf = (reference: string) => {
    const browser = browsers.get(reference);
    if (!browser) throw new Error(`no browser booked ${reference}`);
    return browser;
  };

  let dayOffset = 30;
  let people = 0;
  /** Books a fresh trip (a new date, contact and browser each time, so tests do not share flights or hold limits) and returns its booking ID. */
  async function book(
    options: {
      from?: string;
      to?: string;
      travelers?: Traveler[];
      email?: string;
      phone?: string;
      currency?: 'NGN' | 'USD';
      days?: number;
      browser?: Browser;
      paymentMethod?: 'CARD' | 'BANK_TRANSFER';
    } = {},
  ) {
    const travelers = options.travelers ?? [{ id: '1', travelerType: 'ADULT' }];
    const browser = options.browser ?? browserClient(app);
    dayOffset += 1;
    people += 1;
    const search = await browser.post('/api/flight/offers', {
      currencyCode: options.currency ?? 'NGN',
      originDestinations: [
        {
          id: '1',
          originLocationCode: options.from ?? 'LOS',
          destinationLocationCode: options.to ?? 'ABV',
          departureDateTimeRange: { date: inDays(options.days ?? dayOffset) },
        },
      ],
      travelers,
      sources: ['GDS'],
      searchCriteria: { maxFlightOffers: 5 },
    });
    const { data: offers, meta } = await search.json();
    const quote = await (await browser.post('/api/flight/confirm-offer', { searchId: meta.searchId, offerId: offers[0].id })).json();
    const priced = quote.data.flightOffers[0];
    const party = travelers.map((traveller) => ({
      id: traveller.id,
      title: traveller.travelerType === 'ADULT' ? 'MS' : 'MISS',
      firstName: ['Ada', 'Chioma', 'Tobi', 'Kemi'][Number(traveller.id) - 1] ?? 'Ngozi',
      lastName: 'Obi',
      dateOfBirth:
        traveller.travelerType === 'ADULT'
          ? '1990-05-01'
          : traveller.travelerType === 'CHILD'
            ? `${new Date().getUTCFullYear() - 7}-03-01`
            : `${new Date().getUTCFullYear() - 1}-01-15`,
      gender: 'FEMALE',
      nationality: 'NG',
      passport: { number: `B${traveller.id}9876543`, issuingCountry: 'NG', expiryDate: '2032-01-01' },
    }));
    const res = await browser.post('/api/flight/create-order', {
      quoteId: quote.meta.quoteId,
      data: {
        type: 'flight-order',
        travelers: party,
        contact: { email: options.email ?? `traveller${people}@example.com`, phone: options.phone ?? `+234 803 ${String(100_0000 + people).slice(-7)}` },
      },
      expectedTotal: priced.price.total,
      language: 'en',
      ...(options.paymentMethod ? { paymentMethod: options.paymentMethod } : {}),
    });
    if (res.status !== 201) throw new Error(`booking refused: ${await res.text()}`);
    const { data } = await res.json();
    browsers.set(data.reference, browser);
    return { reference: data.reference as string, offer: priced, browser, order: data };
  }

  /** Goes to the checkout the way a browser does and returns the payment reference in its address. */
  async function startCheckout(gateway: 'paystack' | 'flutterwave', reference: string, browser = browserOf(reference)) {
    const res = await browser.get(`/api/payment/${gateway}?bookingId=${reference}`);
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^http://localhost/payment/checkout/${reference}-`));
    return decodeURIComponent(location.split('/').pop()!);
  }

  async function payAtSandbox(paymentReference: string, outcome: 'success' | 'failed' | 'abandoned') {
    const res = await app.request(`/api/payment/sandbox/${paymentReference}`, { method: 'POST', body: new URLSearchParams({ outcome }) });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location')!);
  }

  /** Pays a booking by card through the sandbox and comes back as the browser does: confirmed (the webhook delivered too). */
  async function payByCard(reference: string, browser = browserOf(reference)) {
    const callback = await payAtSandbox(await startCheckout('paystack', reference, browser), 'success');
    const back = await browser.get(`${callback.pathname}${callback.search}`);
    expect(back.headers.get('location')).toMatch(
      new RegExp(`^/(flights|insurance|stays|experiences)/confirmation\\?booking=${reference}(&provider=stays)?&access=`),
    );
    await sandboxWebhooksDelivered();
  }

  /**
   * Buys travel insurance as the site does (quote, applicant, booking) and returns the unpaid
   * order's ID; `trip` and `applicant` change the test trip and applicant (test-trip.ts).
   */
  async function insure(
    options: { trip?: Record<string, unknown>; applicant?: Record<string, unknown>; browser?: Browser; planCode?: string; language?: 'en' | 'fr' } = {},
  ) {
    const browser = options.browser ?? browserClient(app);
    const quote = await browser.post('/api/insurance/quote', testTrip(options.trip));
    if (quote.status !== 200) throw new Error(`quote refused: ${await quote.text()}`);
    const { data: priced } = await quote.json();
    const planCode = options.planCode ?? priced.plans[0].code;
    const applied = await browser.post('/api/insurance/insurancedata', { quoteId: priced.id, planCode, individual: testApplicant(options.applicant) });
    if (applied.status !== 201) throw new Error(`application refused: ${await applied.text()}`);
    const { data: application } = await applied.json();
    const booked = await browser.post('/api/v1/booked', { applicationId: application.id, language: options.language ?? 'en' });
    if (booked.status !== 201) throw new Error(`insurance booking refused: ${await booked.text()}`);
    const { data } = await booked.json();
    browsers.set(data.reference, browser);
    return { reference: data.reference as string, browser, order: data, quote: priced, applicationId: application.id as string };
  }

  return { book, insure, json, send, inDays, startCheckout, payAtSandbox, payByCard, browserOf };
}

/** A browser: keeps its cookies, echoes XSRF-TOKEN in X-XSRF-TOKEN as axios does, has its own IP. */
export function browserClient(app: App, ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) {
  const jar = new Map<string, string>();
  const store = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      const expired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim()));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  const call = async (method: string, path: string, body?: unknown, options: { xsrf?: boolean } = {}) => {
    if (!jar.has('XSRF-TOKEN')) store(await app.request('/api/cookie', { headers: { 'x-forwarded-for': ip } }));
    const headers: Record<string, string> = { 'x-forwarded-for': ip, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (options.xsrf !== false) headers['x-xsrf-token'] = jar.get('XSRF-TOKEN')!;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return store(await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  };
  return {
    jar,
    headers: () => ({
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
      'x-forwarded-for': ip,
    }),
    call,
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown, options?: { xsrf?: boolean }) => call('POST', path, body, options),
  };
}

/**
 * A browser that signed up and verified its email with the code from the mailbox: signed in.
 * `referralCode` signs up through someone's invitation.
 */
export async function signedInClient(app: App, email: string, options: { password?: string; firstName?: string; referralCode?: string } = {}) {
  const client = browserClient(app);
  const signup = await client.post('/api/signup', {
    email,
    firstName: options.firstName ?? 'Bola',
    lastName: 'Ade',
    password: options.password ?? 'long enough pass',
    referralCode: options.referralCode,
  });
  if (signup.status !== 201) throw new Error(`sign-up refused: ${await signup.text()}`);
  const { data } = await signup.json();
  const mailbox = await (await app.request(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const code = (mailbox.data as { kind: string; text: string }[]).find((mail) => mail.kind === 'verify-email')!.text.match(/\b(\d{6})\b/)![1]!;
  const verified = await client.post('/api/verify', { verificationId: data.verificationId, code });
  if (verified.status !== 200) throw new Error(`verification refused: ${await verified.text()}`);
  return client;
}
