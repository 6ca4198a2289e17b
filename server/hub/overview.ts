import { TRIP_PERIODS, tripsOf, type TripPeriod } from './trips';
import type { Database } from '../db/client';
import { convertMinor, fromMinor, toMinor, type Currency } from '../lib/money';
import { pointsOf } from './points';

type Counts = Record<Exclude<TripPeriod, 'all'>, number> & { all: number };

const countByPeriod = (items: { period: Exclude<TripPeriod, 'all'> }[]): Counts =>
  Object.fromEntries(TRIP_PERIODS.map((period) => [period, period === 'all' ? items.length : items.filter((item) => item.period === period).length])) as Counts;

/**
 * The Travel Hub's overview (spec /api/v1/userBookingOverview): how many trips in each group,
 * the next trip, the points balance and what has been paid, in the currency asked for
 * (`baseCode`, converted at NGN_PER_USD).
 */
export async function bookingOverview(
  db: Pick<Database, 'select'>,
  user: { id: string; email: string },
  type: 'all' | 'flight' | 'insurance',
  baseCode: Currency,
  ngnPerUsd: number,
  now = new Date(),
) {
  const [flights, policies, points] = await Promise.all([
    type === 'insurance' ? null : tripsOf<{ from: string; to: string; departureAt: string }>(db, user, 'flight', 'all', 1, 10_000, now),
    type === 'flight' ? null : tripsOf(db, user, 'insurance', 'all', 1, 10_000, now),
    pointsOf(db, user),
  ]);
  const paidMinor = points.entries
    .filter((entry) => type === 'all' || entry.product === type)
    .reduce((sum, entry) => sum + convertMinor(toMinor(entry.paid.amount), entry.paid.currency as Currency, baseCode, ngnPerUsd), 0);
  const next = flights?.data.filter((trip) => trip.period === 'upcoming').sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
  return {
    type,
    baseCode,
    flights: flights ? countByPeriod(flights.data) : null,
    insurance: policies ? countByPeriod(policies.data) : null,
    nextTrip: next ? { reference: next.reference, from: next.from, to: next.to, departureAt: next.departureAt } : null,
    points: points.balance,
    totalPaid: { amount: fromMinor(paidMinor), currency: baseCode },
  };
}
