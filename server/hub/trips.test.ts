import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { flightOrders, orders } from '../db/schema';
import { bookingHelpers, browserClient, signedInClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';

const app = buildApp();
const { book } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const signedIn = (email: string) => signedInClient(app, email);

describe('My Trips', () => {
  it('shows a guest booking made with the same email after sign-up, grouped by period; nobody else sees it', async () => {
    const guest = await book({ email: 'Bola@Example.com' });
    const bola = await signedIn('bola@example.com');
    const reserved = await (await bola.get('/api/bookings/flight?filter=reserved')).json();
    expect(reserved.data.map((trip: { reference: string }) => trip.reference)).toEqual([guest.reference]);
    expect(reserved.data[0]).toMatchObject({ status: 'PENDING', period: 'reserved', from: 'LOS', to: 'ABV', travellers: 1, total: { currency: 'NGN' } });
    expect((await (await bola.get('/api/bookings/flight?filter=upcoming')).json()).data).toEqual([]);

    // Paid, it becomes upcoming; once flown, past; cancelled, cancelled.
    await db.update(orders).set({ status: 'CONFIRMED' }).where(eq(orders.reference, guest.reference));
    expect((await (await bola.get('/api/v1/tripLists?period=upcoming&product_type=flight')).json()).data).toHaveLength(1);
    const [row] = await db.select().from(orders).where(eq(orders.reference, guest.reference));
    const [flightOrder] = await db.select().from(flightOrders).where(eq(flightOrders.orderId, row!.id));
    const offer = flightOrder!.offer as { itineraries: Array<{ segments: Array<{ departure: { at: string } }> }> };
    offer.itineraries[0]!.segments[0]!.departure.at = '2025-01-05T08:00:00';
    await db.update(flightOrders).set({ offer }).where(eq(flightOrders.orderId, row!.id));
    expect((await (await bola.get('/api/bookings/flight?filter=past')).json()).meta.total).toBe(1);
    expect((await (await bola.get('/api/flightHistory')).json()).data).toHaveLength(1);

    const other = await signedIn('someone.else@example.com');
    expect((await (await other.get('/api/bookings/flight')).json()).data).toEqual([]);
    expect((await (await other.get('/api/v1/tripLists?period=all&product_type=insurance')).json()).data).toEqual([]);
  });

  it('links a booking made while signed in to the account', async () => {
    const kemi = await signedIn('kemi@example.com');
    const { reference } = await book({ email: 'kemi.travel@example.com', browser: kemi });
    const trips = await (await kemi.get('/api/bookings/flight')).json();
    expect(trips.data.map((trip: { reference: string }) => trip.reference)).toContain(reference);
  });

  it('lists a stay booked signed in as a stay trip, with what its card shows; nobody else sees it', async () => {
    const ade = await signedIn('ade.stays@example.com');
    const checkIn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 42 * 86_400_000).toISOString().slice(0, 10);
    const view = await (await app.request(`/api/staysView?id=STKAN001&checkIn=${checkIn}&checkOut=${checkOut}&adults=2`)).json();
    const offer = view.data.offers[0];
    const booked = await ade.post('/api/staysBooked', {
      offerId: offer.id,
      expectedTotal: offer.price.total,
      currency: 'USD',
      guest: { title: 'MR', firstName: 'Ade', lastName: 'Bello', email: 'ade.stays@example.com', phone: '+234 803 000 0000' },
    });
    const { reference } = (await booked.json()).data;
    const stays = await (await ade.get('/api/v1/tripLists?period=all&product_type=stay')).json();
    expect(stays.data).toEqual([
      expect.objectContaining({
        reference,
        status: 'PENDING',
        period: 'reserved',
        propertyId: 'STKAN001',
        checkIn,
        checkOut,
        nights: 2,
        guests: 2,
        reviewStatus: 'NOT_STAYED',
        total: { amount: offer.price.total, currency: 'USD' },
      }),
    ]);
    const other = await signedIn('not.ade@example.com');
    expect((await (await other.get('/api/v1/tripLists?period=all&product_type=stay')).json()).data).toEqual([]);
    expect((await ade.get('/api/v1/tripLists?product_type=cruise')).status).toBe(422);
  });

  it('answers without a session with 401 and a bad filter with 422', async () => {
    const anonymous = browserClient(app);
    expect((await anonymous.get('/api/bookings/flight')).status).toBe(401);
    expect((await anonymous.get('/api/v1/tripLists')).status).toBe(401);
    expect((await anonymous.get('/api/flightHistory')).status).toBe(401);
    const bola = await signedIn('filters@example.com');
    expect((await bola.get('/api/bookings/flight?filter=someday')).status).toBe(422);
    expect((await bola.get('/api/bookings/flight?page=0')).status).toBe(422);
  });
});
