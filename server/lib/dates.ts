/*
 * Calendar days as the API writes them (YYYY-MM-DD), counted in UTC so no clock change moves them.
 */

import { z } from '@hono/zod-openapi';

/** The calendar-day helpers both halves use (one definition: common/dates.ts). */
export { addDays, nightsBetween, todayInLagos } from '../../common/dates';

/**
 * A calendar day as YYYY-MM-DD that exists (no 30 February, no month 13): JavaScript's dates would
 * quietly roll such a day into the next month, and a search or a booking be made for a day nobody asked.
 */
export const calendarDay = () => z.iso.date({ message: 'Use a date that exists, as YYYY-MM-DD.' });

/** Whole years between a birth date and a day (both YYYY-MM-DD); a 29 February birthday turns on 1 March in other years. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
