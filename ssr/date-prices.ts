import type { GetServerSidePropsContext } from 'next';
import { airportCode, type FlightSearchCriteria } from '@/lib/flight-search-query';
import { parseSearchQuery } from '@/lib/flight-search-request';
import { serverHttpClient } from '@/ssr/http-server';
import { searchAirports } from '@/services/locations';
import type { AppStore } from '@/store';

/**
 * What the nearby-dates and month pages need from their address (the results' own query, plus a
 * month): the trip, its airports' city names (looked up together), and the party as the price
 * calls take it; `party` is null when the airports are not codes we can price.
 */
export async function dateSearchContext(store: AppStore, context: GetServerSidePropsContext) {
  const query = { ...context.query, trip: context.query.trip === 'roundTrip' || context.query.stay !== undefined ? 'roundTrip' : 'singleTrip' };
  const criteria: FlightSearchCriteria = parseSearchQuery(query);
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
  return { criteria: { ...criteria, legs: [{ ...leg, from: codes[0]!, to: codes[1]! }] }, places, party, client };
}
