import { promiseCache } from '../lib/promise-cache';
import type { FlightProvider, FlightSearchRequest } from './providers/types';
import { addDays } from '../lib/dates';

export interface DatePricesQuery {
  origin: string;
  destination: string;
  currency: 'NGN' | 'USD';
  adults: number;
  children: number;
  infants: number;
  cabin: 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';
  /** Departure dates to price (rows). */
  departures: string[];
  /** Return dates to price (columns); null for one-way prices. */
  returns: string[] | null;
  /** Instead of return columns: each departure returns this many days later (a month of return trips). */
  stay?: number | null;
}

export interface DatePrices {
  departures: string[];
  returns: string[] | null;
  /** The lowest total for the whole party per departure (and return); null when nothing flies or it is not bookable. */
  cells: Array<Array<string | null>>;
}

export { addDays };

/** One cached answer per query for half an hour: a grid or a month is many searches, asked again and again. */
const cached = promiseCache<DatePrices>(30 * 60_000, 500);

/**
 * The lowest fares for a set of dates, each the cheapest offer the provider's own search returns
 * for that date (and return date): what the results page will show for it, not an estimate.
 * Dates outside what can be booked (before `today`, after `lastBookable`) and returns before
 * departures stay empty without a search.
 */
export function datePrices(
  provider: FlightProvider,
  query: DatePricesQuery,
  bounds: { today: string; lastBookable: string },
  now = Date.now(),
): Promise<DatePrices> {
  return cached(JSON.stringify([provider.name, query, bounds.today]), () => compute(provider, query, bounds), now);
}

async function compute(
  provider: FlightProvider,
  query: DatePricesQuery,
  { today, lastBookable }: { today: string; lastBookable: string },
): Promise<DatePrices> {
  const bookable = (date: string) => date >= today && date <= lastBookable;
  const travelers: FlightSearchRequest['travelers'] = [
    ...Array.from({ length: query.adults }, (_, index) => ({ id: String(index + 1), travelerType: 'ADULT' as const })),
    ...Array.from({ length: query.children }, (_, index) => ({ id: String(query.adults + index + 1), travelerType: 'CHILD' as const })),
    ...Array.from({ length: query.infants }, (_, index) => ({
      id: String(query.adults + query.children + index + 1),
      travelerType: 'HELD_INFANT' as const,
      associatedAdultId: String(index + 1),
    })),
  ];
  const lowest = async (depart: string, back: string | null): Promise<string | null> => {
    if (!bookable(depart) || (back && (!bookable(back) || back < depart))) return null;
    const legs = [{ id: '1', originLocationCode: query.origin, destinationLocationCode: query.destination, departureDateTimeRange: { date: depart } }];
    if (back) legs.push({ id: '2', originLocationCode: query.destination, destinationLocationCode: query.origin, departureDateTimeRange: { date: back } });
    try {
      const { data } = await provider.searchOffers({
        currencyCode: query.currency,
        originDestinations: legs,
        travelers,
        sources: ['GDS'],
        searchCriteria: {
          maxFlightOffers: 3,
          flightFilters: { cabinRestrictions: [{ cabin: query.cabin, coverage: 'MOST_SEGMENTS', originDestinationIds: legs.map((leg) => leg.id) }] },
        },
      });
      if (data.length === 0) return null;
      return data.map((offer) => offer.price.total).sort((a, b) => Number(a) - Number(b))[0]!;
    } catch {
      // A date the provider could not answer stays empty; the others still show.
      return null;
    }
  };
  const stay = query.stay ?? null;
  const returnsOf = (depart: string) => (stay !== null ? [addDays(depart, stay)] : (query.returns ?? [null]));
  const cells = await Promise.all(query.departures.map((depart) => Promise.all(returnsOf(depart).map((back) => lowest(depart, back)))));
  return { departures: query.departures, returns: query.returns, cells };
}

/** Forget every cached answer (tests). */
export const clearDatePrices = () => cached.clear();
