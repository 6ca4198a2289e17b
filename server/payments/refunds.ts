import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { logger } from '../../common/node/logger';
import type { Order } from '../orders/orders';
import { orders } from '../orders/schema';
import { getPaymentGateway } from './gateways';
import type { GatewayName } from './gateways/types';
import { payments } from './schema';

export type RefundOutcome = { status: 'REFUNDED' | 'REFUND_DUE'; amountMinor: number; currency: string };

/**
 * Gives back what was paid for an order its product has just cancelled: through the gateway that
 * took the payment, to the card or account it came from. A refund the gateway will not make now is
 * recorded as due (the payment's REFUND_DUE, for our staff) rather than lost. Idempotent: an order
 * already refunded is not refunded again.
 */
export async function refundCancelledOrder(db: Database, order: Order, now = new Date(), keepMinor = 0): Promise<RefundOutcome> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'SUCCEEDED')));
  if (!payment || order.refundedMinor > 0)
    return {
      status: order.refundedMinor > 0 ? 'REFUNDED' : 'REFUND_DUE',
      amountMinor: order.refundedMinor || Math.max(order.totalMinor - keepMinor, 0),
      currency: order.currency,
    };
  // What the product's policy keeps (a late cancellation's charge) stays paid; the rest goes back.
  const back = { amountMinor: Math.max(payment.amountMinor - keepMinor, 0), currency: payment.currency };
  // Nothing to give back (a non-refundable fare): settled as it is, the gateway not asked.
  if (back.amountMinor === 0) {
    await db.update(orders).set({ refundedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    return { status: 'REFUNDED', ...back };
  }
  try {
    const gateway = await getPaymentGateway(payment.gateway as GatewayName, db);
    await gateway.refund({
      reference: payment.reference,
      transactionId: payment.gatewayTransactionId,
      amountMinor: back.amountMinor,
      currency: payment.currency,
    });
    await db.update(orders).set({ refundedMinor: back.amountMinor, refundedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    return { status: 'REFUNDED', ...back };
  } catch (error) {
    logger.error('refund not made: recorded as due', {
      booking: order.reference,
      payment: payment.reference,
      error: error instanceof Error ? error.message : String(error),
    });
    await db.update(payments).set({ status: 'REFUND_DUE', failureReason: 'REFUND_FAILED', updatedAt: now }).where(eq(payments.id, payment.id));
    return { status: 'REFUND_DUE', ...back };
  }
}
