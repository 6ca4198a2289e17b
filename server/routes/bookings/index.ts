import { findBooking, lapseExpiredReservations } from '../../bookings/flight-bookings';
import { setBookingServices } from '../../bookings/services';
import { getDatabase } from '../../db/client';
import { createRouter } from '../../lib/create-app';
import { notFound } from '../../lib/http-error';
import { bookingView } from '../../payments/checkout';
import { getFlightProvider } from '../../providers/flights';
import { getBooking, getPayableBooking, putBookingServices } from './bookings.routes';

async function viewOf(reference: string) {
  const { db } = await getDatabase();
  await lapseExpiredReservations(db);
  const found = await findBooking(db, reference);
  if (!found) throw notFound('No booking has this ID. Check the six characters and try again.');
  return bookingView(found);
}

/** Spec §7 GET /bookings/{bookingId} (without the stray brace of the old client) and GET /bookings/{productId}/pay. */
export const bookingsRouter = createRouter()
  .openapi(getBooking, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await viewOf(c.req.valid('param').reference) }, 200);
  })
  .openapi(getPayableBooking, async (c) => {
    const view = await viewOf(c.req.valid('param').reference);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        data: {
          ...view,
          amountDue: view.payable ? { amount: view.fare.total, currency: view.currency } : null,
          methods: view.payable ? ['PAYSTACK', 'FLUTTERWAVE', ...(view.bankTransferDeadline ? ['BANK_TRANSFER'] : [])] : [],
        },
      },
      200,
    );
  })
  .openapi(putBookingServices, async (c) => {
    const { reference } = c.req.valid('param');
    const { db } = await getDatabase();
    await lapseExpiredReservations(db);
    const provider = await getFlightProvider(db);
    await setBookingServices(db, provider, reference, c.req.valid('json'));
    return c.json({ data: await viewOf(reference) }, 200);
  });
