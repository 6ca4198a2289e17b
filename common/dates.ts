/** Today in Lagos (UTC+1, no summer time), YYYY-MM-DD: the first day a traveller can book or be covered. */
export const todayInLagos = (now = new Date()) => new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);

/**
 * A day written YYYY-MM-DD that the calendar has (no 30 February, no month 13): JavaScript's dates
 * would roll such a day into the next month, and search or book a day nobody asked for.
 */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T12:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** A YYYY-MM-DD day `days` later (or earlier). */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Nights between a check-in and a check-out day (YYYY-MM-DD). */
export const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(`${checkOut}T12:00:00Z`) - Date.parse(`${checkIn}T12:00:00Z`)) / 86_400_000);

/**
 * The day `days` after today in Lagos (the product's today), YYYY-MM-DD, on the clock the caller
 * gives (now by default): the one way every test writes a date relative to its clock.
 */
export const inDays = (days: number, now: Date | number = Date.now()) => addDays(todayInLagos(new Date(now)), days);

/** A birthday `years` years before the caller's today in Lagos: a test's traveller keeps their age as the years pass. */
export const bornYearsAgo = (years: number, now: Date | number = Date.now()) => addDays(todayInLagos(new Date(now)), -Math.round(years * 365.25));
