import type { Context } from 'hono';
import { lookUpBooking, openBooking } from './access';
import { lapseExpiredReservations, withDetails } from '../flights/bookings';
import { setBookingServices } from '../flights/services';
import { getDatabase, type Database } from '../db/client';
import { createRouter } from '../lib/create-app';
import { bookingView, paymentMethodsOf } from '../payments/checkout';
import { getFlightProvider } from '../flights/providers';
import { getBooking, getPayableBooking, lookUpBookingRoute, putBookingServices } from './orders.routes';

/** The booking as the API shows it, for a request allowed to open it (404 otherwise). */
export async function openBookingView(c: Context, db: Database, reference: string) {
  await lapseExpiredReservations(db);
  return bookingView(await withDetails(db, await openBooking(c, db, reference)));
}

/** Spec §7 GET /bookings/{bookingId} (without the stray brace of the old client) and GET /bookings/{productId}/pay. */
export const bookingsRouter = createRouter()
  .openapi(getBooking, async (c) => {
    const { db } = await getDatabase();
    const view = await openBookingView(c, db, c.req.valid('param').reference);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: view }, 200);
  })
  .openapi(getPayableBooking, async (c) => {
    const { db } = await getDatabase();
    const view = await openBookingView(c, db, c.req.valid('param').reference);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: { ...view, amountDue: view.payable ? { amount: view.fare.total, currency: view.currency } : null, methods: paymentMethodsOf(view) } }, 200);
  })
  .openapi(putBookingServices, async (c) => {
    const { reference } = c.req.valid('param');
    const { db } = await getDatabase();
    await lapseExpiredReservations(db);
    await openBooking(c, db, reference);
    const provider = await getFlightProvider(db);
    await setBookingServices(db, provider, reference, c.req.valid('json'));
    return c.json({ data: await openBookingView(c, db, reference) }, 200);
  })
  .openapi(lookUpBookingRoute, async (c) => {
    const { db } = await getDatabase();
    const booking = await lookUpBooking(c, db, c.req.valid('json'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: { reference: booking.reference, status: booking.status, language: booking.language } }, 200);
  });
