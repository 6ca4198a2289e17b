/**
 * A flight search as a shareable address: /flights/search?trip=roundTrip&from=LOS&to=LHR&
 * depart=2026-12-20&return=2027-01-05&adults=2&children=1&lapInfants=1&cabin=ECONOMY.
 * Multi-city repeats from, to and depart once per flight, in order.
 */
/** In the order the search offers them: most trips are return trips. */
export const TRIP_TYPES = ['roundTrip', 'singleTrip', 'multiTrip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const CABINS = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;
export type Cabin = (typeof CABINS)[number];

export const MAX_LEGS = 5;
export const MAX_SEATED = 9;
/** Airlines sell about a year ahead; the API takes dates up to 360 days out. */
export const MAX_DAYS_AHEAD = 360;

export const lastBookableDate = (today: string) => new Date(Date.parse(`${today}T12:00:00Z`) + MAX_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);

export interface SearchLeg {
  /** An IATA code, or what the person typed when no code was chosen (resolved on the server). */
  from: string;
  to: string;
  date: string;
}

export interface FlightSearchCriteria {
  tripType: TripType;
  legs: SearchLeg[];
  returnDate: string;
  adults: number;
  children: number;
  lapInfants: number;
  seatInfants: number;
  cabin: Cabin;
}

export type CriteriaProblem =
  | 'from'
  | 'to'
  | 'sameAirport'
  | 'date'
  | 'dateTooFar'
  | 'returnDate'
  | 'dateOrder'
  | 'adults'
  | 'tooManyTravellers'
  | 'lapInfants';

export interface CriteriaError {
  problem: CriteriaProblem;
  leg?: number;
}

export const DEFAULT_CRITERIA: FlightSearchCriteria = {
  tripType: 'singleTrip',
  legs: [{ from: '', to: '', date: '' }],
  returnDate: '',
  adults: 1,
  children: 0,
  lapInfants: 0,
  seatInfants: 0,
  cabin: 'ECONOMY',
};

type Query = Record<string, string | string[] | undefined>;

const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const first = (value: string | string[] | undefined) => list(value)[0] ?? '';
const count = (value: string | string[] | undefined, fallback: number, max: number) => {
  const number = Number.parseInt(first(value), 10);
  return Number.isFinite(number) ? Math.min(Math.max(number, 0), max) : fallback;
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "Lagos (LOS)" or "los" → "LOS"; anything else stays as typed. */
export function airportCode(text: string): string {
  const trimmed = text.trim();
  const inBrackets = trimmed.match(/\(([A-Za-z]{3})\)\s*$/);
  if (inBrackets) return inBrackets[1]!.toUpperCase();
  return /^[A-Za-z]{3}$/.test(trimmed) ? trimmed.toUpperCase() : trimmed;
}

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

export function toSearchQuery(criteria: FlightSearchCriteria): Record<string, string | string[]> {
  const legs = criteria.tripType === 'multiTrip' ? criteria.legs : criteria.legs.slice(0, 1);
  const query: Record<string, string | string[]> = {
    trip: criteria.tripType,
    from: legs.map((leg) => leg.from),
    to: legs.map((leg) => leg.to),
    depart: legs.map((leg) => leg.date),
  };
  if (criteria.tripType === 'roundTrip') query.return = criteria.returnDate;
  query.adults = String(criteria.adults);
  if (criteria.children) query.children = String(criteria.children);
  if (criteria.lapInfants) query.lapInfants = String(criteria.lapInfants);
  if (criteria.seatInfants) query.seatInfants = String(criteria.seatInfants);
  query.cabin = criteria.cabin;
  return query;
}

export function searchHref(criteria: FlightSearchCriteria): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toSearchQuery(criteria))) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return `/flights/search?${params.toString()}`;
}

/** The nearby-dates page (±3 days, 7×7 for a return) of a search. */
export function datesHref(criteria: FlightSearchCriteria): string {
  return searchHref(criteria).replace('/flights/search?', '/flights/dates?');
}

/** The month page of a search's route: one way, or return trips keeping its length (`stay`). */
export function calendarHref(criteria: FlightSearchCriteria, month?: string): string {
  const leg = criteria.legs[0]!;
  const stay = criteria.tripType === 'roundTrip' && leg.date && criteria.returnDate ? Math.round((Date.parse(criteria.returnDate) - Date.parse(leg.date)) / 86_400_000) : null;
  const query: Record<string, string> = {
    from: leg.from,
    to: leg.to,
    ...(leg.date ? { depart: leg.date } : {}),
    ...(month ? { month } : {}),
    ...(stay !== null && stay >= 0 ? { stay: String(stay) } : {}),
    adults: String(criteria.adults),
    ...(criteria.children ? { children: String(criteria.children) } : {}),
    ...(criteria.lapInfants ? { lapInfants: String(criteria.lapInfants) } : {}),
    ...(criteria.seatInfants ? { seatInfants: String(criteria.seatInfants) } : {}),
    cabin: criteria.cabin,
  };
  return `/flights/calendar?${new URLSearchParams(query).toString()}`;
}

/** What is wrong with a search before it is sent; `today` is YYYY-MM-DD in the traveller's calendar. */
export function validateCriteria(criteria: FlightSearchCriteria, today: string): CriteriaError[] {
  const errors: CriteriaError[] = [];
  const last = lastBookableDate(today);
  criteria.legs.forEach((leg, index) => {
    if (!leg.from) errors.push({ problem: 'from', leg: index });
    if (!leg.to) errors.push({ problem: 'to', leg: index });
    if (leg.from && leg.from === leg.to) errors.push({ problem: 'sameAirport', leg: index });
    if (!DATE.test(leg.date) || leg.date < today) errors.push({ problem: 'date', leg: index });
    else if (leg.date > last) errors.push({ problem: 'dateTooFar', leg: index });
    const previous = criteria.legs[index - 1];
    if (previous && DATE.test(leg.date) && leg.date < previous.date) errors.push({ problem: 'dateOrder', leg: index });
  });
  if (criteria.tripType === 'roundTrip') {
    const outbound = criteria.legs[0]!.date;
    if (!DATE.test(criteria.returnDate) || criteria.returnDate < outbound || criteria.returnDate > last) errors.push({ problem: 'returnDate' });
  }
  if (criteria.adults < 1) errors.push({ problem: 'adults' });
  if (criteria.adults + criteria.children + criteria.seatInfants > MAX_SEATED) errors.push({ problem: 'tooManyTravellers' });
  if (criteria.lapInfants > criteria.adults) errors.push({ problem: 'lapInfants' });
  return errors;
}

/** The legs actually flown: a return trip adds the way back. */
export function flownLegs(criteria: FlightSearchCriteria): SearchLeg[] {
  const [outbound] = criteria.legs;
  if (criteria.tripType === 'roundTrip' && outbound) return [outbound, { from: outbound.to, to: outbound.from, date: criteria.returnDate }];
  return criteria.tripType === 'multiTrip' ? criteria.legs : criteria.legs.slice(0, 1);
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
      flightFilters: { cabinRestrictions: [{ cabin: criteria.cabin, coverage: 'MOST_SEGMENTS', originDestinationIds: legs.map((_, index) => String(index + 1)) }] },
    },
  };
}
