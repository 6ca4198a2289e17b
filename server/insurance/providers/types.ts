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
  /**
   * Issues the policy of a paid order: its contract number. The same `orderReference` never
   * issues two (the partner binds with it as the idempotency key), so a retry is safe.
   */
  issue(request: PolicyRequest): Promise<{ contractNumber: string }>;
  /** Cancels an issued policy (before its cover starts: a full refund). */
  cancel(contractNumber: string): Promise<void>;
}

/** What the insurer needs to issue a policy: the quote and plan it was sold at, and who it covers. */
export interface PolicyRequest {
  orderReference: string;
  quoteReference: string | null;
  planCode: string;
  applicant: unknown;
}
