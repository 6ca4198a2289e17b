import { promiseCache } from '../lib/promise-cache';
import { addDays } from '../lib/dates';
import { FAVOURITES } from './popular-trips';
import type { FlightOffer, FlightProvider, OfferCurrency } from './providers/types';

/**
 * The routes the site has pages for (spec §1: travellers arriving from search engines): each
 * market's favourite destinations and the way back, between airports the provider serves.
 */
export function sellableRoutes(provider: FlightProvider): Array<{ origin: string; destination: string }> {
  const pairs = new Map<string, { origin: string; destination: string }>();
  for (const [origin, destinations] of Object.entries(FAVOURITES)) {
    for (const destination of destinations) {
      if (origin === destination || !provider.serves(origin) || !provider.serves(destination)) continue;
      for (const [from, to] of [
        [origin, destination],
        [destination, origin],
      ] as const)
        pairs.set(`${from}-${to}`, { origin: from, destination: to });
    }
  }
  return [...pairs.values()].sort((a, b) => `${a.origin}${a.destination}`.localeCompare(`${b.origin}${b.destination}`));
}

export interface RouteFacts {
  origin: string;
  destination: string;
  currency: OfferCurrency;
  /** The lowest one-way fare for one adult in economy found for a day in each of the next twelve months (the 15th, or the first bookable day after it). */
  months: Array<{ month: string; date: string; lowest: string | null }>;
  /** Airlines of the offers found, most offers first. */
  carriers: Array<{ code: string; name: string }>;
  /** The shortest journey found and the usual one (median of the offers), in minutes. */
  shortestMinutes: number | null;
  typicalMinutes: number | null;
  /** Whether any offer flies non-stop, and the fewest stops otherwise. */
  fewestStops: number | null;
  /** Checked bags the cheapest offers include (the most common count). */
  includedBags: number | null;
}

const minutesOf = (duration: string) => {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(duration);
  return match ? Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0) : 0;
};
const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const mostCommon = (values: number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;
};

/** A day's answers are good for a day: the page says "from our searches", refreshed daily. */
const cached = promiseCache<RouteFacts>(24 * 3_600_000, 400);

/**
 * What a route's page says, from the provider's own search (the prices the results page would
 * show): twelve searches, one per month, kept a day. A month whose search fails stays empty.
 */
export function routeFacts(
  provider: FlightProvider,
  origin: string,
  destination: string,
  currency: OfferCurrency,
  today: string,
  lastBookable: string,
  now = Date.now(),
): Promise<RouteFacts> {
  const route = { origin, destination, currency, today, lastBookable };
  return cached(JSON.stringify([provider.name, origin, destination, currency, today]), () => compute(provider, route), now);
}

async function compute(
  provider: FlightProvider,
  { origin, destination, currency, today, lastBookable }: { origin: string; destination: string; currency: OfferCurrency; today: string; lastBookable: string },
): Promise<RouteFacts> {
  const firstBookable = addDays(today, 3);
  // Twelve months with a bookable day: at a month's end (nothing left to book in it) they start
  // with the next one.
  const months = Array.from({ length: 13 }, (_, index) => {
    const start = new Date(`${today.slice(0, 7)}-15T12:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() + index);
    const fifteenth = start.toISOString().slice(0, 10);
    return { month: fifteenth.slice(0, 7), date: fifteenth < firstBookable ? firstBookable : fifteenth };
  })
    .filter((month) => month.date.startsWith(month.month) && month.date <= lastBookable)
    .slice(0, 12);
  const carrierNames = new Map<string, string>();
  const carrierCounts = new Map<string, number>();
  const durations: number[] = [];
  const stops: number[] = [];
  const bags: number[] = [];
  const found = await Promise.all(
    months.map(async ({ month, date }) => {
      let offers: FlightOffer[] = [];
      try {
        const answer = await provider.searchOffers({
          currencyCode: currency,
          originDestinations: [{ id: '1', originLocationCode: origin, destinationLocationCode: destination, departureDateTimeRange: { date } }],
          travelers: [{ id: '1', travelerType: 'ADULT' }],
          sources: ['GDS'],
          searchCriteria: {
            maxFlightOffers: 10,
            flightFilters: { cabinRestrictions: [{ cabin: 'ECONOMY', coverage: 'MOST_SEGMENTS', originDestinationIds: ['1'] }] },
          },
        });
        offers = answer.data;
        for (const [code, name] of Object.entries(answer.dictionaries?.carriers ?? {})) carrierNames.set(code, name);
      } catch {
        return { month, date, lowest: null };
      }
      for (const offer of offers) {
        const itinerary = offer.itineraries[0]!;
        durations.push(minutesOf(itinerary.duration));
        stops.push(itinerary.segments.length - 1);
        for (const code of new Set(itinerary.segments.map((segment) => segment.carrierCode))) carrierCounts.set(code, (carrierCounts.get(code) ?? 0) + 1);
      }
      const cheapest = [...offers].sort((a, b) => Number(a.price.total) - Number(b.price.total))[0];
      const included = cheapest?.travelerPricings[0]?.fareDetailsBySegment[0]?.includedCheckedBags?.quantity;
      if (included !== undefined) bags.push(included);
      return { month, date, lowest: cheapest?.price.total ?? null };
    }),
  );
  return {
    origin,
    destination,
    currency,
    months: found,
    carriers: [...carrierCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code]) => ({ code, name: carrierNames.get(code) ?? code })),
    shortestMinutes: durations.length ? Math.min(...durations) : null,
    typicalMinutes: median(durations),
    fewestStops: stops.length ? Math.min(...stops) : null,
    includedBags: mostCommon(bags),
  };
}

/** Forget every kept answer (tests). */
export const clearRouteFacts = () => cached.clear();
