import { flownLegs, type FlightSearchCriteria } from '@/lib/flight-search-query';
import { DEPARTURE_SLOTS, SORTS, STOP_FILTERS, type DepartureSlot, type OfferFilters, type Sort, type StopFilter } from './offer-view';

/** The results page's address: the search, and the sort and filters a shared link keeps. */
export type Query = Record<string, string | string[] | undefined>;
export const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const many = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** "Lagos → London" (a return trip names the way out), "Lagos → Accra → Nairobi" for a multi-city trip. */
export function routeOf(criteria: FlightSearchCriteria, place: (iata: string) => string): string {
  const legs = criteria.tripType === 'roundTrip' ? criteria.legs.slice(0, 1) : flownLegs(criteria);
  const stops = legs.flatMap((leg, index) => (index === 0 || legs[index - 1]!.to !== leg.from ? [leg.from, leg.to] : [leg.to]));
  return stops.map(place).join(' → ');
}

/** Sort and filters live in the address too, so a shared link shows the same list. */
export function viewFromQuery(query: Query): { sort: Sort; filters: OfferFilters } {
  const sort = SORTS.includes(one(query.sort) as Sort) ? (one(query.sort) as Sort) : 'RECOMMENDED';
  const stops = STOP_FILTERS.includes(one(query.stops) as StopFilter) ? (one(query.stops) as StopFilter) : 'ALL';
  const max = Number.parseInt(one(query.maxPrice), 10);
  const hours = Number.parseInt(one(query.maxHours), 10);
  const departs = many(query.departs).filter((slot): slot is DepartureSlot => (DEPARTURE_SLOTS as readonly string[]).includes(slot));
  return {
    sort,
    filters: {
      stops,
      airlines: many(query.airline),
      maxPriceMinor: Number.isFinite(max) && max > 0 ? max * 100 : null,
      departs,
      maxHours: Number.isFinite(hours) && hours > 0 && hours < 100 ? hours : null,
    },
  };
}

export type ViewChanges = Record<string, string | string[] | undefined>;

/** The address's query with a change of sort or filters; an emptied value leaves the address. */
export function viewQuery(current: Query, changes: ViewChanges): Query {
  const query: Query = { ...current, ...changes };
  for (const key of Object.keys(query))
    if (query[key] === undefined || query[key] === '' || (Array.isArray(query[key]) && query[key].length === 0)) delete query[key];
  return query;
}
