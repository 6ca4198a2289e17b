import { unguessableNumber } from '../../../lib/crypto';
import { ageOn, coverDays, isSchengen, meetsSchengen, zoneOf, type QuoteRequest, type Zone } from '../../domain';
import type { InsuranceProvider, PlanLimits, PricedPlan } from '../types';
import table from './rate-table.json';

/*
 * The embedded underwriter: premiums from its rate table (rate-table.json) by plan, duration
 * band, age band and purpose, the same answer every time for the same trip (docs/insurance.md).
 */

interface Plan {
  code: string;
  name: string;
  territory: Zone[];
  limits: PlanLimits;
  rates: Record<string, number>;
}

const plans = table.plans as Plan[];
const MINOR = 100;

export { meetsSchengen };

/** The rate table's column for a trip: a duration band, or the annual multi-trip rate. */
export function durationBand(request: Pick<QuoteRequest, 'tripType' | 'coverStart' | 'coverEnd'>): string {
  if (request.tripType === 'MULTI_TRIP') return table.multiTrip.code;
  const days = coverDays(request.coverStart, request.coverEnd);
  const band = table.durationBands.find((candidate) => days <= candidate.maxDays);
  if (!band) throw new RangeError(`no duration band for ${days} days`);
  return band.code;
}

/** The age band's factor for an age on the first day of cover. */
export function ageFactor(age: number): number {
  const band = table.ageBands.find((candidate) => age <= candidate.maxAge);
  if (!band) throw new RangeError(`no age band for ${age}`);
  return band.factor;
}

const CHILD_FACTOR = table.ageBands[0]!.factor;

/** The plans that may cover a destination: its zone in their territory, and the Schengen rule for a Schengen country. */
export function plansFor(country: string): Plan[] {
  const zone = zoneOf(country);
  if (!zone) return [];
  return plans.filter((plan) => plan.territory.includes(zone) && (!isSchengen(country) || meetsSchengen(plan)));
}

/** One plan's premium for a trip: adults at the oldest traveller's age band, children at the child band. */
export function pricePlan(plan: Plan, request: QuoteRequest): PricedPlan {
  const base = plan.rates[durationBand(request)]!;
  const purpose = table.purposeFactors[request.purpose];
  const oldest = ageOn(request.oldestTravellerDob, request.coverStart);
  const adultRate = Math.round(base * ageFactor(oldest) * purpose);
  const childRate = Math.round(base * CHILD_FACTOR * purpose);
  const adultFee = request.adults * adultRate;
  const childrenFee = request.children * childRate;
  const charges = Math.max(table.charges.minimum, Math.round(((adultFee + childrenFee) * table.charges.percent) / 100));
  return {
    code: plan.code,
    name: plan.name,
    territory: plan.territory,
    limits: plan.limits,
    meetsSchengen: meetsSchengen(plan),
    fees: {
      adultFeeMinor: adultFee * MINOR,
      childrenFeeMinor: childrenFee * MINOR,
      chargesMinor: charges * MINOR,
      totalMinor: (adultFee + childrenFee + charges) * MINOR,
    },
  };
}

/**
 * A new contract number, `BAO-XXXX-XXXX-XXXX`: 60 random bits, so one cannot be guessed from
 * another (the verification page opens with it alone). Unique by the policies' index.
 */
export const newContractNumber = (): string => unguessableNumber('BAO');

export const underwriter: InsuranceProvider = {
  name: 'underwriter',
  // The embedded underwriter is ours: the policy is issued as it is recorded, and cancelled there.
  async issue() {
    return { contractNumber: newContractNumber() };
  },
  async cancel() {},
  async quote(request) {
    const plans = plansFor(request.destinationCountry)
      .map((plan) => pricePlan(plan, request))
      .sort((a, b) => a.fees.totalMinor - b.fees.totalMinor);
    return { plans, reference: null };
  },
};
