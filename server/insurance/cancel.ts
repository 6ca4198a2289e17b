import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { HttpError } from '../lib/http-error';
import { fromMinor } from '../lib/money';
import { cancellationEmail } from '../mail/order-emails';
import { deliverSoon, enqueueMail } from '../mail/outbox';
import { cancelPaidOrder, type Order } from '../orders/orders';
import { orders } from '../orders/schema';
import { refundCancelledOrder, type RefundOutcome } from '../payments/checkout';
import { coverStartsAt } from './kind';
import { getInsuranceProvider } from './providers';
import { insurancePolicies } from './schema';

/**
 * Cancels a paid policy for a full refund, as long as its cover has not started (midnight in
 * Lagos on its first day). The order's row is locked while the insurer cancels its policy, so
 * cancellations asked for at once cancel it once and refund it once; the insurer's refusal or
 * silence leaves the policy as it was. The money goes back through the gateway that took it (or
 * is recorded as due), and the holder is emailed.
 */
export async function cancelPolicy(db: Database, reference: string, now = new Date()): Promise<{ order: Order; refund: RefundOutcome }> {
  const cancelled = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update');
    if (!order || order.kind !== 'insurance') throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No insurance booking has this ID.');
    if (order.status === 'CANCELLED') throw new HttpError(409, 'ALREADY_CANCELLED', 'Already cancelled', 'This policy is already cancelled.');
    if (order.status !== 'CONFIRMED') throw new HttpError(409, 'NOT_PAID', 'Not paid', 'This booking is not paid: there is nothing to cancel or refund. It lapses by itself if it is not paid.');
    const [policy] = await tx.select().from(insurancePolicies).where(eq(insurancePolicies.orderId, order.id));
    if (now >= coverStartsAt(policy!)) {
      throw new HttpError(409, 'COVER_STARTED', 'Cover has started', 'A policy can be cancelled for a refund only before its cover starts. For a cover already running, call customer care.');
    }
    if (policy!.contractNumber) await getInsuranceProvider().cancel(policy!.contractNumber);
    await cancelPaidOrder(tx as Tx, order, now);
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return after!;
  });
  const refund = await refundCancelledOrder(db, cancelled, now);
  await enqueueMail(db, cancellationEmail({ reference: cancelled.reference, language: cancelled.language, to: cancelled.contactEmail, refund: { status: refund.status, amount: fromMinor(refund.amountMinor), currency: refund.currency } }));
  deliverSoon(db);
  const [order] = await db.select().from(orders).where(eq(orders.id, cancelled.id));
  return { order: order!, refund };
}
