/**
 * A flight search on its way to the API: read from a shareable address (lib/flight-search-query.ts
 * writes it), checked, and made the Amadeus search body. The page server and the search form use
 * it; the results page's own script does not carry it.
 */
import {
  airportCode,
  CABINS,
  flownLegs,
  lastBookableDate,
  MAX_LEGS,
  MAX_SEATED,
  TRIP_TYPES,
  type Cabin,
  type CriteriaError,
  type FlightSearchCriteria,
  type TripType,
} from './flight-search-query';
import { isCalendarDate } from '../common/dates';

type Query = Record<string, string | string[] | undefined>;

const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const first = (value: string | string[] | undefined) => list(value)[0] ?? '';
const count = (value: string | string[] | undefined, fallback: number, max: number) => {
  const number = Number.parseInt(first(value), 10);
  return Number.isFinite(number) ? Math.min(Math.max(number, 0), max) : fallback;
};

export function parseSearchQuery(query: Query): FlightSearchCriteria {
  const tripType = TRIP_TYPES.includes(first(query.trip) as TripType) ? (first(query.trip) as TripType) : 'singleTrip';
  const froms = list(query.from);
  const tos = list(query.to);
  const departs = list(query.depart);
  const legCount = tripType === 'multiTrip' ? Math.min(Math.max(froms.length, tos.length, departs.length, 1), MAX_LEGS) : 1;
  const legs = Array.from({ length: legCount }, (_, index) => ({
    from: airportCode(froms[index] ?? ''),
    to: airportCode(tos[index] ?? ''),
    date: departs[index] ?? '',
  }));
  const cabin = CABINS.includes(first(query.cabin) as Cabin) ? (first(query.cabin) as Cabin) : 'ECONOMY';
  return {
    tripType,
    legs,
    returnDate: tripType === 'roundTrip' ? first(query.return) : '',
    adults: count(query.adults, 1, MAX_SEATED),
    children: count(query.children, 0, MAX_SEATED),
    lapInfants: count(query.lapInfants, 0, MAX_SEATED),
    seatInfants: count(query.seatInfants, 0, MAX_SEATED),
    cabin,
  };
}

/** What is wrong with a search before it is sent; `today` is YYYY-MM-DD in the traveller's calendar. */
export function validateCriteria(criteria: FlightSearchCriteria, today: string): CriteriaError[] {
  const errors: CriteriaError[] = [];
  const last = lastBookableDate(today);
  criteria.legs.forEach((leg, index) => {
    if (!leg.from) errors.push({ problem: 'from', leg: index });
    if (!leg.to) errors.push({ problem: 'to', leg: index });
    if (leg.from && leg.from === leg.to) errors.push({ problem: 'sameAirport', leg: index });
    if (!isCalendarDate(leg.date) || leg.date < today) errors.push({ problem: 'date', leg: index });
    else if (leg.date > last) errors.push({ problem: 'dateTooFar', leg: index });
    const previous = criteria.legs[index - 1];
    if (previous && isCalendarDate(leg.date) && leg.date < previous.date) errors.push({ problem: 'dateOrder', leg: index });
  });
  if (criteria.tripType === 'roundTrip') {
    const outbound = criteria.legs[0]!.date;
    if (!isCalendarDate(criteria.returnDate) || criteria.returnDate < outbound || criteria.returnDate > last) errors.push({ problem: 'returnDate' });
  }
  if (criteria.adults < 1) errors.push({ problem: 'adults' });
  if (criteria.adults + criteria.children + criteria.seatInfants > MAX_SEATED) errors.push({ problem: 'tooManyTravellers' });
  if (criteria.lapInfants > criteria.adults) errors.push({ problem: 'lapInfants' });
  return errors;
}

/** The Amadeus search body of spec §3/§9: GDS source, at most 30 offers, the cabin on every leg. */
export function toOfferSearchBody(criteria: FlightSearchCriteria, currencyCode: 'NGN' | 'USD') {
  const legs = flownLegs(criteria);
  const travelers: Array<{ id: string; travelerType: string; associatedAdultId?: string }> = [];
  const add = (travelerType: string, howMany: number, extra: (index: number) => object = () => ({})) => {
    for (let index = 0; index < howMany; index += 1) travelers.push({ id: String(travelers.length + 1), travelerType, ...extra(index) });
  };
  add('ADULT', criteria.adults);
  add('CHILD', criteria.children);
  add('SEATED_INFANT', criteria.seatInfants);
  // Each infant on a lap sits with a different adult: adults are travellers 1..n.
  add('HELD_INFANT', criteria.lapInfants, (index) => ({ associatedAdultId: String(index + 1) }));
  return {
    currencyCode,
    originDestinations: legs.map((leg, index) => ({
      id: String(index + 1),
      originLocationCode: leg.from,
      destinationLocationCode: leg.to,
      departureDateTimeRange: { date: leg.date },
    })),
    travelers,
    sources: ['GDS'] as ['GDS'],
    searchCriteria: {
      maxFlightOffers: 30,
      flightFilters: {
        cabinRestrictions: [{ cabin: criteria.cabin, coverage: 'MOST_SEGMENTS', originDestinationIds: legs.map((_, index) => String(index + 1)) }],
      },
    },
  };
}
