import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import { zonedInstant } from '../lib/geo';
import { cancelPaidBooking } from '../payments/checkout';
import { stayBookings, stayProperties } from './schema';
import { nightsBetween } from './search';

/** What a late cancellation of a flexible rate keeps: the first night of what was paid. */
export const lateCancellationCharge = (totalMinor: number, nights: number) => Math.round(totalMinor / Math.max(nights, 1));

/**
 * Cancels a paid stay as its rate's policy says (docs/stays.md): a flexible rate for a full refund
 * until its free cancellation ends (noon local time two days before check-in), then until check-in
 * with the first night charged and the rest refunded; a non-refundable rate, or a stay that has
 * begun, is refused. Its rooms go back on sale (the kind's release); the platform refunds and emails.
 */
export function cancelStay(db: Database, reference: string, now = new Date()) {
  return cancelPaidBooking(
    db,
    reference,
    'stay',
    async (tx, order) => {
      const [row] = await tx
        .select({ booking: stayBookings, checkInTime: stayProperties.checkIn, timeZone: stayProperties.timeZone, provider: stayProperties.provider })
        .from(stayBookings)
        .innerJoin(stayProperties, eq(stayProperties.id, stayBookings.propertyId))
        .where(eq(stayBookings.orderId, order.id));
      const { booking, checkInTime, timeZone, provider } = row!;
      // Amadeus' self-service API cannot cancel a hotel booking: customer care cancels it with the hotel.
      if (provider !== 'stays')
        throw new HttpError(
          409,
          'CANCEL_BY_PHONE',
          'Cancel with customer care',
          'This hotel is booked through our partner: call customer care to cancel it under its policy.',
        );
      const until = (booking.offer as { freeCancellationUntil: string | null }).freeCancellationUntil;
      if (!until)
        throw new HttpError(
          409,
          'NON_REFUNDABLE',
          'Non-refundable',
          'This rate is non-refundable: it cannot be cancelled for a refund. The property may still help: call customer care.',
        );
      if (now.getTime() >= zonedInstant(`${booking.checkIn}T${checkInTime || '14:00'}:00`, timeZone).getTime()) {
        throw new HttpError(
          409,
          'STAY_STARTED',
          'The stay has begun',
          'Check-in time has passed: the stay can no longer be cancelled online. Call customer care or the property.',
        );
      }
      if (now.getTime() < Date.parse(until)) return { keepMinor: 0 };
      return { keepMinor: lateCancellationCharge(order.totalMinor, nightsBetween(booking.checkIn, booking.checkOut)) };
    },
    now,
  );
}
