import type { GetServerSidePropsContext } from 'next';
import { addDays } from '@/common/dates';
import { airportCode, type FlightSearchCriteria } from '@/lib/flight-search-query';
import { parseSearchQuery } from '@/lib/flight-search-request';
import { serverHttpClient } from '@/ssr/http-server';
import { searchAirports } from '@/services/locations';
import type { AppStore } from '@/store';

/** A month page's trip length (`stay`, days), when its address gives one we price (0 to 60). */
export function stayOf(query: GetServerSidePropsContext['query']): number | null {
  const stay = typeof query.stay === 'string' && /^\d{1,2}$/.test(query.stay) ? Number(query.stay) : null;
  return stay !== null && stay <= 60 ? stay : null;
}

/**
 * What the nearby-dates and month pages need from their address (the results' own query, plus a
 * month): the trip, its airports' city names (looked up together), and the party as the price
 * calls take it; `party` is null when the airports are not codes we can price. A month page's
 * return trip is written by its length (`stay`): its return date is the departure's plus that
 * length, so every link from it (other months, the results, ±3 days) keeps the same trip.
 */
export async function dateSearchContext(store: AppStore, context: GetServerSidePropsContext) {
  const stay = stayOf(context.query);
  const query = { ...context.query, trip: context.query.trip === 'roundTrip' || stay !== null ? 'roundTrip' : 'singleTrip' };
  const parsed: FlightSearchCriteria = parseSearchQuery(query);
  const depart = parsed.legs[0]!.date;
  const criteria: FlightSearchCriteria = stay !== null && depart && !parsed.returnDate ? { ...parsed, returnDate: addDays(depart, stay) } : parsed;
  const client = serverHttpClient(context.req);
  const { currency, locale } = store.getState().auth;
  const leg = criteria.legs[0]!;
  const codes = [airportCode(leg.from), airportCode(leg.to)];
  const places: Record<string, string> = {};
  // Both names at once (one round trip, not two after each other).
  await Promise.all(
    codes.map(async (code) => {
      if (!/^[A-Z]{3}$/.test(code)) return;
      const [best] = await searchAirports(code, locale, { limit: 1, client }).catch(() => []);
      if (best?.iataCode === code) places[code] = best.address.cityName;
    }),
  );
  const valid = codes.every((code) => /^[A-Z]{3}$/.test(code)) && codes[0] !== codes[1];
  const party = valid
    ? {
        origin: codes[0]!,
        destination: codes[1]!,
        currency,
        adults: criteria.adults,
        children: criteria.children + criteria.seatInfants,
        infants: criteria.lapInfants,
        cabin: criteria.cabin,
      }
    : null;
  return { criteria: { ...criteria, legs: [{ ...leg, from: codes[0]!, to: codes[1]! }] }, places, party, client, stay };
}
