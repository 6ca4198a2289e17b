import type { QuoteRequest, Zone } from '../domain';

/** What a plan pays at most, per traveller and trip, in euros (embassies read them so). */
export interface PlanLimits {
  medical: number;
  evacuationRepatriation: number;
  baggage: number;
  delay: number;
  cancellation: number;
}

/** A plan priced for one request; money in minor units (kobo). */
export interface PricedPlan {
  code: string;
  name: string;
  territory: Zone[];
  limits: PlanLimits;
  /** Meets the Schengen visa rule: at least €30,000 of medical cover with repatriation, the whole Schengen area. */
  meetsSchengen: boolean;
  fees: { adultFeeMinor: number; childrenFeeMinor: number; chargesMinor: number; totalMinor: number };
}

/** The plans an insurer priced, and its own reference for the quote (the partner's; none for the underwriter). */
export interface PricedQuote {
  plans: PricedPlan[];
  reference: string | null;
}

/**
 * An insurer (docs/insurance.md): the embedded underwriter by default; a partner's API when
 * configured. `quote` prices the plans that can cover the trip, cheapest first.
 */
export interface InsuranceProvider {
  readonly name: 'underwriter' | 'partner';
  quote(request: QuoteRequest): Promise<PricedQuote>;
}
