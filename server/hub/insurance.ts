import { desc, eq, or, sql } from 'drizzle-orm';
import type { TripPeriod } from './trips';
import type { Database } from '../db/client';
import { insurancePolicies } from '../db/schema';
import { fromMinor } from '../lib/money';

type Policy = typeof insurancePolicies.$inferSelect;

/** Policies bought signed in, or as a guest with the email the person has since verified. */
export const insuredBy = (user: { id: string; email: string }) =>
  or(eq(insurancePolicies.userId, user.id), eq(sql`lower(${insurancePolicies.contactEmail})`, user.email.toLowerCase()));

/** My Trips groups for a policy: upcoming while its cover has not ended, past after. */
export function policyPeriod(policy: Pick<Policy, 'status' | 'coverEnds'>, now: Date): Exclude<TripPeriod, 'all'> {
  if (policy.status === 'CANCELLED') return 'cancelled';
  if (policy.status === 'PENDING') return 'reserved';
  return policy.coverEnds >= now.toISOString().slice(0, 10) ? 'upcoming' : 'past';
}

/** The spec §3 insurance record as the Travel Hub shows it. */
export function policyView(policy: Policy, now: Date) {
  return {
    contractNumber: policy.contractNumber,
    status: policy.status,
    period: policyPeriod(policy, now),
    purchasedAt: policy.purchasedAt?.toISOString() ?? null,
    coverBegins: policy.coverBegins,
    coverEnds: policy.coverEnds,
    destinationCountry: policy.destinationCountry,
    purposeOfTravel: policy.purposeOfTravel,
    tripType: policy.tripType,
    bookingType: policy.bookingType,
    adults: policy.adults,
    children: policy.children,
    fees: {
      adultFee: fromMinor(policy.fees.adultFeeMinor),
      childrenFee: fromMinor(policy.fees.childrenFeeMinor),
      insuranceCharges: fromMinor(policy.fees.chargesMinor),
      total: fromMinor(policy.totalMinor),
      currency: policy.currency,
    },
  };
}

/** A person's insurance policies, newest first, filtered by My Trips period. */
export async function insuranceOf(db: Pick<Database, 'select'>, user: { id: string; email: string }, period: TripPeriod = 'all', page = 1, pageSize = 10, now = new Date()) {
  const rows = await db.select().from(insurancePolicies).where(insuredBy(user)).orderBy(desc(insurancePolicies.createdAt));
  const policies = rows.map((row) => policyView(row, now)).filter((policy) => period === 'all' || policy.period === period);
  const start = (page - 1) * pageSize;
  return { data: policies.slice(start, start + pageSize), meta: { page, pageSize, total: policies.length } };
}
