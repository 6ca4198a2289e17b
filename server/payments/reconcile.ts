import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { logger } from '../../common/node/logger';
import { bookingAccessKey, type LinkContext } from '../orders/access';
import { configuredOrigin } from '../lib/site-origin';
import { settlePayment } from './checkout';
import { getPaymentGateway } from './gateways';
import type { GatewayName } from './gateways/types';
import { payments } from './schema';

/** A payment is first asked about this long after it started (its webhook usually arrives sooner). */
const FIRST_CHECK_AFTER_MS = 2 * 60_000;
/** … and no longer after this: a payment started two days ago and still pending was never made. */
const CHECK_FOR_MS = 2 * 86_400_000;

/**
 * The job `payments-reconcile` (every minute, once per cluster): asks the gateway about every
 * payment still pending, so a payment whose webhook was lost (and whose traveller closed the
 * page) is settled without anyone doing anything: confirmed, or recorded refund-due when its
 * booking lapsed meanwhile (settlement decides, exactly once). Each payment is asked again after
 * a quarter of its age (at least a minute): often while a hold could still be paid, rarely later.
 * Only a success is acted on: a payment the gateway calls pending, abandoned or failed may still
 * be completed by its traveller on the gateway's page, and stays pending until then.
 */
export async function reconcilePayments(db: Database, now = new Date(), limit = 100): Promise<{ checked: number; settled: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const due = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'PENDING'),
        lt(payments.createdAt, new Date(now.getTime() - FIRST_CHECK_AFTER_MS)),
        gt(payments.createdAt, new Date(now.getTime() - CHECK_FOR_MS)),
        or(isNull(payments.checkedAt), sql`${payments.checkedAt} < ${at} - greatest(interval '1 minute', (${at} - ${payments.createdAt}) / 4)`),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(limit);
  let settled = 0;
  let links: LinkContext | undefined;
  for (const payment of due) {
    await db.update(payments).set({ checkedAt: now }).where(eq(payments.id, payment.id));
    try {
      const gateway = await getPaymentGateway(payment.gateway as GatewayName, db);
      const verified = await gateway.verify({ reference: payment.reference, transactionId: payment.gatewayTransactionId ?? undefined });
      if (verified.status !== 'success') continue;
      links ??= { origin: configuredOrigin(), key: await bookingAccessKey(db) };
      const settlement = await settlePayment(db, payment.gateway as GatewayName, payment.reference, verified, links, now);
      logger.info('payment reconciled', { payment: payment.reference, outcome: settlement.outcome });
      if (settlement.outcome === 'CONFIRMED' || settlement.outcome === 'REFUND_DUE') settled += 1;
    } catch (error) {
      // The gateway did not answer: the next run asks again.
      logger.warn('payment not reconciled', { payment: payment.reference, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { checked: due.length, settled };
}
