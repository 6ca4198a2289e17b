import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
// The library web-push encrypts with: the test reads each notice as the browser would.
import ece from 'http_ece';
import { buildApp } from '../app';
import { zonedInstant } from '../lib/geo';
import { orders } from '../orders/schema';
import { airports } from '../reference/schema';
import { bookingHelpers, browserClient, signedInClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { endpointAllowed, sendDueNotices, subscribe } from './push';
import { pushNotices, pushSubscriptionOrders, pushSubscriptions } from './schema';

const app = buildApp();
const { book, payByCard, browserOf } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];

/** A push service on this machine: it keeps what it is sent, per subscription, and answers 201 (or 410 for one it was told is gone). */
type Received = { headers: Record<string, string | string[] | undefined>; body: Buffer };
const received = new Map<string, Received[]>();
const gone = new Set<string>();
let server: Server;
let base = '';

beforeAll(async () => {
  ({ db } = await useTestDatabase());
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.url!.split('/').pop()!;
      received.set(id, [...(received.get(id) ?? []), { headers: request.headers, body: Buffer.concat(chunks) }]);
      response.statusCode = gone.has(id) ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeTestDatabase();
});

let browsers = 0;
/** A browser's subscription: its own address at the local push service and its own keys (kept to read what it is sent). */
function phone() {
  const id = `phone-${++browsers}-${randomBytes(4).toString('hex')}`;
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const auth = randomBytes(16);
  return {
    id,
    subscription: { endpoint: `${base}/${id}`, keys: { p256dh: curve.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
    /** Each notice it was sent, decrypted. */
    notices: () =>
      (received.get(id) ?? []).map(
        ({ body }) =>
          JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: curve, authSecret: auth }).toString('utf8')) as {
            title: string;
            body: string;
            url: string;
            tag: string;
          },
      ),
  };
}

/** Notices are sent after the answer (the settlement does not wait for them): wait for them to arrive. */
async function eventually<T>(read: () => T, done: (value: T) => boolean) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const value = read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  return read();
}

describe('push notices', () => {
  it('gives one VAPID public key, the same every time', async () => {
    const first = await (await app.request('/api/push/key')).json();
    const second = await (await app.request('/api/push/key')).json();
    expect(first.data.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(second.data.publicKey).toBe(first.data.publicKey);
  });

  it('tells a guest’s phone once when the booking is paid, readable only by that phone, opening the booking by itself', async () => {
    const { reference } = await book();
    const guest = phone();
    const res = await browserOf(reference).post('/api/push/subscriptions', { subscription: guest.subscription, booking: reference, lang: 'en' });
    expect(res.status).toBe(201);
    expect((await res.json()).data).toEqual({ account: false, booking: reference });

    await payByCard(reference);
    const notices = await eventually(guest.notices, (list) => list.length > 0);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe(`Payment received: booking ${reference}`);
    expect(notices[0]!.url).toMatch(new RegExp(`^/flights/confirmation\\?booking=${reference}&access=`));
    const [request] = received.get(guest.id)!;
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=B[\w-]{86}$/);
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    // The link in it opens the booking in a browser that never saw it.
    const opened = await browserClient(app).get(`/api/bookings/${reference}?access=${new URL(notices[0]!.url, 'http://x').searchParams.get('access')}`);
    expect(opened.status).toBe(200);

    // Settled again (the webhook after the redirect) it is not said twice.
    expect(await sendDueNotices(db)).toBe(0);
    expect(guest.notices()).toHaveLength(1);
  });

  it('reminds a bank-transfer reservation 6 hours before it lapses, once, in its language', async () => {
    const { reference } = await book();
    const guest = phone();
    expect((await browserOf(reference).post('/api/push/subscriptions', { subscription: guest.subscription, booking: reference, lang: 'fr' })).status).toBe(201);
    const now = new Date();
    await db
      .update(orders)
      .set({
        paymentMethod: 'BANK_TRANSFER',
        language: 'fr',
        createdAt: new Date(now.getTime() - 20 * 3600_000),
        paymentDeadline: new Date(now.getTime() + 5 * 3600_000),
      })
      .where(eq(orders.reference, reference));
    expect(await sendDueNotices(db, now)).toBeGreaterThanOrEqual(1);
    expect(await sendDueNotices(db, new Date(now.getTime() + 60_000))).toBe(0);
    const notices = guest.notices();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe(`Payez bientôt pour garder la réservation ${reference}`);
    expect(notices[0]!.body).toMatch(/heure de Lagos/);
    expect(notices[0]!.url).toMatch(new RegExp(`^/fr/payment\\?booking=${reference}&access=`));
  });

  it('tells the account’s phones that check-in opens 24 hours before each departure, once', async () => {
    const person = await signedInClient(app, `push-${Date.now()}@example.com`);
    const own = phone();
    const res = await person.post('/api/push/subscriptions', { subscription: own.subscription, lang: 'en' });
    expect((await res.json()).data).toEqual({ account: true, booking: null });
    const { reference, offer } = await book({ browser: person, days: 3 });
    await payByCard(reference);
    await eventually(own.notices, (list) => list.length > 0);
    const segment = offer.itineraries[0].segments[0];
    const [airport] = await db.select({ timeZone: airports.timeZone }).from(airports).where(eq(airports.iata, segment.departure.iataCode));
    const leaves = zonedInstant(segment.departure.at, airport!.timeZone).getTime();

    expect(await sendDueNotices(db, new Date(leaves - 30 * 3600_000))).toBe(0);
    await sendDueNotices(db, new Date(leaves - 20 * 3600_000));
    await sendDueNotices(db, new Date(leaves - 19 * 3600_000));
    const checkIn = own.notices().filter((notice) => notice.title.startsWith('Check-in is open'));
    expect(checkIn).toHaveLength(1);
    expect(checkIn[0]!.title).toMatch(/^Check-in is open: .+ → .+$/);
    expect(checkIn[0]!.body).toContain(`${segment.carrierCode} ${segment.number}`);
  });

  it('forgets a subscription its push service says is gone (410)', async () => {
    const { reference } = await book();
    const old = phone();
    await browserOf(reference).post('/api/push/subscriptions', { subscription: old.subscription, booking: reference });
    gone.add(old.id);
    await payByCard(reference);
    expect(
      await eventually(
        () => received.get(old.id)?.length ?? 0,
        (count) => count > 0,
      ),
    ).toBe(1);
    // The answer removes it (just after the push service answered).
    const stored = () => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, old.subscription.endpoint));
    for (let attempt = 0; attempt < 50 && (await stored()).length > 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await stored()).toHaveLength(0);
  });

  it('stores a phone once however often it asks, and forgets it when asked', async () => {
    const { reference } = await book();
    const same = phone();
    const browser = browserOf(reference);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => browser.post('/api/push/subscriptions', { subscription: same.subscription, booking: reference })),
    );
    expect(answers.map((res) => res.status).filter((status) => status !== 201 && status !== 429)).toEqual([]);
    const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, same.subscription.endpoint));
    expect(rows).toHaveLength(1);
    expect(await db.select().from(pushSubscriptionOrders).where(eq(pushSubscriptionOrders.subscriptionId, rows[0]!.id))).toHaveLength(1);
    const removed = await browserClient(app).post('/api/push/subscriptions/remove', { endpoint: same.subscription.endpoint });
    expect((await removed.json()).data).toEqual({ removed: true });
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, same.subscription.endpoint))).toHaveLength(0);
    expect(await db.select().from(pushNotices).where(eq(pushNotices.subscriptionId, rows[0]!.id))).toHaveLength(0);
  });

  it('refuses strangers, other addresses and malformed keys with the error envelope', async () => {
    const { reference } = await book();
    const stranger = browserClient(app);
    const some = phone();
    const ask = (body: unknown, client = stranger) => client.post('/api/push/subscriptions', body);
    expect((await ask({ subscription: some.subscription, booking: reference })).status).toBe(404);
    expect((await ask({ subscription: some.subscription })).status).toBe(401);
    const owner = browserOf(reference);
    for (const endpoint of [
      'https://evil.example.com/push/1',
      'http://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      `https://fcm.googleapis.com/\u0000x`,
      `https://fcm.googleapis.com/${'x'.repeat(10_000)}`,
    ]) {
      const res = await ask({ subscription: { ...some.subscription, endpoint }, booking: reference }, owner);
      expect(res.status).toBe(422);
      expect((await res.json()).errors[0].status).toBe(422);
    }
    for (const keys of [
      { p256dh: 'short', auth: some.subscription.keys.auth },
      { p256dh: some.subscription.keys.p256dh, auth: 'x'.repeat(500) },
      { p256dh: 5, auth: null },
    ]) {
      expect((await ask({ subscription: { ...some.subscription, keys }, booking: reference }, owner)).status).toBe(422);
    }
    expect((await ask({ subscription: some.subscription, booking: 'NOPE!!' }, owner)).status).toBe(422);
    expect((await ask({ subscription: some.subscription, booking: reference, extra: 1 }, owner)).status).toBe(422);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, some.subscription.endpoint))).toHaveLength(0);
  });

  it('sends only to browsers’ push services (https), or this machine outside production', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(endpointAllowed('https://web.push.apple.com/abc')).toBe(true);
    expect(endpointAllowed('https://wns2-par02p.notify.windows.com/w/?token=abc')).toBe(true);
    expect(endpointAllowed('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(endpointAllowed('https://10.0.0.1/abc')).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:9/abc')).toBe(true);
    expect(endpointAllowed('not a url')).toBe(false);
  });

  it('keeps one row for a phone subscribed for an account and a booking', async () => {
    const { reference, order } = await book();
    const [row] = await db.select().from(orders).where(eq(orders.reference, reference));
    const twice = phone();
    await subscribe(db, twice.subscription, { userId: null, orderId: row!.id, language: 'en' });
    await subscribe(db, twice.subscription, { userId: null, orderId: row!.id, language: 'fr' });
    const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, twice.subscription.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.language).toBe('fr');
    expect(order.reference).toBe(reference);
  });
});
