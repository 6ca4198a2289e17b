import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import { cancelPaidBooking } from '../payments/checkout';
import { coverStartsAt } from './kind';
import { getInsuranceProvider } from './providers';
import { insurancePolicies } from './schema';

/**
 * Cancels a paid policy for a full refund, as long as its cover has not started (midnight in
 * Lagos on its first day); the insurer cancels its policy first, and its refusal or silence
 * leaves the policy as it was (the platform's `cancelPaidBooking` locks, refunds and emails).
 */
export function cancelPolicy(db: Database, reference: string, now = new Date()) {
  return cancelPaidBooking(
    db,
    reference,
    'insurance',
    async (tx, order) => {
      const [policy] = await tx.select().from(insurancePolicies).where(eq(insurancePolicies.orderId, order.id));
      if (now >= coverStartsAt(policy!)) {
        throw new HttpError(
          409,
          'COVER_STARTED',
          'Cover has started',
          'A policy can be cancelled for a refund only before its cover starts. For a cover already running, call customer care.',
        );
      }
      if (policy!.contractNumber) await getInsuranceProvider().cancel(policy!.contractNumber);
    },
    now,
  );
}
