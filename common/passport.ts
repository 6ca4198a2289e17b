/**
 * Passport rules shared by the booking form (said at once, in the person's language) and the API
 * (which refuses what the form would have refused).
 */
import { isCalendarDate } from './dates';

/**
 * Names exactly as on the passport: letters with their accents and tone marks (Yorùbá "Adébáyọ̀"
 * needs combining marks), spaces, hyphens and apostrophes.
 */
export const PASSPORT_NAME = /^\p{L}[\p{L}\p{M}' -]{0,59}$/u;

/** A name as the passport's machine-readable page and the airline write it: in capitals. */
export const passportName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleUpperCase('en');

/** Many countries refuse entry (and airlines boarding) to a passport expiring within this many months of the trip. */
export const VALIDITY_MONTHS = 6;

/** YYYY-MM-DD plus some months (the end of a shorter month when the day does not exist). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastOfMonth));
  return target.toISOString().slice(0, 10);
}

/**
 * A passport's expiry against the last flight's day (both YYYY-MM-DD): `expires` when it is not
 * valid after the trip (refused), `soon` when it expires within six months of it (allowed, with a
 * warning), else `ok`; `unknown` while either is not a whole date (being typed).
 */
export function passportValidity(expiryDate: string, lastFlightDay: string): 'expires' | 'soon' | 'ok' | 'unknown' {
  if (!isCalendarDate(expiryDate) || !isCalendarDate(lastFlightDay)) return 'unknown';
  if (expiryDate <= lastFlightDay) return 'expires';
  return expiryDate < addMonths(lastFlightDay, VALIDITY_MONTHS) ? 'soon' : 'ok';
}
