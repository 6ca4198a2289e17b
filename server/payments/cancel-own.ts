import type { Context } from 'hono';
import type { AppBindings } from '../lib/create-app';
import type { Database } from '../db/client';
import { fromMinor } from '../lib/money';
import { rateLimit } from '../lib/rate-limit';
import { openBooking } from '../orders/access';
import type { Order } from '../orders/orders';
import type { cancelPaidBooking } from './checkout';

/**
 * A traveller cancelling their own paid booking (a product's cancel route): the booking opened as
 * this browser may open it, ten tries an hour for it, then the product's own cancellation (its
 * rules, then `cancelPaidBooking`'s refund), answered as every product answers it.
 */
export async function cancelOwnBooking(
  c: Context<AppBindings>,
  bookingId: string,
  cancel: (db: Database, order: Order) => ReturnType<typeof cancelPaidBooking>,
) {
  const { db } = c.var;
  const order = await openBooking(c, db, bookingId);
  await rateLimit(db, { key: `cancel:${order.reference}`, max: 10, windowSeconds: 3600 }, 'Too many attempts for this booking. Please wait a few minutes.');
  const { order: cancelled, refund } = await cancel(db, order);
  return {
    data: {
      reference: cancelled.reference,
      status: 'CANCELLED' as const,
      refund: { status: refund.status, amount: fromMinor(refund.amountMinor), currency: refund.currency },
    },
  };
}
