import { and, eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { mailOutbox, orders, payments, sandboxTransactions, stayBookings, stayInventory, stayRoomTypes } from '../db/schema';
import { addDays, todayInLagos } from '../lib/dates';
import { lapseExpiredOrders } from '../orders/orders';
import { bookingHelpers, browserClient } from '../test/api-helpers';
import { pdfText } from '../test/pdf-text';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';

const app = buildApp();
const { payByCard } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const today = todayInLagos(new Date());
const guest = {
  title: 'MS',
  firstName: 'Amaka',
  lastName: 'Obi',
  email: 'amaka.stay@example.com',
  phone: '+234 803 555 0199',
  specialRequests: 'A quiet room, please',
  arrivalTime: '18:30',
};
type Offer = {
  id: string;
  rateCode: string;
  room: { type: string };
  price: { total: string; currency: string };
  policies: { cancellations: Array<{ deadline?: string; amount?: string }> };
};

/** The first offer of a property for a stay, as the search gives it. */
async function firstOffer(property: string, checkIn: string, nights = 2, adults = 2) {
  const res = await app.request(`/api/staysView?id=${property}&checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&adults=${adults}`);
  const { data } = (await res.json()) as { data: { offers: Offer[] } };
  return data.offers[0]!;
}

const book = (browser: ReturnType<typeof browserClient>, offer: Offer, overrides: Record<string, unknown> = {}) =>
  browser.post('/api/staysBooked', { offerId: offer.id, expectedTotal: offer.price.total, currency: offer.price.currency, guest, ...overrides });

describe('booking a stay (GET /api/stayPriceConfirm, POST /api/staysBooked)', () => {
  it('confirms the price, books the rooms for every night, pays through the shared checkout and sends a voucher', async () => {
    const checkIn = addDays(today, 40);
    const offer = await firstOffer('STLOS002', checkIn);
    const confirmed = await (await app.request(`/api/stayPriceConfirm?id=${offer.id}&baseCode=USD&startDate=${checkIn}&endDate=${addDays(checkIn, 2)}`)).json();
    expect(confirmed.data).toMatchObject({ hotel: { hotelId: 'STLOS002' }, provider: 'stays', offer: { id: offer.id, price: { total: offer.price.total } } });
    expect((await app.request(`/api/stayPriceConfirm?id=${offer.id}&startDate=${addDays(checkIn, 1)}`)).status).toBe(422);

    const browser = browserClient(app);
    const res = await book(browser, offer);
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({ reference: expect.stringMatching(/^[A-Z0-9]{6}$/), status: 'PENDING', total: { amount: offer.price.total, currency: 'USD' } });
    const [order] = await db.select().from(orders).where(eq(orders.reference, data.reference));
    const sold = await db
      .select()
      .from(stayInventory)
      .where(and(eq(stayInventory.propertyId, 'STLOS002'), eq(stayInventory.roomCode, offer.room.type)));
    expect(sold.map((row) => [row.night, row.sold]).sort()).toEqual([
      [checkIn, 1],
      [addDays(checkIn, 1), 1],
    ]);
    const view = (await (await browser.get(`/api/bookings/${data.reference}`)).json()).data;
    expect(view).toMatchObject({ kind: 'stay', stay: { propertyId: 'STLOS002', checkIn, nights: 2, guest: { lastName: 'Obi' } } });
    expect(view.bankTransferDeadline).not.toBeNull();

    await payByCard(data.reference, browser);
    const [paid] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(paid).toMatchObject({ status: 'CONFIRMED', providerReference: expect.stringMatching(/^\d{10}$/) });
    const [mail] = (await db.select().from(mailOutbox)).filter((row) => row.subject.includes(data.reference) && row.kind === 'booking-confirmed');
    expect(mail!.text).toContain(`Property confirmation number: ${paid!.providerReference}`);
    expect(mail!.text).toContain('Check-in:');
    const voucher = await pdfText(new Uint8Array(Buffer.from(mail!.attachments![0]!.content, 'base64')));
    for (const words of ['Stay voucher and receipt', data.reference, 'Amaka Obi', 'Room price', 'Taxes']) expect(voucher).toContain(words);
  });

  it('never sells the last room twice: 20 bookings at once for it, exactly one wins; a lapsed booking gives it back', async () => {
    const checkIn = addDays(today, 60);
    const offer = await firstOffer('STACC001', checkIn, 1);
    const [room] = await db
      .select()
      .from(stayRoomTypes)
      .where(and(eq(stayRoomTypes.propertyId, 'STACC001'), eq(stayRoomTypes.code, offer.room.type)));
    // All but one room of the type sold that night.
    await db.insert(stayInventory).values({ propertyId: 'STACC001', roomCode: offer.room.type, night: checkIn, sold: room!.units - 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        book(browserClient(app, `10.9.${index}.1`), offer, {
          guest: { ...guest, email: `racer${index}@example.com`, phone: `+234 803 555 ${String(1000 + index)}` },
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const [night] = await db
      .select()
      .from(stayInventory)
      .where(and(eq(stayInventory.propertyId, 'STACC001'), eq(stayInventory.roomCode, offer.room.type), eq(stayInventory.night, checkIn)));
    expect(night!.sold).toBe(room!.units);

    const winner = await answers[statuses.indexOf(201)]!.json();
    await db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.reference, winner.data.reference));
    expect(await lapseExpiredOrders(db)).toBeGreaterThanOrEqual(1);
    const [after] = await db
      .select()
      .from(stayInventory)
      .where(and(eq(stayInventory.propertyId, 'STACC001'), eq(stayInventory.roomCode, offer.room.type), eq(stayInventory.night, checkIn)));
    expect(after!.sold).toBe(room!.units - 1);
    const [booking] = await db
      .select()
      .from(stayBookings)
      .innerJoin(orders, eq(orders.id, stayBookings.orderId))
      .where(eq(orders.reference, winner.data.reference));
    expect(booking!.stay_bookings.holding).toBe(false);
    // Lapsing again gives nothing back twice.
    await lapseExpiredOrders(db);
    const [still] = await db
      .select()
      .from(stayInventory)
      .where(and(eq(stayInventory.propertyId, 'STACC001'), eq(stayInventory.roomCode, offer.room.type), eq(stayInventory.night, checkIn)));
    expect(still!.sold).toBe(room!.units - 1);
  });

  it('says a changed price plainly and charges nothing; refuses what cannot be booked with the envelope', async () => {
    const checkIn = addDays(today, 45);
    const offer = await firstOffer('STDKR001', checkIn);
    const browser = browserClient(app);
    const changed = await book(browser, offer, { expectedTotal: '1.00' });
    expect(changed.status).toBe(409);
    expect((await changed.json()).errors[0]).toMatchObject({ code: 'PRICE_CHANGED', detail: expect.stringContaining(offer.price.total) });
    const refusals: Array<[Record<string, unknown>, number]> = [
      [{ offerId: 'STXXX999STDNRF20270101N2A2R1C0' }, 404],
      [{ offerId: 'NOT AN OFFER' }, 422],
      [{ offerId: offer.id.replace(/\d{8}N/, `${addDays(today, -3).replace(/-/g, '')}N`) }, 422],
      [{ guest: { ...guest, email: 'nope' } }, 422],
      [{ guest: { ...guest, firstName: 'x'.repeat(10_000) } }, 422],
      [{ guest: { ...guest, specialRequests: 'a\u0000b' } }, 422],
      [{ childAges: [3] }, 422],
      [{ extra: true }, 422],
    ];
    for (const [overrides, status] of refusals) expect([(await book(browser, offer, overrides)).status, overrides]).toEqual([status, overrides]);
    expect((await app.request('/api/stayPriceConfirm?id=STLOS001STDNRF20270101N2A2R1C0x')).status).toBe(422);
  });
});

describe('cancelling a stay (POST /api/stays/cancel)', () => {
  /** A paid booking of the property's offer at `rate`, by a browser of its own. */
  async function paidStay(property: string, rate: string, checkIn: string) {
    const res = await app.request(`/api/staysView?id=${property}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=2`);
    const offer = ((await res.json()) as { data: { offers: Offer[] } }).data.offers.find((candidate) => candidate.rateCode === rate)!;
    const browser = browserClient(app);
    const { data } = await (await book(browser, offer, { guest: { ...guest, email: `cancel.${rate.toLowerCase()}@example.com` } })).json();
    await payByCard(data.reference, browser);
    return { reference: data.reference as string, browser, offer };
  }

  it('cancels a flexible rate before its deadline for a full refund, once however often asked, and puts its rooms back on sale', async () => {
    const checkIn = addDays(today, 50);
    const { reference, browser, offer } = await paidStay('STABV001', 'FLX', checkIn);
    const soldBefore = (
      await db
        .select()
        .from(stayInventory)
        .where(and(eq(stayInventory.propertyId, 'STABV001'), eq(stayInventory.roomCode, offer.room.type), eq(stayInventory.night, checkIn)))
    )[0]!.sold;
    expect((await browserClient(app).post('/api/stays/cancel', { bookingId: reference })).status).toBe(404);
    const answers = await Promise.all(Array.from({ length: 5 }, () => browser.post('/api/stays/cancel', { bookingId: reference })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const done = await answers.find((res) => res.status === 200)!.json();
    expect(done.data).toMatchObject({ reference, status: 'CANCELLED', refund: { status: 'REFUNDED', amount: offer.price.total, currency: 'USD' } });
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(order).toMatchObject({ status: 'CANCELLED', refundedMinor: order!.totalMinor });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect((await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, payment!.reference)))[0]!.refundedMinor).toBe(
      order!.totalMinor,
    );
    const soldAfter = (
      await db
        .select()
        .from(stayInventory)
        .where(and(eq(stayInventory.propertyId, 'STABV001'), eq(stayInventory.roomCode, offer.room.type), eq(stayInventory.night, checkIn)))
    )[0]!.sold;
    expect(soldAfter).toBe(soldBefore - 1);
    expect((await db.select().from(mailOutbox)).filter((mail) => mail.kind === 'booking-cancelled' && mail.subject.includes(reference))).toHaveLength(1);
  });

  it('refuses a non-refundable rate and a stay that has begun; after free cancellation ends it keeps the first night and refunds the rest', async () => {
    const checkIn = addDays(today, 55);
    const strict = await paidStay('STABV002', 'NRF', checkIn);
    const refused = await strict.browser.post('/api/stays/cancel', { bookingId: strict.reference });
    expect(refused.status).toBe(409);
    expect((await refused.json()).errors[0].code).toBe('NON_REFUNDABLE');

    const late = await paidStay('STABV003', 'FLX', checkIn);
    const [order] = await db.select().from(orders).where(eq(orders.reference, late.reference));
    const [booking] = await db.select().from(stayBookings).where(eq(stayBookings.orderId, order!.id));
    await db
      .update(stayBookings)
      .set({ offer: { ...(booking!.offer as object), freeCancellationUntil: '2024-01-01T12:00:00+01:00' } })
      .where(eq(stayBookings.orderId, order!.id));
    for (const body of [{ bookingId: 'x'.repeat(5000) }, { bookingId: 42 }, {}]) expect((await late.browser.post('/api/stays/cancel', body)).status).toBe(422);
    const ended = await late.browser.post('/api/stays/cancel', { bookingId: late.reference });
    expect(ended.status).toBe(200);
    const firstNight = Math.round(order!.totalMinor / 2);
    expect((await ended.json()).data.refund).toEqual({ status: 'REFUNDED', amount: ((order!.totalMinor - firstNight) / 100).toFixed(2), currency: 'USD' });
    expect((await db.select().from(orders).where(eq(orders.reference, late.reference)))[0]).toMatchObject({
      status: 'CANCELLED',
      refundedMinor: order!.totalMinor - firstNight,
    });
    // The offer said so: after its deadline, cancelling costs the first night.
    expect(late.offer.policies.cancellations[0]).toMatchObject({
      deadline: expect.any(String),
      amount: (Math.round((Number(late.offer.price.total) * 100) / 2) / 100).toFixed(2),
    });

    const begun = await paidStay('STABV004', 'FLX', checkIn);
    const [begunOrder] = await db.select().from(orders).where(eq(orders.reference, begun.reference));
    await db
      .update(stayBookings)
      .set({ checkIn: addDays(today, -1), checkOut: addDays(today, 1) })
      .where(eq(stayBookings.orderId, begunOrder!.id));
    const started = await begun.browser.post('/api/stays/cancel', { bookingId: begun.reference });
    expect(started.status).toBe(409);
    expect((await started.json()).errors[0].code).toBe('STAY_STARTED');
    expect((await db.select().from(orders).where(eq(orders.reference, begun.reference)))[0]!.status).toBe('CONFIRMED');
  });
});
