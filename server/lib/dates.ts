/*
 * Calendar days as the API writes them (YYYY-MM-DD), counted in UTC so no clock change moves them.
 */

import { z } from '@hono/zod-openapi';

const DAY_MS = 86_400_000;

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

/** `date` plus `days`, as YYYY-MM-DD. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today in Lagos (UTC+1, no summer time): the first day a traveller can book or be covered. */
export const todayInLagos = (now: Date) => new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);
