import type { Database } from '../db/client';
import { toMinor } from '../lib/money';
import type { AfterSalesTerms, Order } from '../orders/orders';
import { firstDepartureUtc } from './bookings';
import type { FlightDetails } from './details';
import { getFlightProvider } from './providers';
import type { FareRule } from './providers/types';

/**
 * A booked offer's fare rules, asked of the provider once an hour at most per order (every view of
 * a paid booking's page shows its terms; Amadeus prices the offer to answer). Null when it did not
 * answer: our staff then price each request.
 */
const KEPT_MS = 3_600_000;
const known = new Map<string, { at: number; rules: FareRule[] }>();
async function fareRulesOf(db: Database, orderId: string, offer: FlightDetails['offer']): Promise<FareRule[] | null> {
  const kept = known.get(orderId);
  if (kept && Date.now() - kept.at < KEPT_MS) return kept.rules;
  const rules = await getFlightProvider(db)
    .then((provider) => provider.fareRules(offer))
    .then((answer) => answer.rules)
    .catch(() => null);
  if (rules) {
    if (known.size >= 1000) known.delete(known.keys().next().value!);
    known.set(orderId, { at: Date.now(), rules });
  }
  return rules;
}

/** Requests close three hours before the first flight: after that the airport desk decides. */
const CLOSES_BEFORE_DEPARTURE_MS = 3 * 3_600_000;

/**
 * A paid flight order's after-sales terms, from its fare rules (Flight Offers Price
 * detailed-fare-rules, per traveller): a refundable fare gives back what was paid less its refund
 * penalty; a non-refundable one gives nothing back. A change costs the exchange penalty (plus any
 * fare difference our staff find); a name correction is priced by them (airlines differ).
 * Without the provider's rules (it did not answer), our staff price each request.
 */
export async function flightAfterSalesTerms(db: Database, order: Order, { offer, sold, passengers }: FlightDetails): Promise<AfterSalesTerms> {
  // The fare sold is what the airline's rules price; the flights as they now are say when requests close.
  const rules = await fareRulesOf(db, order.id, sold);
  const travellers = passengers.filter((passenger) => passenger.travelerType !== 'HELD_INFANT').length || passengers.length;
  const per = (category: 'REFUND' | 'EXCHANGE') => {
    const rule = rules?.find((candidate) => candidate.category === category);
    if (!rule) return { applicable: rules ? false : null, penaltyMinor: null };
    return {
      applicable: !rule.notApplicable,
      penaltyMinor: rule.maxPenaltyAmount ? toMinor(rule.maxPenaltyAmount) * travellers : rule.notApplicable ? null : 0,
    };
  };
  const refund = per('REFUND');
  const exchange = per('EXCHANGE');
  return {
    until: new Date(firstDepartureUtc(offer) - CLOSES_BEFORE_DEPARTURE_MS),
    cancel: { refundable: refund.applicable ?? !!offer.pricingOptions.refundableFare, penaltyMinor: refund.applicable === false ? null : refund.penaltyMinor },
    change: { allowed: exchange.applicable !== false, feeMinor: exchange.penaltyMinor },
    nameCorrection: { allowed: true, feeMinor: null },
    travellers: passengers.map((passenger) => ({
      id: passenger.travelerId,
      name: [passenger.firstName, passenger.middleName, passenger.lastName].filter(Boolean).join(' '),
    })),
  };
}
