import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { now as clockNow } from '../lib/clock';
import { fromMinor } from '../lib/money';
import { kindOf, orderedBy, withDetails, type Order, type OrderKindName } from '../orders/orders';
import { orders } from '../orders/schema';

export const TRIP_PERIODS = ['upcoming', 'past', 'reserved', 'cancelled', 'all'] as const;
export type TripPeriod = (typeof TRIP_PERIODS)[number];

/** Which group of My Trips an order belongs to (spec §4: upcoming, past, reserved; and cancelled), from when it starts. */
export function periodOf(order: Pick<Order, 'status'>, startsAt: string, now: Date): Exclude<TripPeriod, 'all'> {
  if (order.status === 'CANCELLED') return 'cancelled';
  if (order.status === 'PENDING') return 'reserved';
  // Local times read as UTC: close enough to sort and split trips.
  return Date.parse(`${startsAt}Z`) >= now.getTime() ? 'upcoming' : 'past';
}

/**
 * A person's orders of one kind, as Travel Hub cards (only ever theirs: the caller passes the
 * signed-in user). Each product says what its card shows; the hub groups and pages them.
 */
export async function tripsOf<Card extends Record<string, unknown> = Record<string, unknown>>(
  db: Pick<Database, 'select'>,
  user: { id: string; email: string },
  kind: OrderKindName,
  period: TripPeriod,
  page = 1,
  pageSize = 10,
  now = clockNow(),
) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.kind, kind), orderedBy(user)))
    .orderBy(desc(orders.createdAt));
  const details = await withDetails(db, rows);
  const trips = rows
    .map((order) => {
      const { startsAt, ...card } = kindOf(order).summary(order, details.get(order.id)) as { startsAt: string } & Card;
      return {
        reference: order.reference,
        status: order.status,
        period: periodOf(order, startsAt, now),
        createdAt: order.createdAt.toISOString(),
        paymentDeadline: order.paymentDeadline.toISOString(),
        startsAt,
        ...card,
        total: { amount: fromMinor(order.totalMinor), currency: order.currency },
      };
    })
    .filter((trip) => period === 'all' || trip.period === period)
    // Upcoming and reserved trips soonest first; the others most recent first.
    .sort((a, b) => (period === 'upcoming' || period === 'reserved' ? a.startsAt.localeCompare(b.startsAt) : b.startsAt.localeCompare(a.startsAt)));
  const start = (page - 1) * pageSize;
  return { data: trips.slice(start, start + pageSize), meta: { page, pageSize, total: trips.length } };
}
