import { eq } from 'drizzle-orm';
import { buildApp } from './app';
import { bookingAccessKey, bookingAccessToken } from './orders/access';
import { openDatabase } from './db/client';
import { orders, mailOutbox } from './db/schema';
import { parseEnv, resetEnvForTests, TESTING_SWITCHES } from './env';
import { MAX_JSON_BYTES, MAX_UPLOAD_BYTES } from './lib/request-guards';
import { resetPaymentGateways } from './payments/gateways';
import { sandboxKeys } from './payments/gateways/sandbox/sandbox';
import { paystackSignature } from './payments/gateways/signatures';
import { sandboxWebhooksDelivered } from './payments/gateways/sandbox/sandbox.handlers';
import { bookingHelpers, browserClient, signedInClient } from './test/api-helpers';
import { closeTestDatabase, useTestDatabase } from './test/test-db';

const app = buildApp();
const { book, payByCard } = bookingHelpers(app);
const ALPHABET = 'ACDEFGHJKLMNPQRTUVWXY34679';
/** A well-formed booking ID that (almost surely) belongs to nobody. */
const unknownReference = () => Array.from({ length: 6 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('');
const from = () => ({ 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];

beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(async () => {
  await sandboxWebhooksDelivered();
  await closeTestDatabase();
});

/** Runs with some environment variables set, then puts everything back. */
async function withEnv<T>(values: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const apply = (entries: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
    resetPaymentGateways();
  };
  apply(values);
  try {
    return await work();
  } finally {
    apply(saved);
  }
}

/** Captures the JSON log lines written while `work` runs. */
async function logLinesOf(work: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  const err = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await withEnv({ LOG_LEVEL: 'debug' }, async () => work());
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines;
}

describe('1. no booking is confirmed without real money on a public site', () => {
  it('makes the sandbox keys at random, once per database: the old constants sign nothing', async () => {
    const other = await openDatabase({ dataDir: 'memory', seed: false });
    try {
      const [mine, theirs] = [await sandboxKeys(db), await sandboxKeys(other.db)];
      expect(mine.paystackSecret).not.toBe(theirs.paystackSecret);
      expect(mine.flutterwaveHash).not.toBe(theirs.flutterwaveHash);
      expect(await sandboxKeys(db)).toEqual(mine);
      expect(mine.paystackSecret).not.toBe('sk_test_baobab_sandbox_0000000000');
    } finally {
      await other.close();
    }
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'ABCDEF-0000000000', id: 1 } });
    const forged = await app.request('/api/payment/webhooks/paystack', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(body, 'sk_test_baobab_sandbox_0000000000') },
    });
    expect(forged.status).toBe(401);
    const hash = await app.request('/api/payment/webhooks/flutterwave', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'verif-hash': 'baobab-sandbox-verif-hash' },
    });
    expect(hash.status).toBe(401);
    // A second database takes seconds to open.
  }, 30_000);

  it('says so in the health check: sandbox without keys, live with them (and then no sandbox, no unconfigured gateway)', async () => {
    expect(await (await app.request('/api/health')).json()).toMatchObject({ payments: 'sandbox' });
    await withEnv({ PAYSTACK_SECRET_KEY: 'sk_live_configured_here' }, async () => {
      expect(await (await app.request('/api/health')).json()).toMatchObject({ payments: 'live' });
      expect((await app.request('/api/payment/sandbox/ABCDEF-0000000000')).status).toBe(404);
      expect((await app.request('/api/payment/sandbox/ABCDEF-0000000000', { method: 'POST', body: new URLSearchParams({ outcome: 'success' }) })).status).toBe(
        404,
      );
      const { reference, browser } = await book();
      const methods = (await (await browser.get(`/api/bookings/${reference}/pay`)).json()).data.methods;
      expect(methods).toEqual(['PAYSTACK', 'BANK_TRANSFER']);
      // Flutterwave has no keys here: it is not offered, never simulated beside a real Paystack.
      const flutterwave = await browser.post('/api/payment/select', { bookingId: reference, method: 'FLUTTERWAVE' });
      expect(flutterwave.status).toBe(404);
      expect((await flutterwave.json()).errors[0].code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    });
  });

  it('refuses to start a public production site with no payment keys unless PAYMENTS_SANDBOX=1, naming the variables', () => {
    const publicSite = { NODE_ENV: 'production', PUBLIC_URL: 'https://baobab.travel' };
    expect(() => parseEnv(publicSite)).toThrow(
      /PAYMENTS_SANDBOX: .*PAYSTACK_SECRET_KEY.*FLUTTERWAVE_SECRET_KEY and FLUTTERWAVE_SECRET_HASH.*PAYMENTS_SANDBOX=1/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', ALLOWED_HOSTS: 'baobab.travel' })).toThrow(/PAYMENTS_SANDBOX/);
    expect(parseEnv({ ...publicSite, PAYMENTS_SANDBOX: '1' }).PAYMENTS_SANDBOX).toBe(true);
    expect(() => parseEnv({ ...publicSite, PAYSTACK_SECRET_KEY: 'sk_live_configured_here' })).not.toThrow();
    // The README's `npm start` on a laptop keeps its sandbox.
    expect(() => parseEnv({ NODE_ENV: 'production' })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000', ALLOWED_HOSTS: 'localhost:3000' })).not.toThrow();
  });

  it('refuses to start a public site with any testing switch on, naming every one, whatever NODE_ENV says', () => {
    const switches = { MAILBOX_ENABLED: '1', TEST_CLOCK: '1', SIMULATED_GDS_FAILURE_RATE: '0.5' };
    expect(Object.keys(TESTING_SWITCHES).sort()).toEqual(Object.keys(switches).sort());
    for (const NODE_ENV of ['production', 'development', 'test']) {
      for (const site of [{ PUBLIC_URL: 'https://baobab.travel' }, { ALLOWED_HOSTS: 'baobab.travel' }]) {
        const base = { NODE_ENV, ...site, PAYMENTS_SANDBOX: '1' };
        let message = '';
        try {
          parseEnv({ ...base, ...switches });
        } catch (error) {
          message = (error as Error).message;
        }
        for (const name of Object.keys(switches)) expect(message).toMatch(new RegExp(`${name}: this site is public \\(baobab\\.travel\\).*unset ${name}`));
        // Each alone is refused too.
        for (const [name, value] of Object.entries(switches)) expect(() => parseEnv({ ...base, [name]: value })).toThrow(new RegExp(name));
        expect(() => parseEnv({ ...base, SIMULATED_GDS_FAILURE_RATE: '0', MAILBOX_ENABLED: '0' })).not.toThrow();
      }
    }
    // A test machine keeps them: nothing but this machine's own address is public.
    expect(() => parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3200', ...switches })).not.toThrow();
  });

  it('serves no mailbox outside production either once the site answers for a public host', async () => {
    const saved = { ...process.env };
    const read = async () => (await app.request('/api/dev/mailbox?to=ada@example.com')).status;
    try {
      expect(await read()).toBe(200);
      process.env.PUBLIC_URL = 'https://baobab.travel';
      resetEnvForTests();
      expect(await read()).toBe(404);
    } finally {
      process.env = saved;
      resetEnvForTests();
    }
  });

  it('stops the site at start-up on the mailbox that took over an account (PUBLIC_URL, PAYMENTS_SANDBOX=1, MAILBOX_ENABLED=1)', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/standalone.ts'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://baobab.travel',
        PAYMENTS_SANDBOX: '1',
        MAILBOX_ENABLED: '1',
        DATA_DIR: '/nonexistent/never-opened',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/MAILBOX_ENABLED: this site is public/);
    expect(run.stderr).toMatch(/did not start/);
  }, 70_000);

  it('stops the API process at start-up with that message', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/standalone.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PUBLIC_URL: 'https://baobab.travel', DATA_DIR: '/nonexistent/never-opened' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/PAYSTACK_SECRET_KEY/);
    expect(run.stderr).toMatch(/did not start/);
  }, 70_000);
});

describe('2. a booking reference alone reveals nothing and changes nothing', () => {
  const everyRoute = (reference: string) =>
    [
      ['GET', `/api/bookings/${reference}`],
      ['GET', `/api/bookings/${reference}/pay`],
      ['PUT', `/api/bookings/${reference}/services`, { seats: [], bags: [] }],
      ['POST', '/api/flight/seat-map', { bookingId: reference }],
      ['POST', '/api/flight/chargable-bags', { bookingId: reference }],
      ['POST', '/api/flight/fare-rules', { bookingId: reference }],
      ['POST', '/api/payment/select', { bookingId: reference, method: 'BANK_TRANSFER' }],
      ['POST', '/api/flightPaymentMethod', { bookingId: reference }],
      ['GET', `/api/payment/bankcheck?bookingId=${reference}`],
      ['POST', '/api/payment/vouchers/checkout', { bookingId: reference, code: 'WELCOME10' }],
      ['DELETE', '/api/payment/vouchers/checkout', { bookingId: reference }],
    ] as const;

  it('answers a stranger 404 on every booking route, exactly as for a booking that does not exist, and changes nothing', async () => {
    const { reference } = await book({ email: 'private@example.com' });
    const before = (await db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
    for (const [method, path, body] of everyRoute(reference)) {
      const stranger = browserClient(app);
      const nobodys = unknownReference();
      const theirs = await stranger.call(method, path, body);
      const unknown = await stranger.call(method, path.replace(reference, nobodys), body && { ...body, bookingId: nobodys });
      expect([path, theirs.status]).toEqual([path, 404]);
      const text = await theirs.text();
      expect(text).not.toMatch(/Obi|private@example\.com|LOS/);
      expect(text).toBe(await unknown.text());
    }
    const after = (await db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
    expect(after).toEqual(before);
    // The card checkout sends a stranger to say who they are, not to the gateway.
    expect((await browserClient(app).get(`/api/payment/paystack?bookingId=${reference}`)).headers.get('location')).toBe(`/payment?booking=${reference}`);
  });

  it('opens it with the reference and the lead traveller surname (any case, accents, spaces) or the contact email, for that browser only', async () => {
    const { reference } = await book({ email: 'Adaeze.Obi@example.com' });
    const phone = browserClient(app);
    const wrong = await phone.post('/api/bookings/lookup', { reference, lastName: 'Okafor' });
    expect(wrong.status).toBe(404);
    expect((await phone.get(`/api/bookings/${reference}`)).status).toBe(404);
    const found = await phone.post('/api/bookings/lookup', { reference: ` ${reference.toLowerCase()} `, lastName: '  ÓBÍ ' });
    expect(found.status).toBe(200);
    expect((await found.json()).data).toEqual({ reference, status: 'PENDING', language: 'en' });
    expect((await phone.get(`/api/bookings/${reference}`)).status).toBe(200);
    expect((await browserClient(app).get(`/api/bookings/${reference}`)).status).toBe(404);
    const laptop = browserClient(app);
    expect((await laptop.post('/api/bookings/lookup', { reference, email: 'adaeze.obi@EXAMPLE.com' })).status).toBe(200);
    expect((await laptop.get(`/api/bookings/${reference}/pay`)).status).toBe(200);
    // A grant cookie made up or copied from another booking opens nothing.
    const forger = browserClient(app);
    forger.jar.set('booking_access', `${Buffer.from(JSON.stringify([[reference, 9_999_999_999]])).toString('base64url')}.forged`);
    expect((await forger.get(`/api/bookings/${reference}`)).status).toBe(404);
  });

  it('opens it for the signed-in owner, never for another account', async () => {
    const owner = await signedInClient(app, 'owner.opens@example.com');
    const { reference } = await book({ email: 'owner.opens@example.com' });
    expect((await owner.get(`/api/bookings/${reference}`)).status).toBe(200);
    const other = await signedInClient(app, 'not.the.owner@example.com');
    expect((await other.get(`/api/bookings/${reference}`)).status).toBe(404);
  });

  it('opens it with a signed token until it expires; a forged, expired or borrowed token opens nothing', async () => {
    const { reference } = await book();
    const { reference: another } = await book();
    const key = await bookingAccessKey(db);
    const valid = bookingAccessToken(key, reference, new Date(Date.now() + 60_000));
    const open = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { ...from(), ...headers } });
    expect((await open(`/api/bookings/${reference}?access=${valid}`)).status).toBe(200);
    expect((await open(`/api/bookings/${reference}`, { 'x-booking-access': valid })).status).toBe(200);
    expect((await open(`/api/bookings/${another}?access=${valid}`)).status).toBe(404);
    expect((await open(`/api/bookings/${reference}?access=${bookingAccessToken(key, reference, new Date(Date.now() - 1000))}`)).status).toBe(404);
    expect((await open(`/api/bookings/${reference}?access=${bookingAccessToken('another key', reference, new Date(Date.now() + 60_000))}`)).status).toBe(404);
    expect((await open(`/api/bookings/${reference}?access=${valid.slice(0, -1)}${valid.endsWith('x') ? 'y' : 'x'}`)).status).toBe(404);
  });

  it('sends a confirmation email whose link opens the booking in a fresh browser', async () => {
    const { reference } = await book({ email: 'linked@example.com' });
    await payByCard(reference);
    const [mail] = (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'linked@example.com'))).filter((row) => row.kind === 'booking-confirmed');
    expect(mail!.subject).toMatch(/^\[TEST BOOKING\] /);
    expect(mail!.text).toMatch(/^TEST BOOKING: /);
    const link = new URL(mail!.text.match(/http\S+\/flights\/confirmation\S+/)![0]);
    expect(link.origin).toBe('http://localhost');
    expect(link.searchParams.get('booking')).toBe(reference);
    const fresh = browserClient(app);
    expect((await fresh.get(`/api/bookings/${reference}?access=${link.searchParams.get('access')}`)).status).toBe(200);
    // The token left a grant: the next page needs no token.
    expect((await fresh.get(`/api/bookings/${reference}`)).status).toBe(200);
  });

  it('limits look-ups per address (429 with Retry-After) and per address on a booking, never locking its traveller out', async () => {
    const guesser = browserClient(app);
    const answers: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 21; attempt += 1) {
      last = await guesser.post('/api/bookings/lookup', { reference: unknownReference(), lastName: 'Obi' });
      answers.push(last.status);
    }
    expect(answers.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // One address on one booking: five tries an hour, counted before the answer is compared (twenty at once included).
    const { reference: target } = await book();
    const stubborn = browserClient(app);
    await stubborn.get('/api/cookie');
    const atOnce = await Promise.all(
      Array.from({ length: 20 }, (_, attempt) => stubborn.post('/api/bookings/lookup', { reference: target, lastName: `Guess${attempt}` })),
    );
    expect(atOnce.filter((res) => res.status === 404)).toHaveLength(5);
    expect(atOnce.filter((res) => res.status === 429)).toHaveLength(15);
    const stillRefused = await stubborn.post('/api/bookings/lookup', { reference: target, lastName: 'Obi' });
    expect(stillRefused.status).toBe(429);
    expect((await stillRefused.json()).errors[0].detail).toMatch(/link in your booking email/);
    // Ten more wrong surnames from ten addresses: an address that failed on it is not heard again...
    const guessers = Array.from({ length: 10 }, () => browserClient(app));
    for (const [attempt, other] of guessers.entries())
      expect((await other.post('/api/bookings/lookup', { reference: target, lastName: `Other${attempt}` })).status).toBe(404);
    expect((await guessers[0]!.post('/api/bookings/lookup', { reference: target, lastName: 'Obi' })).status).toBe(429);
    // ...but the traveller, from an address that has not failed on it, still gets in with the right surname.
    const traveller = browserClient(app);
    expect((await traveller.post('/api/bookings/lookup', { reference: target, lastName: 'Obi' })).status).toBe(200);
    expect((await traveller.get(`/api/bookings/${target}`)).status).toBe(200);
    // Guessing references by reading them is limited per address as well.
    const reader = browserClient(app);
    const reads: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) reads.push((await reader.get(`/api/bookings/${unknownReference()}`)).status);
    expect(reads.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(reads[30]).toBe(429);
  });
});

describe("3. nobody holds a plane's seats for free", () => {
  const adults = (count: number) => Array.from({ length: count }, (_, index) => ({ id: String(index + 1), travelerType: 'ADULT' }));

  it('allows two unpaid orders per address, then says to pay one or wait (429 and Retry-After)', async () => {
    const browser = browserClient(app);
    const first = await book({ browser });
    await book({ browser });
    const third = await book({ browser }).catch((error: Error) => error.message);
    expect(third).toMatch(/TOO_MANY_UNPAID_BOOKINGS/);
    // Paid, a booking holds nothing any more.
    await payByCard(first.reference);
    await expect(book({ browser })).resolves.toMatchObject({ reference: expect.any(String) });
  });

  it('counts per contact email and per phone too, whatever the address', async () => {
    await book({ email: 'hoarder@example.com' });
    await book({ email: 'HOARDER@example.com' });
    await expect(book({ email: 'hoarder@example.com' })).rejects.toThrow(/TOO_MANY_UNPAID_BOOKINGS/);
    await book({ phone: '+234 809 555 0000' });
    await book({ phone: '+2348095550000' });
    await expect(book({ phone: '+234-809-555-0000' })).rejects.toThrow(/TOO_MANY_UNPAID_BOOKINGS/);
    // The same number written four ways is one phone (E.164): the local form and the bare digits too.
    await book({ phone: '0809 555 1111' });
    await book({ phone: '2348095551111' });
    await expect(book({ phone: '+234 (0) 809 555 1111' })).rejects.toThrow(/TOO_MANY_UNPAID_BOOKINGS/);
    await expect(book({ phone: '(0809) 555-1111' })).rejects.toThrow(/TOO_MANY_UNPAID_BOOKINGS/);
  });

  it('holds at most nine seats at a time', async () => {
    const browser = browserClient(app);
    await book({ browser, travelers: adults(6) });
    await expect(book({ browser, travelers: adults(4) })).rejects.toThrow(/at most 9 seats/);
  });

  it('lets twenty orders sent at once from one address hold two, never more', async () => {
    const browser = browserClient(app);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => book({ browser })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    for (const result of results) if (result.status === 'rejected') expect(String(result.reason)).toMatch(/TOO_MANY_UNPAID_BOOKINGS|TOO_MANY_ATTEMPTS/);
  });

  it('sends the bank-transfer code to a contact email a few times an hour, never a flood', async () => {
    const { reference, browser } = await book({ email: 'somebody.else@example.com' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await browser.post('/api/payment/select', { bookingId: reference, method: 'BANK_TRANSFER' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const codes = (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'somebody.else@example.com'))).filter(
      (mail) => mail.kind === 'booking-contact-code',
    );
    expect(codes).toHaveLength(5);
  });

  it('rate-limits create-order per address', async () => {
    const browser = browserClient(app);
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      outcomes.push(
        await book({ browser }).then(
          () => 'BOOKED',
          (error: Error) => (/TOO_MANY_UNPAID_BOOKINGS/.test(error.message) ? 'HELD' : /TOO_MANY_ATTEMPTS/.test(error.message) ? 'LIMITED' : error.message),
        ),
      );
    }
    expect(outcomes).toEqual(['BOOKED', 'BOOKED', ...Array(8).fill('HELD'), 'LIMITED']);
  });
});

describe('4. bounded requests', () => {
  it('refuses an oversized body with 413 on every kind of route, before reading it', async () => {
    const big = JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(MAX_JSON_BYTES) });
    for (const path of ['/api/flight/offers', '/api/newsletter', '/api/payment/webhooks/paystack', '/api/bookings/lookup']) {
      const res = await app.request(path, { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
      expect([path, res.status]).toEqual([path, 413]);
      expect((await res.json()).errors[0].code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('lets a profile picture through up to its own limit, and refuses beyond it', async () => {
    const me = await signedInClient(app, 'big.picture@example.com');
    const { data } = await (await me.get('/api/user')).json();
    const upload = (bytes: number) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
      return app.request(`/api/users/user/${data.id}/photo`, { method: 'POST', body: form, headers: me.headers() });
    };
    expect((await upload(1024 * 1024 + 1)).status).toBe(413);
    expect((await upload(MAX_UPLOAD_BYTES + 1)).status).toBe(413);
    // Under the limit the picture route itself decides (this one is not an image).
    expect((await upload(200 * 1024)).status).toBe(422);
  });
});

describe('5. the client address cannot be spoofed', () => {
  it('counts requests by the address our proxy saw, whatever the client wrote before it', async () => {
    const statuses: number[] = [];
    const xsrf = 'double-submitted-token';
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const res = await app.request('/api/newsletter', {
        method: 'POST',
        body: JSON.stringify({ email: `spoof${attempt}@example.com` }),
        headers: {
          'content-type': 'application/json',
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
          'x-forwarded-for': `203.0.113.${attempt}, 198.51.100.77`,
        },
      });
      statuses.push(res.status);
    }
    // Each request claimed another address on the left; the right-most, written by our proxy, is the same.
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('7. no 500 on any input, and no secret in the logs', () => {
  it('refuses a NUL in sign-up, personal details and the sandbox form with a 422 naming the field', async () => {
    const visitor = browserClient(app);
    const signup = await visitor.post('/api/signup', { email: 'nul@example.com', firstName: 'Ada\u0000', lastName: 'Obi', password: 'pass\u0000word long' });
    expect(signup.status).toBe(422);
    expect((await signup.json()).errors.map((error: { source: { pointer: string } }) => error.source.pointer).sort()).toEqual(['/firstName', '/password']);
    const me = await signedInClient(app, 'nul.details@example.com');
    const details = await me.post('/api/v1/personalInfo', { firstName: 'Ada', lastName: 'Obi', address: '12 Marina\u0000Road' });
    expect(details.status).toBe(422);
    expect((await details.json()).errors[0]).toMatchObject({ code: 'INVALID_CHARACTERS', source: { pointer: '/address' } });
    const sandbox = await app.request('/api/payment/sandbox/ABC%00', { method: 'POST', body: new URLSearchParams({ outcome: 'success' }) });
    expect(sandbox.status).toBe(422);
  });

  it('refuses direction overrides in names', async () => {
    const res = await browserClient(app).post('/api/signup', {
      email: 'rtl@example.com',
      firstName: 'Ada\u202Egnp.exe',
      lastName: 'Obi',
      password: 'long enough pass',
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors[0].source).toEqual({ pointer: '/firstName' });
  });

  it('writes no password, hash, token or code in the log lines of failed requests', async () => {
    const secret = 'correct horse battery';
    const client = browserClient(app);
    let code = '';
    const lines = await logLinesOf(async () => {
      await client.post('/api/signup', { email: 'logs@example.com', firstName: 'Log', lastName: 'Reader', password: secret });
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'logs@example.com'));
      code = mail!.text.match(/\b(\d{6})\b/)![1]!;
      const link = new URL(mail!.text.match(/http\S+\/api\/verify\/\S+/)![0]);
      await browserClient(app).get(`${link.pathname}0`);
      await client.post('/api/login', { email: 'logs@example.com', password: `${secret}!` });
      await client.post('/api/signup', { email: 'logs2@example.com', firstName: 'Log\u0000', lastName: 'Reader', password: secret });
      await app.request(`/api/bookings/${unknownReference()}?access=${'a'.repeat(8)}.${'b'.repeat(32)}`, { headers: from() });
    });
    expect(lines.length).toBeGreaterThan(4);
    const logged = lines.join('\n');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(code);
    expect(logged).not.toMatch(/\$argon2|bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb|logs@example\.com/);
    expect(logged).toMatch(/"route":"\/api\/verify\/:id\/:code"/);
  });
});

describe('8. links in emails cannot be pointed elsewhere', () => {
  const verificationLink = async (email: string, host: string) => {
    const res = await app.request('http://localhost/api/cookie');
    const xsrf = res.headers.getSetCookie()[0]!.split(';')[0]!;
    await app.request(`http://${host}/api/signup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: xsrf,
        'x-xsrf-token': xsrf.split('=')[1]!,
        'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.1`,
      },
      body: JSON.stringify({ email, firstName: 'Host', lastName: 'Test', password: 'long enough pass' }),
    });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    return new URL(mail!.text.match(/http\S+\/api\/verify\/\S+/)![0]).origin;
  };

  it('ignores a forged Host header', async () => {
    expect(await verificationLink('forged.host@example.com', 'evil.example')).toBe('http://localhost:3000');
    expect(await verificationLink('local.host@example.com', 'localhost:3000')).toBe('http://localhost:3000');
  });

  it('uses a host listed in ALLOWED_HOSTS, and PUBLIC_URL above all', async () => {
    await withEnv({ ALLOWED_HOSTS: 'baobab.example' }, async () => {
      expect(await verificationLink('allowed.host@example.com', 'baobab.example')).toBe('http://baobab.example');
    });
    await withEnv({ PUBLIC_URL: 'https://baobab.travel' }, async () => {
      expect(await verificationLink('public.url@example.com', 'evil.example')).toBe('https://baobab.travel');
    });
  });
});

describe('9. headers and methods', () => {
  it('answers a wrong method with 405 and Allow on the real routes', async () => {
    const res = await app.request('/api/flight/create-order', { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('OPTIONS, POST');
    const bookingRoute = await app.request('/api/bookings/QQQQQQ', { method: 'POST' });
    expect(bookingRoute.status).toBe(405);
    expect(bookingRoute.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('answers a body that is not JSON with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await app.request('/api/flight/offers', { method: 'POST', body: 'currency=NGN', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect((await res.json()).errors[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('acknowledges (200) and logs a signed webhook for a payment we never started, so the gateway stops retrying', async () => {
    const keys = await sandboxKeys(db);
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'QQQQQQ-0000000000', id: 42 } });
    let res: Response | undefined;
    const lines = await logLinesOf(async () => {
      res = await app.request('/api/payment/webhooks/paystack', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(body, keys.paystackSecret) },
      });
    });
    expect(res!.status).toBe(200);
    expect(await res!.json()).toEqual({ received: true, ignored: true });
    expect(lines.join('')).toMatch(/webhook for a payment we do not know/);
  });

  it('gives the XSRF cookie the __Host- prefix and Secure in production, and HSTS over HTTPS', async () => {
    await withEnv({ NODE_ENV: 'production' }, async () => {
      const res = await app.request('/api/cookie');
      const cookie = res.headers.getSetCookie()[0]!;
      expect(cookie).toMatch(/^__Host-XSRF-TOKEN=[\w-]+;/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\//);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      const https = await app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    });
    expect((await app.request('/api/cookie')).headers.getSetCookie()[0]).toMatch(/^XSRF-TOKEN=/);
  });

  it('limits promo-code tries per address, and a stranger learns nothing about codes without a booking', async () => {
    const nobodys = unknownReference();
    const stranger = await browserClient(app).post('/api/payment/vouchers/checkout', { bookingId: nobodys, code: 'WELCOME10' });
    const unknownCode = await browserClient(app).post('/api/payment/vouchers/checkout', { bookingId: nobodys, code: 'NOSUCHCODE' });
    expect([stranger.status, unknownCode.status]).toEqual([404, 404]);
    expect(await stranger.text()).toBe(await unknownCode.text());
    const { reference, browser } = await book();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      statuses.push((await browser.post('/api/payment/vouchers/checkout', { bookingId: reference, code: `GUESS${attempt}` })).status);
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
