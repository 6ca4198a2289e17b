/**
 * An experiences list as a shareable address: /experiences/tours?city=LOS&q=boat&date=2026-12-12
 * &maxPrice=50&maxHours=4&minScore=8&freeCancellation=1&sort=PRICE&page=2 (defaults left out).
 */
import { EXPERIENCE_CATEGORY_SLUGS, type ExperienceCategory } from '@/config/experiences-paths';
import { isCalendarDate } from '../common/dates';

export const EXPERIENCE_SORTS = ['RECOMMENDED', 'PRICE', 'RATING', 'DURATION'] as const;
export type ExperienceSort = (typeof EXPERIENCE_SORTS)[number];
export const DURATION_FILTERS = [2, 4, 8] as const;
export const SCORE_FILTERS = [7, 8, 9] as const;
/** What the API takes: two to a hundred characters. */
export const SEARCH_TERM_MAX = 100;

export interface ExperienceFilters {
  /** Words to find (empty: the whole category). */
  q: string;
  /** A city code, or empty for every city. */
  city: string;
  /** A day with a place free (YYYY-MM-DD), or empty. */
  date: string;
  /** The highest adult price, whole units of the visitor's currency. */
  maxPrice: number | null;
  maxHours: number | null;
  minScore: number | null;
  freeCancellation: boolean;
  sort: ExperienceSort;
  page: number;
}

export type ExperienceProblem = 'termShort' | 'termLong' | 'datePast' | 'dateFar' | 'city';

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
/** Control characters (and NUL) go: they are never part of words anyone looks for. */
const CONTROL = /[\u0000-\u001f\u007f]/g;

export function parseExperienceFilters(query: Query): ExperienceFilters {
  const number = (name: string, min: number, max: number) => {
    const value = Number.parseInt(first(query[name]), 10);
    return Number.isFinite(value) && value >= min && value <= max ? value : null;
  };
  const sort = first(query.sort);
  const city = first(query.city).trim();
  return {
    // Kept a little longer than the API allows, so the page can say it is too long.
    q: first(query.q)
      .replace(CONTROL, ' ')
      .trim()
      .slice(0, SEARCH_TERM_MAX + 1),
    city: /^[A-Za-z]{3}$/.test(city) ? city.toUpperCase() : '',
    date: isCalendarDate(first(query.date)) ? first(query.date) : '',
    maxPrice: number('maxPrice', 1, 100_000_000),
    maxHours: number('maxHours', 1, 24),
    minScore: number('minScore', 1, 10),
    freeCancellation: first(query.freeCancellation) === '1',
    sort: (EXPERIENCE_SORTS as readonly string[]).includes(sort) ? (sort as ExperienceSort) : 'RECOMMENDED',
    page: number('page', 1, 100) ?? 1,
  };
}

/** What is wrong with a list's words or date before asking for it. */
export function checkExperienceFilters(
  filters: ExperienceFilters,
  today: string,
  maxDate: string,
  cities: readonly { code: string }[],
  required: boolean,
): ExperienceProblem[] {
  const problems: ExperienceProblem[] = [];
  if ((required || filters.q) && filters.q.length < 2) problems.push('termShort');
  if (filters.q.length > SEARCH_TERM_MAX) problems.push('termLong');
  if (filters.city && cities.length > 0 && !cities.some((city) => city.code === filters.city)) problems.push('city');
  if (filters.date && filters.date < today) problems.push('datePast');
  if (filters.date && filters.date > maxDate) problems.push('dateFar');
  return problems;
}

/** The list's address: a category's page, or the search of every category. */
export function experienceListHref(category: ExperienceCategory | null, filters: Partial<ExperienceFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.city) params.set('city', filters.city);
  if (filters.date) params.set('date', filters.date);
  if (filters.maxPrice) params.set('maxPrice', String(filters.maxPrice));
  if (filters.maxHours) params.set('maxHours', String(filters.maxHours));
  if (filters.minScore) params.set('minScore', String(filters.minScore));
  if (filters.freeCancellation) params.set('freeCancellation', '1');
  if (filters.sort && filters.sort !== 'RECOMMENDED') params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const path = category ? `/experiences/${EXPERIENCE_CATEGORY_SLUGS[category]}` : '/experiences/search';
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The API's query for a list. */
export function experienceApiParams(filters: ExperienceFilters, currency: 'USD' | 'NGN', language: 'en' | 'fr', pageSize: number): Record<string, string> {
  const params: Record<string, string> = { sort: filters.sort, page: String(filters.page), pageSize: String(pageSize), currency, lang: language };
  if (filters.q) params.searchTerm = filters.q;
  if (filters.city) params.city = filters.city;
  if (filters.date) params.date = filters.date;
  if (filters.maxPrice) params.maxPrice = String(filters.maxPrice);
  if (filters.maxHours) params.maxHours = String(filters.maxHours);
  if (filters.minScore) params.minScore = String(filters.minScore);
  if (filters.freeCancellation) params.freeCancellation = 'true';
  return params;
}

/** The category of an address word (`outdoor-and-sport`), if it is one. */
export function categoryOfSlug(slug: unknown): ExperienceCategory | null {
  const found = Object.entries(EXPERIENCE_CATEGORY_SLUGS).find(([, value]) => value === slug);
  return found ? (found[0] as ExperienceCategory) : null;
}

/** A party from an address: at least one adult, infants no more than adults (the API checks again). */
export function parseParticipants(query: Query): { adults: number; children: number; infants: number } {
  const count = (name: string, fallback: number, max: number) => {
    const value = Number.parseInt(first(query[name]), 10);
    return Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : fallback;
  };
  return { adults: count('adults', 2, 20), children: count('children', 0, 20), infants: count('infants', 0, 10) };
}

/** "PT2H30M"-free: hours and minutes of an experience, for its card. */
export const hoursAndMinutes = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
