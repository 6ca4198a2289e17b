import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { resetEnvForTests } from '../env';
import { flightOrders, mailOutbox, orders, payments, sandboxTransactions, vouchers } from '../db/schema';
import { lapseExpiredOrders as lapseExpiredReservations } from '../orders/orders';
import { getPaymentGateway } from './gateways';
import { completeSandboxTransaction, sandboxKeys, sandboxWebhook } from './gateways/sandbox/sandbox';
import { paystackSignature } from './gateways/signatures';
import { holdSandboxWebhooks, sandboxWebhooksDelivered } from './gateways/sandbox/sandbox.handlers';
import { bookingHelpers, browserClient, signedInClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { settlePayment, startCardPayment } from './checkout';
import { bookingAccessKey } from '../orders/access';
import { PaystackGateway } from './gateways/paystack';
import { GatewayError } from './gateways/types';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];

beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(async () => {
  await sandboxWebhooksDelivered();
  await closeTestDatabase();
});

const { book, json, send, startCheckout, payAtSandbox, payByCard, browserOf } = bookingHelpers(app);
const links = async () => ({ origin: 'http://localhost', key: await bookingAccessKey(db) });

const bookingRow = async (reference: string) => (await db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
/** A flight booking's stored offer, and putting another there (to make two bookings share a flight). */
const offerOf = async (reference: string) =>
  (
    await db
      .select()
      .from(flightOrders)
      .where(eq(flightOrders.orderId, (await bookingRow(reference)).id))
  )[0]!.offer;
const setOffer = async (reference: string, offer: unknown) =>
  db
    .update(flightOrders)
    .set({ offer })
    .where(eq(flightOrders.orderId, (await bookingRow(reference)).id));
const mailsAbout = async (reference: string) => (await db.select().from(mailOutbox)).filter((mail) => mail.subject.includes(reference));

describe('seat maps, bags and fare rules', () => {
  it('shows a seat map per flight in the Amadeus shape, bags per direction and the fare rules', async () => {
    const { reference, browser } = await book();
    const maps = await browser.post('/api/flight/seat-map', { bookingId: reference });
    expect(maps.status).toBe(200);
    const { data } = await maps.json();
    expect(data[0]).toMatchObject({ type: 'seatmap', segmentId: '1', decks: [{ deckType: 'MAIN' }] });
    const seat = data[0].decks[0].seats[0];
    expect(seat).toMatchObject({
      number: expect.stringMatching(/^\d+[A-K]$/),
      travelerPricing: [{ travelerId: '1', seatAvailabilityStatus: expect.any(String) }],
    });

    const bags = await (await browser.post('/api/flight/chargable-bags', { bookingId: reference })).json();
    expect(bags.included.bags['1-1']).toMatchObject({ quantity: 1, name: 'CHECKED_BAG', price: { currencyCode: 'NGN' }, travelerIds: ['1'] });
    expect(Number(bags.included.bags['1-2'].price.amount)).toBeGreaterThan(Number(bags.included.bags['1-1'].price.amount));

    const rules = await (await browser.post('/api/flight/fare-rules', { bookingId: reference })).json();
    expect(rules.data.fareRules.rules.map((rule: { category: string }) => rule.category)).toEqual(['REFUND', 'EXCHANGE']);
  });

  it('answers bad ancillary requests with the envelope', async () => {
    expect((await app.request('/api/flight/seat-map', json({}))).status).toBe(422);
    expect((await app.request('/api/flight/seat-map', json({ bookingId: 'QQQQQQ' }))).status).toBe(404);
    // Someone else's booking answers exactly as one that does not exist.
    const { reference: theirs } = await book();
    const stranger = await app.request('/api/flight/seat-map', json({ bookingId: theirs }));
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual(await (await app.request('/api/flight/seat-map', json({ bookingId: 'QQQQQQ' }))).json());
    expect((await app.request('/api/flight/chargable-bags', json({ bookingId: 'bad' }))).status).toBe(422);
    const { offer } = await book();
    const invented = { ...offer, itineraries: [{ ...offer.itineraries[0], segments: [{ ...offer.itineraries[0].segments[0], number: '9999' }] }] };
    const gone = await app.request('/api/flight/fare-rules', json({ data: { flightOffers: [invented] } }));
    expect(gone.status).toBe(409);
    expect((await gone.json()).errors[0].code).toBe('FLIGHT_NOT_FOUND');
  });

  it('prices chosen seats and bags into the total, and never sells a seat twice', async () => {
    const first = await book({
      travelers: [
        { id: '1', travelerType: 'ADULT' },
        { id: '2', travelerType: 'CHILD' },
      ],
    });
    const { data: maps } = await (await first.browser.post('/api/flight/seat-map', { bookingId: first.reference })).json();
    const seats = maps[0].decks[0].seats as Array<{
      number: string;
      characteristicsCodes: string[];
      travelerPricing: Array<{ travelerId: string; seatAvailabilityStatus: string; price: { total: string } }>;
    }>;
    const free = seats.filter((seat) => seat.travelerPricing.every((entry) => entry.seatAvailabilityStatus === 'AVAILABLE'));
    const before = Number((await bookingRow(first.reference)).totalMinor);

    const chosen = await first.browser.call('PUT', `/api/bookings/${first.reference}/services`, {
      seats: [
        { travelerId: '1', segmentId: '1', number: free[0]!.number },
        { travelerId: '2', segmentId: '1', number: free[1]!.number },
      ],
      bags: [{ travelerId: '1', itineraryIndex: 0, quantity: 1 }],
    });
    expect(chosen.status).toBe(200);
    const view = (await chosen.json()).data;
    expect(view.seats.map((seat: { number: string }) => seat.number).sort()).toEqual([free[0]!.number, free[1]!.number].sort());
    expect(view.bags).toEqual([expect.objectContaining({ travelerId: '1', quantity: 1 })]);
    const extras = Math.round(Number(view.fare.extras) * 100);
    expect(extras).toBeGreaterThan(0);
    expect(Math.round(Number(view.fare.total) * 100)).toBe(before + extras);

    // A child is not offered an exit row.
    const exit = seats.find(
      (seat) => seat.characteristicsCodes.includes('E') && seat.travelerPricing.find((entry) => entry.travelerId === '2')?.seatAvailabilityStatus === 'BLOCKED',
    );
    if (exit) {
      const refused = await first.browser.call('PUT', `/api/bookings/${first.reference}/services`, {
        seats: [{ travelerId: '2', segmentId: '1', number: exit.number }],
        bags: [],
      });
      expect(refused.status).toBe(422);
      expect((await refused.json()).errors[0].code).toBe('SEAT_NOT_ALLOWED');
    }

    // Someone else on the same flight sees those seats occupied and cannot take them.
    const other = await book({ travelers: [{ id: '1', travelerType: 'ADULT' }] });
    await setOffer(other.reference, await offerOf(first.reference));
    const theirMap = (await (await other.browser.post('/api/flight/seat-map', { bookingId: other.reference })).json()).data[0].decks[0].seats;
    expect(theirMap.find((seat: { number: string }) => seat.number === free[0]!.number).travelerPricing[0].seatAvailabilityStatus).toBe('OCCUPIED');
    const taken = await other.browser.call('PUT', `/api/bookings/${other.reference}/services`, {
      seats: [{ travelerId: '1', segmentId: '1', number: free[0]!.number }],
      bags: [],
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).errors[0]).toMatchObject({ code: 'SEAT_TAKEN', source: { pointer: '/seats/0/number' } });

    // Two orders racing for one free seat: exactly one gets it (the unique index decides).
    const third = await book({ travelers: [{ id: '1', travelerType: 'ADULT' }] });
    await setOffer(third.reference, await offerOf(first.reference));
    const contested = free[5]!.number;
    const race = await Promise.all(
      [other, third].map(({ reference, browser }) =>
        browser.call('PUT', `/api/bookings/${reference}/services`, { seats: [{ travelerId: '1', segmentId: '1', number: contested }], bags: [] }),
      ),
    );
    expect(race.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it('refuses seats and bags that do not fit the booking', async () => {
    const { reference, browser } = await book({
      travelers: [
        { id: '1', travelerType: 'ADULT' },
        { id: '2', travelerType: 'HELD_INFANT', associatedAdultId: '1' },
      ],
    });
    const lap = await browser.call('PUT', `/api/bookings/${reference}/services`, { seats: [{ travelerId: '2', segmentId: '1', number: '20C' }], bags: [] });
    expect(lap.status).toBe(422);
    expect((await lap.json()).errors[0].code).toBe('NO_SEAT_FOR_TRAVELLER');
    const malformed = await browser.call('PUT', `/api/bookings/${reference}/services`, {
      seats: [{ travelerId: '1', segmentId: '1', number: 'window' }],
      bags: [{ travelerId: '1', itineraryIndex: 0, quantity: 7 }],
    });
    expect(malformed.status).toBe(422);
    expect((await malformed.json()).errors.length).toBe(2);
  });
});

describe('promo codes', () => {
  it('applies a percentage code, shows it in the breakdown and removes it', async () => {
    const { reference, browser } = await book();
    const before = await bookingRow(reference);
    const applied = await browser.post('/api/payment/vouchers/checkout', { bookingId: reference, code: ' welcome10 ' });
    expect(applied.status).toBe(200);
    const view = (await applied.json()).data;
    expect(view.voucherCode).toBe('WELCOME10');
    // 10% of a naira total, rounded down to whole naira: the total stays whole naira too.
    const discount = Math.floor(before.totalMinor / 1000) * 100;
    expect(Math.round(Number(view.fare.discount) * 100)).toBe(discount);
    expect(Math.round(Number(view.fare.total) * 100)).toBe(before.totalMinor - discount);
    expect(Math.round(Number(view.fare.total) * 100) % 100).toBe(0);

    const removed = await browser.call('DELETE', '/api/payment/vouchers/checkout', { bookingId: reference });
    expect((await removed.json()).data).toMatchObject({ voucherCode: null, fare: { discount: '0.00' } });
  });

  it('refuses unknown, expired and used-up codes, and counts a limited code once per booking', async () => {
    await db.insert(vouchers).values([
      { code: 'ONEONLY', amountOffMinor: 1_000_000, currency: 'NGN', maxRedemptions: 1 },
      { code: 'OLDCODE', percentOff: 5, validUntil: new Date(Date.now() - 1000) },
    ]);
    const a = await book();
    const b = await book();
    const code = async (reference: string, value: string) => {
      const res = await browserOf(reference).post('/api/payment/vouchers/checkout', { bookingId: reference, code: value });
      return res.status === 200 ? 'OK' : (await res.json()).errors[0].code;
    };
    expect(await code(a.reference, 'NOPE')).toBe('VOUCHER_NOT_FOUND');
    expect(await code(a.reference, 'OLDCODE')).toBe('VOUCHER_EXPIRED');
    // Both at once: the limit of one holds.
    expect([await code(a.reference, 'ONEONLY'), await code(b.reference, 'ONEONLY')].sort()).toEqual(['OK', 'VOUCHER_USED_UP']);
    expect(await code(a.reference, 'ONEONLY')).toBe('OK');
    const [row] = await db.select().from(vouchers).where(eq(vouchers.code, 'ONEONLY'));
    expect(row!.redemptions).toBe(1);

    // The booking holding it lapses: the use comes back.
    await db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.reference, a.reference));
    await lapseExpiredReservations(db);
    expect((await db.select().from(vouchers).where(eq(vouchers.code, 'ONEONLY')))[0]!.redemptions).toBe(0);
    expect(await code(b.reference, 'ONEONLY')).toBe('OK');
    expect(await code(a.reference, 'WELCOME10')).toBe('BOOKING_CLOSED');
  });

  it('keeps WELCOME10 to a first trip, one booking per person, even two bookings applying it at once', async () => {
    const code = async (reference: string, value: string) => {
      const res = await browserOf(reference).post('/api/payment/vouchers/checkout', { bookingId: reference, code: value });
      return res.status === 200 ? 'OK' : (await res.json()).errors[0].code;
    };
    // Two unpaid bookings of one person apply it at once: one gets it.
    const [a, b] = [await book({ email: 'welcome.once@example.com' }), await book({ email: 'Welcome.Once@example.com' })];
    expect((await Promise.all([code(a.reference, 'WELCOME10'), code(b.reference, 'WELCOME10')])).sort()).toEqual(['OK', 'VOUCHER_ONCE_PER_PERSON']);
    // Paid: not the first trip any more, for any of this person's bookings.
    const holder = (await bookingRow(a.reference)).voucherCode ? a : b;
    await payByCard(holder.reference);
    const later = await book({ email: 'welcome.once@example.com' });
    expect(await code(later.reference, 'WELCOME10')).toBe('VOUCHER_FIRST_TRIP_ONLY');
    // Someone else's first trip still takes it.
    expect(await code((await book({ email: 'welcome.new@example.com' })).reference, 'WELCOME10')).toBe('OK');
    // One account booking for two contact emails at once is still one person.
    const account = await signedInClient(app, 'welcome.account@example.com');
    const [c, d] = [
      await book({ browser: account, email: 'first.contact@example.com' }),
      await book({ browser: account, email: 'second.contact@example.com' }),
    ];
    expect((await Promise.all([code(c.reference, 'WELCOME10'), code(d.reference, 'WELCOME10')])).sort()).toEqual(['OK', 'VOUCHER_ONCE_PER_PERSON']);
  });

  it('applies a code only to the order kinds it names', async () => {
    await db.insert(vouchers).values({ code: 'STAYSONLY', percentOff: 5, orderKinds: ['stay'] });
    const { reference } = await book();
    const res = await browserOf(reference).post('/api/payment/vouchers/checkout', { bookingId: reference, code: 'STAYSONLY' });
    expect((await res.json()).errors[0]).toMatchObject({ code: 'VOUCHER_NOT_FOR_THIS', source: { pointer: '/code' } });
  });
});

describe('paying through the sandbox checkout', () => {
  it('pays with Paystack: checkout, callback, confirmation and one email', async () => {
    const { reference } = await book({ email: 'payer@example.com' });
    const paymentReference = await startCheckout('paystack', reference);
    const info = await (await app.request(`/api/payment/sandbox/${paymentReference}`)).json();
    expect(info.data).toMatchObject({ gateway: 'paystack', currency: 'NGN', status: 'pending', email: 'p•••@example.com' });
    // Whoever holds the payment reference sees the payer's email masked, as a gateway shows it.
    expect(JSON.stringify(info)).not.toContain('payer@');

    // The browser comes back before the gateway's webhook arrives (the webhook is held meanwhile).
    const release = holdSandboxWebhooks();
    const callback = await payAtSandbox(paymentReference, 'success').catch((error: unknown) => {
      release();
      throw error;
    });
    expect(callback.pathname).toBe('/api/payment/psverify');
    expect(callback.searchParams.get('reference')).toBe(paymentReference);
    // Back from the gateway in another browser (a bank's app): the redirect carries a token that opens the booking.
    const elsewhere = browserClient(app);
    const back = await elsewhere.get(`${callback.pathname}${callback.search}`).finally(release);
    expect(back.status).toBe(302);
    const confirmation = new URL(back.headers.get('location')!, 'http://localhost');
    expect(confirmation.pathname).toBe('/flights/confirmation');
    expect(confirmation.searchParams.get('booking')).toBe(reference);
    const opened = await app.request(`/api/bookings/${reference}?access=${confirmation.searchParams.get('access')}`);
    expect((await opened.json()).data).toMatchObject({ reference, status: 'CONFIRMED' });
    // ...and that browser now holds a grant of its own.
    expect((await elsewhere.get(`/api/bookings/${reference}`)).status).toBe(200);
    await sandboxWebhooksDelivered();

    const booking = await bookingRow(reference);
    expect(booking).toMatchObject({ status: 'CONFIRMED', paymentMethod: 'PAYSTACK' });
    expect(booking.paidAt).toBeInstanceOf(Date);
    const mails = await mailsAbout(reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'booking-confirmed', recipient: 'payer@example.com' });
    expect(mails[0]!.text).toContain(reference);

    const mailbox = await (await app.request('/api/dev/mailbox?to=PAYER@example.com')).json();
    expect(mailbox.data[0].subject).toBe(`[TEST BOOKING] Booking ${reference} confirmed`);
    expect((await app.request('/api/dev/mailbox?to=nobody')).status).toBe(422);
    // A production site (without MAILBOX_ENABLED) has no mailbox at all, whatever the address asked.
    const nodeEnv = process.env.NODE_ENV;
    (process.env as Record<string, string | undefined>).NODE_ENV = 'production';
    resetEnvForTests();
    try {
      for (const to of ['PAYER@example.com', 'nobody']) expect((await app.request(`/api/dev/mailbox?to=${to}`)).status).toBe(404);
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = nodeEnv;
      resetEnvForTests();
    }

    // Paid: the checkout link now leads to the confirmation, the voucher route refuses.
    expect((await browserOf(reference).get(`/api/payment/paystack?bookingId=${reference}`)).headers.get('location')).toBe(
      `/flights/confirmation?booking=${reference}`,
    );
  });

  it('declined, then retried with Flutterwave and paid', async () => {
    const { reference } = await book();
    const declined = await startCheckout('paystack', reference);
    const callback = await payAtSandbox(declined, 'failed');
    const back = await browserOf(reference).get(`${callback.pathname}${callback.search}`);
    expect(back.headers.get('location')).toMatch(new RegExp(`^/payment\\?booking=${reference}&payment=failed&access=`));
    await sandboxWebhooksDelivered();
    expect((await bookingRow(reference)).status).toBe('PENDING');

    const retry = await startCheckout('flutterwave', reference);
    const redirect = await payAtSandbox(retry, 'success');
    expect(redirect.pathname).toBe('/api/payment/flwverify');
    expect(redirect.searchParams.get('status')).toBe('successful');
    const done = await browserOf(reference).get(`${redirect.pathname}${redirect.search}`);
    expect(done.headers.get('location')).toMatch(new RegExp(`^/flights/confirmation\\?booking=${reference}&access=`));
    await sandboxWebhooksDelivered();
    expect(await bookingRow(reference)).toMatchObject({ status: 'CONFIRMED', paymentMethod: 'FLUTTERWAVE' });
    const attempts = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, (await bookingRow(reference)).id));
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['FAILED', 'SUCCEEDED']);
  });

  it('fulfils once when the callback and the webhook race, and a replayed webhook changes nothing', async () => {
    const { reference } = await book();
    const paymentReference = await startCheckout('paystack', reference);
    const completed = await completeSandboxTransaction(db, await sandboxKeys(db), paymentReference, 'success');
    const { path, body, headers } = completed!.webhook!;
    const url = new URL(completed!.redirectUrl!);
    const results = await Promise.all([
      app.request(`${url.pathname}${url.search}`),
      app.request(path, { method: 'POST', body, headers }),
      app.request(path, { method: 'POST', body, headers }),
    ]);
    expect(results[0]!.status).toBe(302);
    const outcomes = [(await results[1]!.json()).outcome, (await results[2]!.json()).outcome];
    expect(outcomes.filter((outcome) => outcome === 'CONFIRMED').length).toBeLessThanOrEqual(1);
    expect((await mailsAbout(reference)).filter((mail) => mail.kind === 'booking-confirmed')).toHaveLength(1);
    const paidAt = (await bookingRow(reference)).paidAt;

    const replay = await app.request(path, { method: 'POST', body, headers });
    expect(replay.status).toBe(200);
    expect((await replay.json()).outcome).toBe('ALREADY_SETTLED');
    expect((await bookingRow(reference)).paidAt).toEqual(paidAt);
    expect(await mailsAbout(reference)).toHaveLength(1);
  });

  it('rejects webhooks with a bad signature', async () => {
    const { reference } = await book();
    const paymentReference = await startCheckout('paystack', reference);
    const [row] = await db.update(sandboxTransactions).set({ status: 'success' }).where(eq(sandboxTransactions.reference, paymentReference)).returning();
    const keys = await sandboxKeys(db);
    const { path, body } = sandboxWebhook(row!, keys);
    const forged = await app.request(path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(body, 'sk_test_somebody_else') },
    });
    expect(forged.status).toBe(401);
    expect((await forged.json()).errors[0].code).toBe('BAD_SIGNATURE');
    const unsigned = await app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(401);
    // Not even JSON: refused before anything else.
    expect((await app.request(path, { method: 'POST', body })).status).toBe(415);
    const flutterwave = await app.request('/api/payment/webhooks/flutterwave', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'verif-hash': 'guess' },
    });
    expect(flutterwave.status).toBe(401);
    expect((await bookingRow(reference)).status).toBe('PENDING');
    // The genuine signature over the same body is accepted.
    const genuine = await app.request(path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(body, keys.paystackSecret) },
    });
    expect((await genuine.json()).outcome).toBe('CONFIRMED');
  });

  it('the sandbox, like the gateways, takes naira and dollars only', async () => {
    for (const gateway of ['paystack', 'flutterwave'] as const) {
      const checkout = (await getPaymentGateway(gateway, db)).initialize({
        reference: `K7MX3Q-${gateway.slice(0, 4).toUpperCase()}EUR01`,
        amountMinor: 10_000,
        currency: 'EUR' as never,
        email: 'ada@example.com',
        callbackUrl: 'http://localhost/api/payment/psverify',
        description: 'Flight booking K7MX3Q',
      });
      await expect(checkout).rejects.toMatchObject({ message: expect.stringMatching(/currency/i) });
    }
  });

  it('does not fulfil a payment of the wrong amount or currency', async () => {
    for (const tamper of [{ amountMinor: 100 }, { currency: 'USD' as const }]) {
      const { reference } = await book();
      const paymentReference = await startCheckout('paystack', reference);
      await db
        .update(sandboxTransactions)
        .set({ status: 'success', ...tamper })
        .where(eq(sandboxTransactions.reference, paymentReference));
      const verified = await (await getPaymentGateway('paystack', db)).verify({ reference: paymentReference });
      const settlement = await settlePayment(db, 'paystack', paymentReference, verified, await links());
      expect(settlement.outcome).toBe('REFUND_DUE');
      expect((await bookingRow(reference)).status).toBe('PENDING');
      const [payment] = await db.select().from(payments).where(eq(payments.reference, paymentReference));
      expect(payment!.failureReason).toBe('amountMinor' in tamper ? 'AMOUNT_MISMATCH' : 'CURRENCY_MISMATCH');
    }
  });

  it('closes an attempt the gateway never started', async () => {
    const { reference } = await book();
    const unreachable = new PaystackGateway({ secretKey: 'sk_test_xxxxxxxxxxxx', fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(startCardPayment(db, unreachable, reference, 'http://localhost/api/payment/psverify')).rejects.toBeInstanceOf(GatewayError);
    const attempts = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, (await bookingRow(reference)).id));
    expect(attempts).toEqual([expect.objectContaining({ status: 'FAILED', failureReason: 'NOT_STARTED' })]);
  });

  it('money arriving after the booking lapsed is marked for refund and the traveller told so', async () => {
    const { reference } = await book();
    const paymentReference = await startCheckout('paystack', reference);
    await db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.reference, reference));
    await lapseExpiredReservations(db);
    const callback = await payAtSandbox(paymentReference, 'success');
    const back = await browserOf(reference).get(`${callback.pathname}${callback.search}`);
    expect(back.headers.get('location')).toMatch(new RegExp(`^/payment\\?booking=${reference}&payment=problem&access=`));
    await sandboxWebhooksDelivered();
    expect((await bookingRow(reference)).status).toBe('CANCELLED');
    const [payment] = await db.select().from(payments).where(eq(payments.reference, paymentReference));
    expect(payment).toMatchObject({ status: 'REFUND_DUE', failureReason: 'BOOKING_CANCELLED' });
  });

  it('a payment reference opens nothing: a stranger returning from the gateway gets no grant and no link, whatever the outcome', async () => {
    for (const outcome of ['failed', 'abandoned', 'success'] as const) {
      const { reference } = await book();
      const paymentReference = await startCheckout('paystack', reference);
      const callback = await payAtSandbox(paymentReference, outcome);
      // The webhook settles a paid one first: the stranger's return confirms nothing itself.
      await sandboxWebhooksDelivered();
      const stranger = browserClient(app);
      const back = await stranger.get(`${callback.pathname}${callback.search}`);
      expect(back.status).toBe(302);
      expect(back.headers.get('location')).not.toMatch(/access=/);
      expect(back.headers.get('location')).toMatch(new RegExp(`booking=${reference}`));
      expect(stranger.jar.has('booking_access')).toBe(false);
      expect((await stranger.get(`/api/bookings/${reference}`)).status).toBe(404);
      // The browser that started the checkout still comes back to its booking.
      const owner = await browserOf(reference).get(`${callback.pathname}${callback.search}`);
      expect(owner.headers.get('location')).toMatch(/access=/);
    }
  });

  it('a gateway transaction under another reference leaves our payment PENDING (not REFUND_DUE) and opens nothing', async () => {
    const { reference: victim } = await book();
    const victimPayment = await startCheckout('flutterwave', victim);
    const { reference: own } = await book();
    const ownRedirect = await payAtSandbox(await startCheckout('flutterwave', own), 'success');
    const transactionId = ownRedirect.searchParams.get('transaction_id')!;
    const stranger = browserClient(app);
    const back = await stranger.get(`/api/payment/flwverify?status=successful&tx_ref=${encodeURIComponent(victimPayment)}&transaction_id=${transactionId}`);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).not.toMatch(/access=|booking=/);
    const [payment] = await db.select().from(payments).where(eq(payments.reference, victimPayment));
    expect(payment).toMatchObject({ status: 'PENDING', failureReason: null });
    expect((await bookingRow(victim)).status).toBe('PENDING');
    // The victim then pays, and is confirmed as usual.
    const paid = await payAtSandbox(victimPayment, 'success');
    expect((await browserOf(victim).get(`${paid.pathname}${paid.search}`)).headers.get('location')).toMatch(/^\/flights\/confirmation\?/);
    await sandboxWebhooksDelivered();
  });

  it('extends a hold once when checkout starts, never again however often checkout starts', async () => {
    const { reference } = await book();
    const start = (await bookingRow(reference)).paymentDeadline;
    // Close to its deadline: the first checkout gives the traveller 30 minutes at the gateway.
    const soon = new Date(Date.now() + 60_000);
    await db.update(orders).set({ paymentDeadline: soon }).where(eq(orders.reference, reference));
    await startCheckout('paystack', reference);
    const extended = (await bookingRow(reference)).paymentDeadline;
    expect(extended.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(extended.getTime()).toBeLessThanOrEqual(soon.getTime() + 30 * 60_000);
    expect(start).toBeDefined();
    // Twenty more starts, the deadline pulled close again each time: it is never moved again.
    await db.update(orders).set({ paymentDeadline: soon }).where(eq(orders.reference, reference));
    for (let attempt = 0; attempt < 20; attempt += 1) await startCheckout(attempt % 2 ? 'paystack' : 'flutterwave', reference);
    expect((await bookingRow(reference)).paymentDeadline.getTime()).toBe(soon.getTime());
  });

  it('answers bad payment requests with the envelope, never a 500', async () => {
    expect((await app.request('/api/payment/select', json({ bookingId: 'QQQQQQ', method: 'PAYSTACK' }))).status).toBe(404);
    expect((await app.request('/api/payment/select', json({ bookingId: 'QQQQQQ', method: 'CASH' }))).status).toBe(422);
    expect((await app.request('/api/payment/paystack')).status).toBe(422);
    expect((await app.request('/api/payment/paystack?bookingId=QQQQQQ')).headers.get('location')).toBe('/payment?booking=QQQQQQ');
    expect((await app.request('/api/payment/psverify')).status).toBe(422);
    expect((await app.request('/api/payment/psverify?reference=NOPE')).headers.get('location')).toMatch(/^\/payment\?booking=NOPE&payment=/);
    expect((await app.request('/api/payment/bankcheck?bookingId=QQQQQQ')).status).toBe(404);
    expect((await app.request('/api/payment/flwverify?status=successful')).status).toBe(422);
    expect((await app.request('/api/payment/flwverify?tx_ref=NOPE&transaction_id=abc')).status).toBe(422);
    expect((await app.request('/api/bookings/QQQQQQ/pay')).status).toBe(404);
    expect((await app.request('/api/bookings/QQQQQQ/services', send('PUT', { seats: [], bags: [] }))).status).toBe(404);
    expect((await app.request('/api/payment/sandbox/NOPE-0')).status).toBe(404);
    const { reference } = await book();
    const paymentReference = await startCheckout('paystack', reference);
    const badOutcome = await app.request(`/api/payment/sandbox/${paymentReference}`, { method: 'POST', body: new URLSearchParams({ outcome: 'maybe' }) });
    expect(badOutcome.status).toBe(422);
    expect((await app.request('/api/payment/vouchers/checkout', send('DELETE', {}))).status).toBe(422);
    expect((await app.request('/api/flightPaymentMethod', json({ bookingId: 'x' }))).status).toBe(422);
    const malformed = await app.request('/api/payment/webhooks/paystack', {
      method: 'POST',
      body: 'not json',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature('not json', (await sandboxKeys(db)).paystackSecret) },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('bank transfer and paying later', () => {
  const codeMailedTo = async (email: string) => {
    const [mail] = (await db.select().from(mailOutbox)).filter((row) => row.recipient === email && row.kind === 'booking-contact-code');
    return { code: mail!.text.match(/\b(\d{6})\b/)![1]!, link: mail!.text.match(/http\S+confirm-contact\S+/)![0] };
  };

  it('reserves for a day once the contact email is confirmed by its code, then is paid by card at /payment', async () => {
    const { reference, browser } = await book({ email: 'later@example.com' });
    const methods = await (await browser.post('/api/flightPaymentMethod', { bookingId: reference })).json();
    expect(methods.data.methods.map((entry: { method: string; available: boolean }) => `${entry.method}:${entry.available}`)).toEqual([
      'PAYSTACK:true',
      'FLUTTERWAVE:true',
      'BANK_TRANSFER:true',
    ]);
    const heldUntil = (await bookingRow(reference)).paymentDeadline;

    // Not yet confirmed: a code goes to the contact email, and the ordinary checkout hold stays.
    const selected = await browser.post('/api/payment/select', { bookingId: reference.toLowerCase(), method: 'BANK_TRANSFER' });
    expect(selected.status).toBe(200);
    const first = (await selected.json()).data;
    expect(first).toMatchObject({ method: 'BANK_TRANSFER', reserved: false, confirmation: { email: 'l•••@example.com', verificationId: expect.any(String) } });
    expect((await bookingRow(reference)).paymentDeadline).toEqual(heldUntil);
    expect((await mailsAbout(reference)).map((mail) => mail.kind)).toEqual(['booking-contact-code']);

    const { code } = await codeMailedTo('later@example.com');
    const wrong = await browser.post('/api/payment/bank-transfer/confirm', {
      bookingId: reference,
      verificationId: first.confirmation.verificationId,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors[0]).toMatchObject({ code: 'INVALID_CODE', source: { pointer: '/code' } });
    const confirmed = await browser.post('/api/payment/bank-transfer/confirm', {
      bookingId: reference,
      verificationId: first.confirmation.verificationId,
      code,
    });
    expect(confirmed.status).toBe(200);
    const { bankTransfer } = (await confirmed.json()).data;
    expect(bankTransfer.paymentReference).toBe(reference);
    expect((Date.parse(bankTransfer.deadline) - Date.now()) / 3_600_000).toBeGreaterThan(23);
    const mail = (await mailsAbout(reference)).find((row) => row.kind === 'booking-reserved');
    expect(mail).toMatchObject({ recipient: 'later@example.com' });
    // Its own account, with the exact amount, in the email.
    expect(mail!.text).toMatch(/Account number: 99\d{8}\n/);
    expect(mail!.text).toMatch(/Bank: Test Bank\n/);
    expect(mail!.html).toContain('<table role="presentation"');
    // The email's link opens the booking in any browser, no typing.
    const link = new URL(mail!.text.match(/http\S+\/flights\/confirmation\S+/)![0]);
    const fresh = await app.request(`/api/bookings/${reference}?access=${link.searchParams.get('access')}`);
    expect((await fresh.json()).data).toMatchObject({ reference, paymentMethod: 'BANK_TRANSFER' });

    const check = await (await browser.get(`/api/payment/bankcheck?bookingId=${reference}`)).json();
    expect(check.data).toMatchObject({
      paid: false,
      paymentMethod: 'BANK_TRANSFER',
      instructions: { paymentReference: reference, account: { bankName: 'Test Bank', accountNumber: expect.stringMatching(/^99\d{8}$/), currency: 'NGN' } },
    });
    const payable = await (await browser.get(`/api/bookings/${reference}/pay`)).json();
    expect(payable.data).toMatchObject({ payable: true, amountDue: { currency: 'NGN' }, methods: ['PAYSTACK', 'FLUTTERWAVE', 'BANK_TRANSFER'] });

    const paymentReference = await startCheckout('paystack', reference);
    const callback = await payAtSandbox(paymentReference, 'success');
    await browser.get(`${callback.pathname}${callback.search}`);
    await sandboxWebhooksDelivered();
    expect((await (await browser.get(`/api/payment/bankcheck?bookingId=${reference}`)).json()).data.paid).toBe(true);
    expect((await (await browser.get(`/api/bookings/${reference}/pay`)).json()).data).toMatchObject({ payable: false, amountDue: null, methods: [] });
  });

  it('confirms the contact email by the emailed link too, in another browser, and a code works once', async () => {
    const { reference } = await book({ email: 'by.link@example.com', paymentMethod: 'BANK_TRANSFER' });
    expect((await bookingRow(reference)).paymentMethod).toBeNull();
    const { link } = await codeMailedTo('by.link@example.com');
    const phone = browserClient(app);
    const opened = await phone.get(new URL(link).pathname);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`/flights/confirmation?booking=${reference}`);
    expect(await bookingRow(reference)).toMatchObject({ paymentMethod: 'BANK_TRANSFER', contactVerifiedAt: expect.any(Date) });
    expect((await phone.get(`/api/bookings/${reference}`)).status).toBe(200);
    const again = await browserClient(app).get(new URL(link).pathname);
    expect(again.headers.get('location')).toBe('/manage?contact=failed');
  });

  it('reserves at once for a signed-in traveller whose own verified email is the contact', async () => {
    const { signedInClient } = await import('../test/api-helpers');
    const me = await signedInClient(app, 'owner.reserves@example.com');
    const { reference, order } = await book({ email: 'owner.reserves@example.com', browser: me, paymentMethod: 'BANK_TRANSFER' });
    expect(order.contactConfirmation).toBeUndefined();
    expect((Date.parse(order.paymentDeadline) - Date.now()) / 3_600_000).toBeGreaterThan(23);
    expect((await mailsAbout(reference)).map((mail) => mail.kind)).toEqual(['booking-reserved']);
  });

  it('does not offer bank transfer for a flight that leaves too soon, and refuses lapsed bookings', async () => {
    const { reference, browser } = await book();
    const row = await bookingRow(reference);
    const offer = (await offerOf(reference)) as { itineraries: Array<{ segments: Array<{ departure: { at: string } }> }> };
    // Move the flight to ten hours from now: too late to wait for a transfer.
    const soon = new Date(Date.now() + 11 * 3_600_000).toISOString().slice(0, 19);
    offer.itineraries[0]!.segments[0]!.departure.at = soon;
    await setOffer(reference, offer);
    const refused = await browser.post('/api/payment/select', { bookingId: reference, method: 'BANK_TRANSFER' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors[0].code).toBe('TOO_LATE_TO_RESERVE');

    await db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, row.id));
    const lapsed = await browser.post('/api/payment/select', { bookingId: reference, method: 'PAYSTACK' });
    expect(lapsed.status).toBe(409);
    expect((await lapsed.json()).errors[0].code).toBe('BOOKING_LAPSED');
  });

  const reserved = async (email: string, options: { currency?: 'NGN' | 'USD' } = {}) => {
    const { signedInClient } = await import('../test/api-helpers');
    const me = await signedInClient(app, email);
    const { reference } = await book({ email, browser: me, paymentMethod: 'BANK_TRANSFER', ...options });
    return { reference, me };
  };

  it('opens one account per booking and amount, whoever asks at once, and the sandbox\'s "transfer received" confirms it through the webhook', async () => {
    const { reference, me } = await reserved('transfer.received@example.com');
    const view = (await (await me.get(`/api/bookings/${reference}`)).json()).data;
    expect(view.bankTransfer).toMatchObject({
      bankName: 'Test Bank',
      accountNumber: expect.stringMatching(/^99\d{8}$/),
      accountName: 'PAYSTACK CHECKOUT',
      amount: view.fare.total,
      currency: 'NGN',
    });
    // Twenty at once: the same account, one payment row, one reservation email.
    const answers = await Promise.all(Array.from({ length: 20 }, () => me.post('/api/payment/select', { bookingId: reference, method: 'BANK_TRANSFER' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const after = (await (await me.get(`/api/bookings/${reference}`)).json()).data;
    expect(after.bankTransfer).toEqual(view.bankTransfer);
    const order = await bookingRow(reference);
    expect((await db.select().from(payments).where(eq(payments.orderId, order.id))).map((row) => row.channel)).toEqual(['bank_transfer']);
    expect((await mailsAbout(reference)).filter((mail) => mail.kind === 'booking-reserved')).toHaveLength(1);

    // A stranger cannot settle it from outside the sandbox form's rules; the tester's button does.
    const back = `/flights/confirmation?booking=${reference}`;
    const outside = await app.request(`/api/payment/sandbox/${view.bankTransfer.paymentReference}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'success', back: '//evil.example/' }),
    });
    expect(outside.status).toBe(422);
    const declined = await app.request(`/api/payment/sandbox/${view.bankTransfer.paymentReference}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'failed', back }),
    });
    expect(declined.headers.get('location')).toBe(back);
    expect((await bookingRow(reference)).status).toBe('PENDING');
    const received = await app.request(`/api/payment/sandbox/${view.bankTransfer.paymentReference}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'success', back }),
    });
    expect(received.status).toBe(303);
    expect(received.headers.get('location')).toBe(back);
    // The webhook has arrived by the time the browser is sent back.
    expect(await bookingRow(reference)).toMatchObject({ status: 'CONFIRMED', paymentMethod: 'BANK_TRANSFER' });
    expect((await mailsAbout(reference)).filter((mail) => mail.kind === 'booking-confirmed')).toHaveLength(1);
    const check = (await (await me.get(`/api/payment/bankcheck?bookingId=${reference}`)).json()).data;
    expect(check).toMatchObject({ paid: true, instructions: { account: null } });
  });

  it('opens a new account when a promo code changes the total; money sent to the old one is due back, never fulfilled', async () => {
    await db.insert(vouchers).values({ code: 'TRANSFER10', percentOff: 10 }).onConflictDoNothing();
    const { reference, me } = await reserved('transfer.voucher@example.com');
    const before = (await (await me.get(`/api/bookings/${reference}`)).json()).data.bankTransfer;
    const applied = await me.post('/api/payment/vouchers/checkout', { bookingId: reference, code: 'TRANSFER10' });
    expect(applied.status).toBe(200);
    const after = (await applied.json()).data;
    expect(after.bankTransfer.accountNumber).not.toBe(before.accountNumber);
    expect(Number(after.bankTransfer.amount)).toBeLessThan(Number(before.amount));
    expect((await mailsAbout(reference)).filter((mail) => mail.kind === 'booking-reserved')).toHaveLength(2);

    await app.request(`/api/payment/sandbox/${before.paymentReference}`, { method: 'POST', body: new URLSearchParams({ outcome: 'success', back: '/' }) });
    expect((await bookingRow(reference)).status).toBe('PENDING');
    const [stale] = await db.select().from(payments).where(eq(payments.reference, before.paymentReference));
    expect(stale).toMatchObject({ status: 'REFUND_DUE', failureReason: 'BOOKING_TOTAL_CHANGED' });
    await app.request(`/api/payment/sandbox/${after.bankTransfer.paymentReference}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'success', back: '/' }),
    });
    expect((await bookingRow(reference)).status).toBe('CONFIRMED');
  });

  it('keeps the phone route for a dollar reservation (transfer accounts are naira), and when the processor cannot open an account', async () => {
    const dollars = await reserved('transfer.usd@example.com', { currency: 'USD' });
    const view = (await (await dollars.me.get(`/api/bookings/${dollars.reference}`)).json()).data;
    expect(view).toMatchObject({ paymentMethod: 'BANK_TRANSFER', currency: 'USD', bankTransfer: null });
    const mail = (await mailsAbout(dollars.reference)).find((row) => row.kind === 'booking-reserved');
    expect(mail!.text).toMatch(/Phone our support team/);

    const gateway = await getPaymentGateway('paystack', db);
    const spy = jest.spyOn(gateway, 'openTransferAccount').mockRejectedValueOnce(new GatewayError('paystack', 'down', 503));
    const naira = await reserved('transfer.down@example.com');
    spy.mockRestore();
    expect((await (await naira.me.get(`/api/bookings/${naira.reference}`)).json()).data.bankTransfer).toBeNull();
    // Asking again (the page's "try again") opens it now.
    await naira.me.post('/api/payment/select', { bookingId: naira.reference, method: 'BANK_TRANSFER' });
    expect((await (await naira.me.get(`/api/bookings/${naira.reference}`)).json()).data.bankTransfer).toMatchObject({ bankName: 'Test Bank' });
  });

  it('sends USSD to the hosted page restricted to USSD, in naira only', async () => {
    const { reference, browser } = await book();
    const started = await browser.get(`/api/payment/flutterwave?bookingId=${reference}&channel=ussd`);
    expect(started.status).toBe(302);
    const paymentReference = decodeURIComponent(started.headers.get('location')!.split('/').pop()!);
    const [ledger] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, paymentReference));
    expect(ledger).toMatchObject({ gateway: 'flutterwave', channel: 'ussd' });
    expect((await (await app.request(`/api/payment/sandbox/${paymentReference}`)).json()).data).toMatchObject({ channel: 'ussd' });
    expect((await browser.get(`/api/payment/paystack?bookingId=${reference}&channel=bitcoin`)).status).toBe(422);
    const dollars = await book({ currency: 'USD' });
    const refused = await dollars.browser.get(`/api/payment/paystack?bookingId=${dollars.reference}&channel=ussd`);
    expect(refused.headers.get('location')).toBe(`/payment?booking=${dollars.reference}&payment=unavailable`);
  });
});
