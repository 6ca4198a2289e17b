import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Order, PaymentFacts } from '../orders/orders';
import { payments } from './schema';

/** An order's payments as its view shows them (registered with orders by the composition root: orders never reads this table). */
export async function paymentFactsOf(db: Pick<Database, 'select'>, order: Pick<Order, 'id' | 'totalMinor'>): Promise<PaymentFacts> {
  const attempts = await db
    .select({
      reference: payments.reference,
      gateway: payments.gateway,
      status: payments.status,
      channel: payments.channel,
      amountMinor: payments.amountMinor,
      account: payments.transferAccount,
    })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt))
    .limit(50);
  const last = attempts[0];
  const transfer = attempts.find((attempt) => attempt.channel === 'bank_transfer' && attempt.amountMinor === order.totalMinor && attempt.account);
  return {
    lastPayment: last ? { gateway: last.gateway, status: last.status } : null,
    transfer: transfer ? { paymentReference: transfer.reference, account: transfer.account! } : null,
  };
}
