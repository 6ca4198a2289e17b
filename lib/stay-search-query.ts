/**
 * A stay search as a shareable address: /stays/search?city=LOS&checkIn=2026-12-14&checkOut=
 * 2026-12-16&rooms=1&adults=2&children=1&age=7, with its sort, filters and page beside it.
 * `city` is a city code, or what was typed when no city was chosen (the server names the city).
 */

export const STAY_SORTS = ['RECOMMENDED', 'PRICE', 'REVIEW_SCORE', 'DISTANCE', 'STARS'] as const;
export type StaySort = (typeof STAY_SORTS)[number];
export const PROPERTY_TYPES = ['HOTEL', 'APARTMENT', 'GUESTHOUSE', 'RESORT'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** The amenities a guest filters by, most asked first (the API knows more). */
export const AMENITY_FILTERS = ['GENERATOR_24H', 'WIFI', 'AIR_CONDITIONING', 'POOL', 'PARKING', 'AIRPORT_SHUTTLE', 'RESTAURANT', 'GYM', 'BEACH'] as const;
export const SCORE_FILTERS = [6, 7, 8, 9] as const;

export const MAX_ROOMS = 9;
export const MAX_GUESTS = 36;
export const MAX_CHILDREN = 9;
export const MAX_NIGHTS = 30;
export const MAX_DAYS_AHEAD = 365;

export interface StaySearchCriteria {
  city: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  /** One age (0–17) per child; null where the person has not said it yet. */
  childAges: Array<number | null>;
}

export interface StayFilters {
  sort: StaySort;
  /** The highest price of a night, in the visitor's currency (whole units). */
  maxPrice: number | null;
  minStars: number | null;
  minScore: number | null;
  freeCancellation: boolean;
  breakfast: boolean;
  types: PropertyType[];
  amenities: string[];
  page: number;
}

export type StayProblem =
  | 'invalid'
  | 'city'
  | 'cityUnknown'
  | 'checkIn'
  | 'checkInPast'
  | 'checkInTooFar'
  | 'checkOut'
  | 'checkOutOrder'
  | 'tooLong'
  | 'adults'
  | 'roomsWithoutAdult'
  | 'childAge';
export interface StayCriteriaError {
  problem: StayProblem;
  /** The child whose age is missing. */
  child?: number;
}

import { addDays, isCalendarDate, nightsBetween } from '../common/dates';

export { addDays };

type Query = Record<string, string | string[] | undefined>;
const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const first = (value: string | string[] | undefined) => list(value)[0] ?? '';
const whole = (value: string | string[] | undefined, fallback: number, min: number, max: number) => {
  const number = Number.parseInt(first(value), 10);
  return Number.isFinite(number) ? Math.min(Math.max(number, min), max) : fallback;
};

export { nightsBetween };

/** A search from an address; `null` when the address names no search at all (the bare /stays). */
export function parseStayQuery(query: Query): StaySearchCriteria | null {
  if (query.city === undefined && query.checkIn === undefined) return null;
  const children = whole(query.children, list(query.age).length, 0, MAX_CHILDREN);
  const ages = list(query.age).slice(0, children);
  return {
    city: first(query.city).trim().slice(0, 80),
    checkIn: isCalendarDate(first(query.checkIn)) ? first(query.checkIn) : '',
    checkOut: isCalendarDate(first(query.checkOut)) ? first(query.checkOut) : '',
    rooms: whole(query.rooms, 1, 1, MAX_ROOMS),
    adults: whole(query.adults, 2, 1, MAX_GUESTS),
    childAges: Array.from({ length: children }, (_, index) => {
      const age = Number.parseInt(ages[index] ?? '', 10);
      return Number.isFinite(age) && age >= 0 && age <= 17 ? age : null;
    }),
  };
}

export function parseStayFilters(query: Query): StayFilters {
  const sort = first(query.sort);
  const number = (name: string, min: number, max: number) => {
    const value = Number.parseInt(first(query[name]), 10);
    return Number.isFinite(value) && value >= min && value <= max ? value : null;
  };
  return {
    sort: (STAY_SORTS as readonly string[]).includes(sort) ? (sort as StaySort) : 'RECOMMENDED',
    maxPrice: number('maxPrice', 1, 100_000_000),
    minStars: number('minStars', 1, 5),
    minScore: number('minScore', 1, 10),
    freeCancellation: first(query.freeCancellation) === '1',
    breakfast: first(query.breakfast) === '1',
    types: list(query.type).filter((type): type is PropertyType => (PROPERTY_TYPES as readonly string[]).includes(type)),
    amenities: list(query.amenity)
      .filter((amenity) => /^[A-Z_0-9]{2,30}$/.test(amenity))
      .slice(0, 15),
    page: whole(query.page, 1, 1, 100),
  };
}

/** What is wrong with a search before asking for it: each problem once, in the form's order. */
export function checkStaySearch(criteria: StaySearchCriteria, today: string): StayCriteriaError[] {
  const problems: StayCriteriaError[] = [];
  if (!criteria.city) problems.push({ problem: 'city' });
  if (!criteria.checkIn) problems.push({ problem: 'checkIn' });
  else if (criteria.checkIn < today) problems.push({ problem: 'checkInPast' });
  else if (criteria.checkIn > addDays(today, MAX_DAYS_AHEAD)) problems.push({ problem: 'checkInTooFar' });
  if (!criteria.checkOut) problems.push({ problem: 'checkOut' });
  else if (criteria.checkIn && criteria.checkOut <= criteria.checkIn) problems.push({ problem: 'checkOutOrder' });
  else if (criteria.checkIn && nightsBetween(criteria.checkIn, criteria.checkOut) > MAX_NIGHTS) problems.push({ problem: 'tooLong' });
  if (criteria.adults < criteria.rooms) problems.push({ problem: 'roomsWithoutAdult' });
  criteria.childAges.forEach((age, child) => {
    if (age === null) problems.push({ problem: 'childAge', child });
  });
  return problems;
}

/** The search's own part of an address (no sort, filters or page). */
export function stayQuery(criteria: StaySearchCriteria): URLSearchParams {
  const params = new URLSearchParams({
    city: criteria.city,
    checkIn: criteria.checkIn,
    checkOut: criteria.checkOut,
    rooms: String(criteria.rooms),
    adults: String(criteria.adults),
  });
  if (criteria.childAges.length > 0) {
    params.set('children', String(criteria.childAges.length));
    for (const age of criteria.childAges) params.append('age', age === null ? '' : String(age));
  }
  return params;
}

/** The address of the search with its sort and filters (defaults left out). */
export function staySearchHref(criteria: StaySearchCriteria, filters?: Partial<StayFilters>): string {
  const params = stayQuery(criteria);
  if (filters) {
    if (filters.sort && filters.sort !== 'RECOMMENDED') params.set('sort', filters.sort);
    if (filters.maxPrice) params.set('maxPrice', String(filters.maxPrice));
    if (filters.minStars) params.set('minStars', String(filters.minStars));
    if (filters.minScore) params.set('minScore', String(filters.minScore));
    if (filters.freeCancellation) params.set('freeCancellation', '1');
    if (filters.breakfast) params.set('breakfast', '1');
    for (const type of filters.types ?? []) params.append('type', type);
    for (const amenity of filters.amenities ?? []) params.append('amenity', amenity);
    if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  }
  return `/stays/search?${params}`;
}

/** A stay's page for these dates and guests (or with none). */
export function stayHref(id: string, criteria?: StaySearchCriteria | null): string {
  if (!criteria || !criteria.checkIn || !criteria.checkOut) return `/stays/${id}`;
  return `/stays/${id}?${stayQuery(criteria)}`;
}

/** The API's query for a search: dates, party, filters, its currency and language. */
export function searchApiParams(
  criteria: StaySearchCriteria & { cityCode: string },
  filters: StayFilters,
  currency: 'USD' | 'NGN',
  language: 'en' | 'fr',
  pageSize: number,
): Record<string, string> {
  const params: Record<string, string> = {
    iata: criteria.cityCode,
    checkIn: criteria.checkIn,
    checkOut: criteria.checkOut,
    adults: String(criteria.adults),
    rooms: String(criteria.rooms),
    bookingCurrency: currency,
    sort: filters.sort,
    page: String(filters.page),
    pageSize: String(pageSize),
    lang: language,
  };
  if (criteria.childAges.length > 0) params.childAges = criteria.childAges.join(',');
  if (filters.maxPrice) params.maxPrice = String(filters.maxPrice);
  if (filters.minStars) params.minStars = String(filters.minStars);
  if (filters.minScore) params.minScore = String(filters.minScore);
  if (filters.freeCancellation) params.freeCancellation = 'true';
  if (filters.breakfast) params.breakfast = 'true';
  if (filters.types.length > 0) params.propertyTypes = filters.types.join(',');
  if (filters.amenities.length > 0) params.amenities = filters.amenities.join(',');
  return params;
}

/** The API's refusals of a search, as the form's problems. */
const API_PROBLEMS: Record<string, StayProblem> = {
  UNKNOWN_CITY: 'cityUnknown',
  DATES_IN_PAST: 'checkInPast',
  DATES_TOO_FAR: 'checkInTooFar',
  CHECKOUT_BEFORE_CHECKIN: 'checkOutOrder',
  STAY_TOO_LONG: 'tooLong',
  ROOMS_WITHOUT_ADULT: 'roomsWithoutAdult',
};
export const problemOfApiCode = (code: string): StayCriteriaError => ({ problem: API_PROBLEMS[code] ?? 'invalid' });
