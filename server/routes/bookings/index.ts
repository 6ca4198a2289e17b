import { findBooking, lapseExpiredReservations } from '../../bookings/flight-bookings';
import { getDatabase } from '../../db/client';
import { createRouter } from '../../lib/create-app';
import { notFound } from '../../lib/http-error';
import { getBooking } from './bookings.routes';

/** Spec §7 GET /bookings/{bookingId} (without the stray brace of the old client). */
export const bookingsRouter = createRouter().openapi(getBooking, async (c) => {
  const { reference } = c.req.valid('param');
  const { db } = await getDatabase();
  await lapseExpiredReservations(db);
  const found = await findBooking(db, reference);
  if (!found) throw notFound('No booking has this ID. Check the six characters and try again.');
  const { booking, passengers } = found;
  const money = (minor: number) => (minor / 100).toFixed(2);
  const offer = booking.offer as { itineraries: unknown[]; travelerPricings: unknown[] };
  c.header('Cache-Control', 'private, no-store');
  return c.json(
    {
      data: {
        reference: booking.reference,
        status: booking.status,
        createdAt: booking.createdAt.toISOString(),
        paymentDeadline: booking.paymentDeadline.toISOString(),
        paidAt: booking.paidAt?.toISOString() ?? null,
        currency: booking.currency,
        fare: { base: money(booking.baseMinor), taxes: money(booking.taxesMinor), discount: money(booking.discountMinor), total: money(booking.totalMinor) },
        voucherCode: booking.voucherCode,
        itineraries: offer.itineraries,
        travelerPricings: offer.travelerPricings,
        passengers,
      },
    },
    200,
  );
});
