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
  'from' | 'to' | 'sameAirport' | 'date' | 'dateTooFar' | 'returnDate' | 'dateOrder' | 'adults' | 'tooManyTravellers' | 'lapInfants';

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

/** "Lagos (LOS)" or "los" → "LOS"; anything else stays as typed. */
export function airportCode(text: string): string {
  const trimmed = text.trim();
  const inBrackets = trimmed.match(/\(([A-Za-z]{3})\)\s*$/);
  if (inBrackets) return inBrackets[1]!.toUpperCase();
  return /^[A-Za-z]{3}$/.test(trimmed) ? trimmed.toUpperCase() : trimmed;
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

/**
 * The month page of a search's route: one way, or return trips keeping its length (`stay`: given,
 * or the days between the search's departure and return).
 */
export function calendarHref(criteria: FlightSearchCriteria, month?: string, length?: number | null): string {
  const leg = criteria.legs[0]!;
  const stay =
    length !== undefined && length !== null
      ? length
      : criteria.tripType === 'roundTrip' && leg.date && criteria.returnDate
        ? Math.round((Date.parse(criteria.returnDate) - Date.parse(leg.date)) / 86_400_000)
        : null;
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

/** The legs actually flown: a return trip adds the way back. */
export function flownLegs(criteria: FlightSearchCriteria): SearchLeg[] {
  const [outbound] = criteria.legs;
  if (criteria.tripType === 'roundTrip' && outbound) return [outbound, { from: outbound.to, to: outbound.from, date: criteria.returnDate }];
  return criteria.tripType === 'multiTrip' ? criteria.legs : criteria.legs.slice(0, 1);
}
