import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import { cancelPaidBooking } from '../payments/checkout';
import { stayBookings } from './schema';

/**
 * Cancels a paid stay for a full refund while its rate's free cancellation lasts (noon local time
 * two days before check-in); a non-refundable rate, or a deadline passed, is refused. Its rooms go
 * back on sale (the kind's release), the platform refunds and emails.
 */
export function cancelStay(db: Database, reference: string, now = new Date()) {
  return cancelPaidBooking(
    db,
    reference,
    'stay',
    async (tx, order) => {
      const [booking] = await tx.select().from(stayBookings).where(eq(stayBookings.orderId, order.id));
      const until = (booking!.offer as { freeCancellationUntil: string | null }).freeCancellationUntil;
      if (!until) throw new HttpError(409, 'NON_REFUNDABLE', 'Non-refundable', 'This rate is non-refundable: it cannot be cancelled for a refund. The property may still help: call customer care.');
      if (now.getTime() >= Date.parse(until)) throw new HttpError(409, 'FREE_CANCELLATION_ENDED', 'Free cancellation has ended', `Free cancellation ended at ${until.replace('T', ' ').slice(0, 16)} (the property's time).`);
    },
    now,
  );
}
