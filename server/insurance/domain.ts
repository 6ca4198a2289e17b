import { countries as continents } from 'countries-list';
import { addDays, ageOn, todayInLagos } from '../lib/dates';
import table from './providers/underwriter/rate-table.json';

/*
 * The insurance wing's words for a trip: where it goes (a zone of the world), for how long, who
 * travels. Zones decide which plans can cover a destination (docs/insurance.md).
 */

export const ZONES = ['AFRICA', 'EUROPE', 'WORLD', 'USA_CANADA'] as const;
export type Zone = (typeof ZONES)[number];

export const PURPOSES = ['LEISURE', 'STUDY'] as const;
export const TRIP_TYPES = ['ONE_TRIP', 'MULTI_TRIP'] as const;
export const BOOKING_TYPES = ['INDIVIDUAL', 'FAMILY'] as const;
export type Purpose = (typeof PURPOSES)[number];
export type TripType = (typeof TRIP_TYPES)[number];
export type BookingType = (typeof BOOKING_TYPES)[number];

/** The one nationality the product insures (spec §6). */
export const ELIGIBLE_NATIONALITY = 'NG';

/** A quote request once every rule of docs/insurance.md holds. */
export interface QuoteRequest {
  destinationCountry: string;
  purpose: Purpose;
  tripType: TripType;
  bookingType: BookingType;
  adults: number;
  children: number;
  /** YYYY-MM-DD, both days covered. */
  coverStart: string;
  coverEnd: string;
  oldestTravellerDob: string;
  nationality: string;
}

const schengen = new Set(table.schengen.countries);
const usaCanada = new Set(table.usaCanada);

export const isSchengen = (country: string) => schengen.has(country);

/** The Schengen visa rule: €30,000 of medical cover or more, repatriation included, the whole area covered. */
export const meetsSchengen = (plan: { territory: readonly string[]; limits: { medical: number; evacuationRepatriation: number } }) =>
  plan.limits.medical >= table.schengen.minimumMedical && plan.limits.evacuationRepatriation > 0 && plan.territory.includes('EUROPE');

/** The zone of a destination: null for a code that is no country (or not one we know). */
export function zoneOf(country: string): Zone | null {
  const known = (continents as Record<string, { continent: string } | undefined>)[country];
  if (!known) return null;
  if (usaCanada.has(country)) return 'USA_CANADA';
  if (known.continent === 'AF') return 'AFRICA';
  if (known.continent === 'EU' || schengen.has(country)) return 'EUROPE';
  return 'WORLD';
}

const DAY = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Days covered, both ends included. */
export const coverDays = (start: string, end: string) => Math.round((utc(end) - utc(start)) / DAY) + 1;

export { addDays, ageOn, todayInLagos };

/** A real calendar date written YYYY-MM-DD (not 2026-02-30): the site's one check, shared with the pages. */
export { isCalendarDate } from '../../common/dates';
