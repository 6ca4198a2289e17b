import { fromMinor } from '../lib/money';
import type { PricedPlan } from './providers/types';

const EUR = (amount: number) => amount.toFixed(2);

/** A priced plan as the API says it: amounts as decimal strings, naira for fees, euros for limits. */
export const planView = (plan: PricedPlan) => ({
  code: plan.code,
  name: plan.name,
  territory: plan.territory,
  limits: {
    currency: 'EUR' as const,
    medical: EUR(plan.limits.medical),
    evacuationRepatriation: EUR(plan.limits.evacuationRepatriation),
    baggage: EUR(plan.limits.baggage),
    delay: EUR(plan.limits.delay),
    cancellation: EUR(plan.limits.cancellation),
  },
  meetsSchengen: plan.meetsSchengen,
  fees: {
    adultFee: fromMinor(plan.fees.adultFeeMinor),
    childrenFee: fromMinor(plan.fees.childrenFeeMinor),
    insuranceCharges: fromMinor(plan.fees.chargesMinor),
    total: fromMinor(plan.fees.totalMinor),
    currency: 'NGN' as const,
  },
});
