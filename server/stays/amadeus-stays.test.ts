import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { mailOutbox, orders, payments, stayProperties } from '../db/schema';
import { fulfilJob } from '../payments/fulfilment';
import { amadeusDefinitionValidator } from '../lib/amadeus-specs/validator';
import { addDays, todayInLagos } from '../lib/dates';
import { sandboxWebhooksDelivered } from '../payments/gateways/sandbox/sandbox.handlers';
import { bookingHelpers, browserClient } from '../test/api-helpers';
import { blockNetwork } from '../test/block-network';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import hotelList from './providers/amadeus-hotels/fixtures/hotel-list-by-city.json';
import hotelOrder from './providers/amadeus-hotels/fixtures/hotel-order.json';
import sentiments from './providers/amadeus-hotels/fixtures/hotel-sentiments.json';
import { offersOn, pricingOn, recordedHotels } from './providers/amadeus-hotels/fixtures/recorded';
import { setHotelProviderForTests } from './providers';

const app = buildApp();
const { payByCard, startCheckout, payAtSandbox } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(async () => {
  setHotelProviderForTests(undefined);
  await closeTestDatabase();
});
blockNetwork();

const checkIn = addDays(todayInLagos(new Date()), 60);
const checkOut = addDays(checkIn, 2);
const guest = { tid: 1, title: 'MS', firstName: 'Amaka', lastName: 'Obi', phone: '+234 803 555 0199', email: 'amaka.amadeus@example.com' };

/** Amadeus Hotels answering from its recorded examples (booking answered `booking`). */
function amadeusAnswering(
  booking: { status?: number; body: unknown } = { status: 201, body: hotelOrder },
  offers: { status?: number; body: unknown } = { body: offersOn(checkIn, checkOut) },
) {
  const recorded = recordedHotels({
    '/v1/reference-data/locations/hotels/by-city': { body: hotelList },
    '/v3/shopping/hotel-offers': offers,
    '/v3/shopping/hotel-offers/TSXOJ6LFQ2': { body: pricingOn(checkIn, checkOut) },
    '/v2/e-reputation/hotel-sentiments': { body: sentiments },
    '/v2/booking/hotel-orders': booking,
  });
  setHotelProviderForTests(recorded.amadeus);
  return recorded.calls;
}

const order = (offerId: string, extra: Record<string, unknown> = {}) => ({
  data: {
    type: 'hotel-order',
    guests: [guest],
    roomAssociations: [{ hotelOfferId: offerId, guestReferences: [{ guestReference: '1' }] }],
    expectedTotal: '787.60',
    currency: 'USD',
    ...extra,
  },
});

describe('Amadeus Hotels beside the own catalogue (STAYS_AMADEUS, recorded responses)', () => {
  it('answers one list of both providers, Amadeus’ as Hotel Search v3 says, in the visitor’s currency', async () => {
    amadeusAnswering();
    const res = await app.request(`/api/searchStaysHotels?iata=LON&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&pageSize=50`);
    expect(res.status).toBe(200);
    const body = await res.json();
    const providers = new Set(body.data.map((item: { provider: string }) => item.provider));
    expect(providers).toEqual(new Set(['stays', 'amadeus']));
    const marriott = body.data.find((item: { hotel: { hotelId: string } }) => item.hotel.hotelId === 'MCLONGHM');
    expect(marriott).toMatchObject({
      provider: 'amadeus',
      hotel: {
        name: 'JW Marriott Grosvenor House London',
        chainCode: 'MC',
        property: {
          stars: 5,
          reviews: { score: 9.3, count: 218 },
          photos: ['/api/stays/photos/MCLONGHM-1.svg', '/api/stays/photos/MCLONGHM-2.svg', '/api/stays/photos/MCLONGHM-3.svg'],
        },
      },
    });
    const validate = amadeusDefinitionValidator('HotelSearch_v3', 'HotelOffers');
    expect(validate(marriott) ? [] : validate.errors).toEqual([]);
    expect((await app.request('/api/stays/photos/MCLONGHM-1.svg')).status).toBe(200);

    const naira = await (
      await app.request(`/api/searchStaysHotels?iata=LON&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&pageSize=50&bookingCurrency=NGN`)
    ).json();
    const inNaira = naira.data.find((item: { hotel: { hotelId: string } }) => item.hotel.hotelId === 'MCLONGHM');
    expect(inNaira.offers[0].price).toMatchObject({ currency: 'NGN', total: (716 * 1550).toFixed(2) });
    // The own catalogue's London stays are still the own catalogue's (never overwritten by a provider's hotel).
    expect((await db.select().from(stayProperties).where(eq(stayProperties.id, 'STLON001')))[0]!.provider).toBe('stays');
  });

  it('shows an Amadeus hotel’s page, its offers and its guests’ sentiments, and prices an offer again', async () => {
    amadeusAnswering();
    await app.request(`/api/searchStaysHotels?iata=LON&checkIn=${checkIn}&checkOut=${checkOut}`);
    const view = await (await app.request(`/api/staysView?id=MCLONGHM&checkIn=${checkIn}&checkOut=${checkOut}&adults=1`)).json();
    expect(view.data).toMatchObject({ provider: 'amadeus', rooms: [], hotel: { hotelId: 'MCLONGHM', property: { reviews: { score: 9.3 } } } });
    expect(view.data.offers.map((offer: { id: string }) => offer.id)).toEqual(['TSXOJ6LFQ2', 'FLXBRK7Q2Z']);
    const reviews = await (await app.request('/api/v1/reviewStaysStatusOpen?id=MCLONGHM')).json();
    expect(reviews.meta).toMatchObject({ source: 'provider', summary: { score: 9.3, count: 218, categories: { comfort: 9.2, location: 9.8, staff: 10 } } });
    const priced = await (await app.request(`/api/stayPriceConfirm?id=TSXOJ6LFQ2&baseCode=USD&startDate=${checkIn}&endDate=${checkOut}`)).json();
    expect(priced.data).toMatchObject({ provider: 'amadeus', offer: { id: 'TSXOJ6LFQ2', price: { total: '787.60', currency: 'USD' } } });
    expect((await app.request(`/api/stayPriceConfirm?id=TSXOJ6LFQ2&startDate=${addDays(checkIn, 1)}`)).status).toBe(422);
  });

  it('books an Amadeus offer in Hotel Booking v2 shapes, paid on our checkout, then booked with Amadeus (its confirmation number kept)', async () => {
    const calls = amadeusAnswering();
    const browser = browserClient(app);
    const res = await browser.post('/api/amadeus/hotels/book', order('TSXOJ6LFQ2'));
    expect(res.status).toBe(201);
    const { data, meta } = await res.json();
    expect(data).toMatchObject({
      type: 'hotel-order',
      hotelBookings: [{ bookingStatus: 'PENDING', hotel: { hotelId: 'MCLONGHM' }, hotelOffer: { id: 'TSXOJ6LFQ2' } }],
      associatedRecords: [{ originSystemCode: 'BAOBAB' }],
    });
    expect(meta).toMatchObject({ provider: 'amadeus', total: { amount: '787.60', currency: 'USD' }, payAt: `/stays/payment?booking=${data.id}` });
    // Nothing is booked with Amadeus before the guest has paid.
    expect(calls.some((call) => call.path === '/v2/booking/hotel-orders')).toBe(false);

    await payByCard(data.id, browser);
    const [paid] = await db.select().from(orders).where(eq(orders.reference, data.id));
    expect(paid).toMatchObject({ status: 'CONFIRMED', providerReference: '89922710', providerOrderId: 'V0g2VFJaLzIwMjQtMDYtMDc=' });
    expect(JSON.parse(calls.find((call) => call.path === '/v2/booking/hotel-orders')!.body).data.roomAssociations[0].hotelOfferId).toBe('TSXOJ6LFQ2');
    const view = (await (await browser.get(`/api/bookings/${data.id}`)).json()).data;
    expect(view.stay).toMatchObject({ provider: 'amadeus', propertyName: 'JW Marriott Grosvenor House London' });
    const cancel = await browser.post('/api/stays/cancel', { bookingId: data.id });
    expect(cancel.status).toBe(409);
    expect((await cancel.json()).errors[0].code).toBe('CANCEL_BY_PHONE');
  });

  it('cancels the order and owes the payment back when Amadeus refuses to book the paid room, and tells the guest', async () => {
    amadeusAnswering({ status: 400, body: { errors: [{ status: 400, code: 3664, title: 'ROOM OR RATE NOT AVAILABLE' }] } });
    const browser = browserClient(app);
    const { data } = await (await browser.post('/api/hotels-book', order('TSXOJ6LFQ2'))).json();
    await payAtSandbox(await startCheckout('paystack', data.id, browser), 'success');
    await sandboxWebhooksDelivered();
    const [row] = await db.select().from(orders).where(eq(orders.reference, data.id));
    expect(row).toMatchObject({ status: 'CANCELLED', fulfilment: 'FAILED' });
    expect((await db.select().from(payments).where(eq(payments.orderId, row!.id)))[0]).toMatchObject({ status: 'REFUND_DUE' });
    const [told] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `refused:${data.id}`));
    expect(told!.subject).toContain(`Booking ${data.id} could not be made: you will be refunded`);
    expect(told!.text).toContain('the hotel did not accept the booking');
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `confirmed:${data.id}`)),
    ).toHaveLength(0);
  });

  it('never books the room twice when Amadeus gave no answer: the booking stays paid, the guest is told it is not confirmed yet, and our staff ask the hotel', async () => {
    const calls = amadeusAnswering({ status: 500, body: { errors: [{ status: 500, code: 141, title: 'SYSTEM ERROR HAS OCCURRED' }] } });
    const browser = browserClient(app);
    const { data } = await (await browser.post('/api/hotels-book', order('TSXOJ6LFQ2'))).json();
    await payAtSandbox(await startCheckout('paystack', data.id, browser), 'success');
    await sandboxWebhooksDelivered();
    const [row] = await db.select().from(orders).where(eq(orders.reference, data.id));
    expect(row).toMatchObject({ status: 'CONFIRMED', fulfilment: 'FAILED', providerReference: null });
    expect((await db.select().from(payments).where(eq(payments.orderId, row!.id)))[0]).toMatchObject({ status: 'SUCCEEDED' });
    // The job that follows asks nothing more of the hotel.
    const booked = calls.filter((call) => call.path.startsWith('/v2/booking/hotel-orders')).length;
    expect(await fulfilJob(db, { orderId: row!.id }, new Date(Date.now() + 60_000))).toBe('failed');
    expect(calls.filter((call) => call.path.startsWith('/v2/booking/hotel-orders')).length).toBe(booked);
    const [told] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `delayed:${data.id}`));
    expect(told!.subject).toContain(`Booking ${data.id}: payment received, confirmation delayed`);
    const view = (await (await browser.get(`/api/bookings/${data.id}`)).json()).data;
    expect(view).toMatchObject({ status: 'CONFIRMED', fulfilment: 'FAILED' });
  });

  it('refuses card details, two rooms, a guest not listed, and our own offers on the Amadeus route', async () => {
    amadeusAnswering();
    const browser = browserClient(app);
    const view = await (await app.request(`/api/staysView?id=STLON001&checkIn=${checkIn}&checkOut=${checkOut}&adults=1`)).json();
    const own = view.data.offers[0];
    const refused = await browser.post('/api/amadeus/hotels/book', order(own.id, { expectedTotal: own.price.total }));
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors[0].code).toBe('NOT_AN_AMADEUS_OFFER');
    // The provider-neutral route takes it.
    expect((await browser.post('/api/hotels-book', order(own.id, { expectedTotal: own.price.total }))).status).toBe(201);
    const card = {
      method: 'CREDIT_CARD',
      paymentCard: { paymentCardInfo: { vendorCode: 'VI', cardNumber: '4151289722471370', expiryDate: '2026-08', holderName: 'A B' } },
    };
    for (const body of [
      order('TSXOJ6LFQ2', { payment: card }),
      { data: { ...order('TSXOJ6LFQ2').data, roomAssociations: [order('TSXOJ6LFQ2').data.roomAssociations[0], order('FLXBRK7Q2Z').data.roomAssociations[0]] } },
      order('TSXOJ6LFQ2', { type: 'hotel-booking' }),
      { data: { ...order('TSXOJ6LFQ2').data, guests: [{ ...guest, firstName: 'A\u0000' }] } },
      {},
    ]) {
      const res = await browser.post('/api/amadeus/hotels/book', body);
      expect(res.status).toBe(422);
    }
    const stranger = await browser.post('/api/amadeus/hotels/book', {
      data: { ...order('TSXOJ6LFQ2').data, roomAssociations: [{ hotelOfferId: 'TSXOJ6LFQ2', guestReferences: [{ guestReference: '2' }] }] },
    });
    expect((await stranger.json()).errors[0].code).toBe('UNKNOWN_GUEST');
  });

  it('answers our own stays with a warning when Amadeus fails', async () => {
    amadeusAnswering(undefined, { status: 500, body: { errors: [{ status: 500, code: 141, title: 'SYSTEM ERROR HAS OCCURRED' }] } });
    const res = await app.request(`/api/searchStaysHotels?iata=LON&checkIn=${addDays(checkIn, 3)}&checkOut=${addDays(checkOut, 3)}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.every((item: { provider: string }) => item.provider === 'stays')).toBe(true);
    expect(body.warnings).toEqual([expect.objectContaining({ code: 'PROVIDER_UNAVAILABLE' })]);
  });
});
