import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { orders, flightInventory, mailOutbox } from '../db/schema';
import { browserClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { lapseExpiredOrders as lapseExpiredReservations, loadOrderByReference, orderView } from '../orders/orders';
import { startCardPayment } from '../payments/checkout';
import { getPaymentGateway } from '../payments/gateways';
import { flightKey } from './providers/types';
import { forgetRecentSearches } from './recent-searches';
import { AWAY_RETRY } from '../lib/db-errors';
import { failingUpdates } from '../test/failing-updates';
import { createFlightBooking, releaseUnbooked, UNBOOKED_AFTER_MS } from './bookings';
import { getFlightProvider } from './providers';
import { loadQuote } from './quotes';
import type { BookingTraveller } from './traveller-rules';
import { inDays } from '../../common/dates';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];

beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function searchOffer(from: string, to: string, days: number, travelers: Array<{ id: string; travelerType: string; associatedAdultId?: string }>) {
  const res = await app.request(
    '/api/flight/offers',
    json({
      currencyCode: 'NGN',
      originDestinations: [{ id: '1', originLocationCode: from, destinationLocationCode: to, departureDateTimeRange: { date: inDays(days) } }],
      travelers,
      sources: ['GDS'],
      searchCriteria: { maxFlightOffers: 5 },
    }),
  );
  const { data, meta } = await res.json();
  // Chosen and priced as the review page does: the quote is what gets booked.
  const quote = await (await app.request('/api/flight/confirm-offer', json({ searchId: meta.searchId, offerId: data[0].id }))).json();
  return { ...quote.data.flightOffers[0], quoteId: quote.meta.quoteId as string };
}

const adult = (id: string, lastName = 'Okafor') => ({
  id,
  title: 'MR',
  firstName: 'Chinedu',
  lastName,
  dateOfBirth: '1988-04-12',
  gender: 'MALE',
  nationality: 'NG',
  passport: { number: `A0${id}234567`, issuingCountry: 'NG', expiryDate: '2031-01-01' },
});

let contacts = 0;
/** A booking made by a browser of its own (with its own contact), as a different traveller would. */
const order = (offer: { quoteId: string }, travelers: unknown[], expectedTotal: string, browser = browserClient(app)) => {
  contacts += 1;
  return browser.post('/api/flight/create-order', {
    quoteId: offer.quoteId,
    data: {
      type: 'flight-order',
      travelers,
      contact: { email: `reserver${contacts}@example.com`, phone: `+234 805 ${String(1_000_000 + contacts).slice(-7)}` },
    },
    expectedTotal,
    paymentMethod: 'BANK_TRANSFER',
    language: 'en',
  });
};

describe('reserving a flight for bank transfer', () => {
  it('books with a readable booking ID, holds it for checkout until the contact email is confirmed, then reserves it for a day', async () => {
    const offer = await searchOffer('LOS', 'ABV', 20, [{ id: '1', travelerType: 'ADULT' }]);
    const browser = browserClient(app);
    const res = await order(offer, [adult('1')], offer.price.total, browser);
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.reference).toMatch(/^[ACDEFGHJKLMNPQRTUVWXY34679]{6}$/);
    expect(data).toMatchObject({
      status: 'PENDING',
      total: { amount: offer.price.total, currency: 'NGN' },
      contactConfirmation: { verificationId: expect.any(String) },
    });
    // Until the contact email answers, the ordinary 45-minute hold: nobody holds seats for a day with a made-up address.
    expect((Date.parse(data.paymentDeadline) - Date.now()) / 60_000).toBeLessThanOrEqual(45);
    const [mail] = (await db.select().from(mailOutbox)).filter((row) => row.kind === 'booking-contact-code' && row.subject.includes(data.reference));
    const code = mail!.text.match(/\b(\d{6})\b/)![1];
    const confirmed = await browser.post('/api/payment/bank-transfer/confirm', {
      bookingId: data.reference,
      verificationId: data.contactConfirmation.verificationId,
      code,
    });
    expect(confirmed.status).toBe(200);
    const hours = (Date.parse((await confirmed.json()).data.bankTransfer.deadline) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);

    const booking = await (await browser.get(`/api/bookings/${data.reference.toLowerCase()}`)).json();
    expect(booking.data).toMatchObject({ reference: data.reference, status: 'PENDING', currency: 'NGN', fare: { total: offer.price.total } });
    // Names as the passport writes them: in capitals.
    expect(booking.data.passengers).toEqual([
      { travelerId: '1', travelerType: 'ADULT', title: 'MR', firstName: 'CHINEDU', middleName: null, lastName: 'OKAFOR', ticketNumber: null },
    ]);
    expect(JSON.stringify(booking.data)).not.toContain('A01234567');
    expect(booking.data.itineraries[0].segments[0].departure.iataCode).toBe('LOS');
  });

  it('refuses travellers that do not fit the fare, naming the field', async () => {
    const offer = await searchOffer('LOS', 'ACC', 21, [
      { id: '1', travelerType: 'ADULT' },
      { id: '2', travelerType: 'CHILD' },
    ]);
    const child = { ...adult('2'), title: 'MSTR', dateOfBirth: '2001-01-01' };
    const res = await order(offer, [adult('1'), child], offer.price.total);
    expect(res.status).toBe(422);
    expect((await res.json()).errors[0]).toMatchObject({ code: 'AGE_DOES_NOT_MATCH', source: { pointer: '/travelers/1/dateOfBirth' } });
  });

  it('does not charge a different price than the one agreed', async () => {
    const offer = await searchOffer('ABV', 'PHC', 22, [{ id: '1', travelerType: 'ADULT' }]);
    const res = await order(offer, [adult('1')], '1.00');
    expect(res.status).toBe(409);
    expect((await res.json()).errors[0].code).toBe('PRICE_CHANGED');
  });

  it('never sells more seats than a flight has, and gives them back when a reservation lapses', async () => {
    const offer = await searchOffer('LOS', 'KAN', 23, [{ id: '1', travelerType: 'ADULT' }]);
    const key = flightKey(offer.itineraries[0].segments[0]);
    // Leave exactly one seat on the first flight.
    const first = await order(offer, [adult('1')], offer.price.total);
    expect(first.status).toBe(201);
    const [row] = await db.select().from(flightInventory).where(eq(flightInventory.flightKey, key));
    await db
      .update(flightInventory)
      .set({ sold: row!.capacity - 1 })
      .where(eq(flightInventory.flightKey, key));

    const results = await Promise.all([order(offer, [adult('1', 'Bello')], offer.price.total), order(offer, [adult('1', 'Eze')], offer.price.total)]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    const [full] = await db.select().from(flightInventory).where(eq(flightInventory.flightKey, key));
    expect(full!.sold).toBe(full!.capacity);

    // Every reservation on this flight passes its deadline: all lapse once, their seats come back.
    await db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 60_000) })
      .where(eq(orders.status, 'PENDING'));
    const lapsed = await lapseExpiredReservations(db);
    expect(lapsed).toBeGreaterThanOrEqual(2);
    expect(await lapseExpiredReservations(db)).toBe(0);
    const [released] = await db.select().from(flightInventory).where(eq(flightInventory.flightKey, key));
    // The two reservations on it (the first one and the winner of the race) hold one seat each.
    expect(released!.sold).toBe(full!.capacity - 2);
  });

  it('shows a search the seats our own orders took: fewer bookable seats, and no offer once we sold the flight out', async () => {
    const search = async () =>
      (
        await (
          await app.request(
            '/api/flight/offers',
            json({
              currencyCode: 'NGN',
              originDestinations: [{ id: '1', originLocationCode: 'ABV', destinationLocationCode: 'KAN', departureDateTimeRange: { date: inDays(26) } }],
              travelers: [{ id: '1', travelerType: 'ADULT' }],
              sources: ['GDS'],
            }),
          )
        ).json()
      ).data as Array<{ numberOfBookableSeats: number; itineraries: Array<{ segments: Array<Parameters<typeof flightKey>[0]> }> }>;
    const before = await search();
    const target = before.find((offer) => offer.itineraries[0]!.segments.length === 1 && offer.numberOfBookableSeats > 1)!;
    const key = flightKey(target.itineraries[0]!.segments[0]!);
    const uses = (offers: typeof before) => offers.filter((offer) => offer.itineraries[0]!.segments.some((segment) => flightKey(segment) === key));
    // Sales written straight to the table, then forgotten by the search answers as our own sales are.
    await db
      .insert(flightInventory)
      .values({ flightKey: key, cabin: 'ECONOMY', capacity: target.numberOfBookableSeats, sold: target.numberOfBookableSeats - 1 });
    forgetRecentSearches();
    expect(uses(await search()).every((offer) => offer.numberOfBookableSeats === 1)).toBe(true);
    await db.update(flightInventory).set({ sold: target.numberOfBookableSeats }).where(eq(flightInventory.flightKey, key));
    forgetRecentSearches();
    expect(uses(await search())).toHaveLength(0);
  });

  it('answers an unknown or malformed booking ID plainly', async () => {
    expect((await app.request('/api/bookings/QQQQQQ')).status).toBe(404);
    const malformed = await app.request('/api/bookings/B0OK');
    expect(malformed.status).toBe(422);
    expect((await malformed.json()).errors[0].detail).toMatch(/six letters and digits/);
  });

  it('refuses bad contacts and unknown payment methods with the envelope', async () => {
    const offer = await searchOffer('LOS', 'ABV', 24, [{ id: '1', travelerType: 'ADULT' }]);
    const card = await app.request(
      '/api/flight/create-order',
      json({
        quoteId: offer.quoteId,
        data: { type: 'flight-order', travelers: [adult('1')], contact: { email: 'not-an-email', phone: '1' } },
        expectedTotal: offer.price.total,
        paymentMethod: 'CHEQUE',
      }),
    );
    expect(card.status).toBe(422);
    const pointers = (await card.json()).errors.map((error: { source: { pointer: string } }) => error.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/data/contact/email', '/data/contact/phone', '/paymentMethod']));
  });

  it('holds a booking for checkout (45 minutes) when it is to be paid by card', async () => {
    const offer = await searchOffer('LOS', 'ABV', 25, [{ id: '1', travelerType: 'ADULT' }]);
    const res = await browserClient(app).post('/api/flight/create-order', {
      quoteId: offer.quoteId,
      data: { type: 'flight-order', travelers: [adult('1')], contact: { email: 'card.payer@example.com', phone: '+234 803 000 0001' } },
      expectedTotal: offer.price.total,
      paymentMethod: 'CARD',
    });
    expect(res.status).toBe(201);
    const minutes = (Date.parse((await res.json()).data.paymentDeadline) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(40);
    expect(minutes).toBeLessThanOrEqual(45);
  });
});

describe('an airline order and our booking, never split', () => {
  const input = async (lastName: string) => {
    const offer = await searchOffer('LOS', 'PHC', 33, [{ id: '1', travelerType: 'ADULT' }]);
    contacts += 1;
    return {
      offer,
      input: {
        quote: await loadQuote(db, offer.quoteId),
        expectedTotal: offer.price.total,
        travelers: [adult('1', lastName)] as BookingTraveller[],
        contact: { email: `split${contacts}@example.com`, phone: `+234 806 ${String(1_000_000 + contacts).slice(-7)}` },
        language: 'en' as const,
        clientAddress: `10.9.${contacts}.1`,
      },
    };
  };
  const limits = { bookings: 100, seats: 100 };
  /** The database, except that recording the airline's order fails `failures.left` times (a restart just after the airline answered). */
  const losingAirlineOrders = (failures: { left: number; error?: string }) =>
    failingUpdates(db, (values) => !!values.providerOrderId, failures, failures.error);
  const soldOn = async (offer: { itineraries: Array<{ segments: Array<Parameters<typeof flightKey>[0]> }> }) =>
    (
      await db
        .select()
        .from(flightInventory)
        .where(eq(flightInventory.flightKey, flightKey(offer.itineraries[0]!.segments[0]!)))
    )[0]!.sold;

  it('records the airline order through a short database outage', async () => {
    const pause = AWAY_RETRY.pauseMs;
    AWAY_RETRY.pauseMs = 1;
    try {
      const { input: given } = await input('Adebayo');
      const provider = await getFlightProvider(db);
      const booked = await createFlightBooking(losingAirlineOrders({ left: 3 }), provider, given, limits);
      expect(booked.providerOrderId).toMatch(/^SIM/);
      expect((await db.select().from(orders).where(eq(orders.id, booked.id)))[0]).toMatchObject({ status: 'PENDING', providerOrderId: booked.providerOrderId });
    } finally {
      AWAY_RETRY.pauseMs = pause;
    }
  });

  it('gives the airline order back, and our seats, when ours cannot record it', async () => {
    const { offer, input: given } = await input('Nwosu');
    const provider = await getFlightProvider(db);
    const cancel = jest.spyOn(provider, 'cancelOrder');
    const before = await soldOn(offer);
    await expect(createFlightBooking(losingAirlineOrders({ left: 1, error: 'value too long for type' }), provider, given, limits)).rejects.toThrow(
      'value too long',
    );
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel.mock.calls[0]![0]).toMatch(/^SIM/);
    cancel.mockRestore();
    const [left] = await db.select().from(orders).where(eq(orders.contactEmail, given.contact.email));
    expect(left).toMatchObject({ status: 'CANCELLED', providerOrderId: null });
    expect(await soldOn(offer)).toBe(before);
  });

  it('never sells a booking the airline does not hold, and puts its seats back on sale once its request is gone', async () => {
    const { offer, input: given } = await input('Danjuma');
    const provider = await getFlightProvider(db);
    // The process died while the airline was asked: our booking is committed, the airline's order never recorded.
    const stuck = jest.spyOn(provider, 'createOrder').mockImplementationOnce(() => new Promise(() => undefined));
    void createFlightBooking(db, provider, given, limits);
    await new Promise((resolve) => setTimeout(resolve, 200));
    stuck.mockRestore();
    const [held] = await db.select().from(orders).where(eq(orders.contactEmail, given.contact.email));
    expect(held).toMatchObject({ status: 'PENDING', providerOrderId: null });
    const sold = await soldOn(offer);
    // It cannot be paid, however it is asked.
    expect(orderView((await loadOrderByReference(db, held!.reference))!).payable).toBe(false);
    const gateway = await getPaymentGateway('paystack', db);
    await expect(startCardPayment(db, gateway, held!.reference, 'http://localhost/api/payment/psverify')).rejects.toMatchObject({
      status: 409,
      code: 'NOT_BOOKED',
    });
    // Not yet released while its request could still be waiting for the airline…
    expect(await releaseUnbooked(db, new Date(Date.now() + UNBOOKED_AFTER_MS - 60_000))).toBe(0);
    // …then cancelled, its seats back on sale, once.
    expect(await releaseUnbooked(db, new Date(Date.now() + UNBOOKED_AFTER_MS + 1000))).toBeGreaterThanOrEqual(1);
    expect(await releaseUnbooked(db, new Date(Date.now() + UNBOOKED_AFTER_MS + 2000))).toBe(0);
    expect((await db.select().from(orders).where(eq(orders.id, held!.id)))[0]!.status).toBe('CANCELLED');
    expect(await soldOn(offer)).toBe(sold - 1);
  });
});
