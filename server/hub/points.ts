import type { z } from '@hono/zod-openapi';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderedBy } from '../orders/orders';
import { orders } from '../orders/schema';
import { fromMinor, type Currency } from '../lib/money';
import type { PointsSchema } from './hub.routes';

/**
 * Points rule (README): 1 point for every full ₦1,000 paid, or every full $1 for bookings paid in
 * dollars, on each confirmed (paid) booking. Worked out from the bookings themselves, so a
 * payment settled twice, a booking made as a guest before signing up or a rate change can never
 * make the balance wrong.
 */
export const MINOR_PER_POINT: Record<Currency, number> = { NGN: 1000 * 100, USD: 100 };

export const pointsFor = (totalMinor: number, currency: string) => Math.floor(totalMinor / (MINOR_PER_POINT[currency as Currency] ?? Number.POSITIVE_INFINITY));

/** What one paid booking earned; `product` is the order's kind (flight, insurance…). */
export type PointsEntry = z.output<typeof PointsSchema>['entries'][number];

/** A person's points: every paid booking of theirs with what it earned, newest first. */
export async function pointsOf(db: Pick<Database, 'select'>, user: { id: string; email: string }) {
  const paidOrders = await db
    .select({
      product: orders.kind,
      reference: orders.reference,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    // A change's payment (after-sales) is not a booking: it earns nothing.
    .where(and(orderedBy(user), eq(orders.status, 'CONFIRMED'), ne(orders.kind, 'change')))
    .orderBy(desc(orders.paidAt));
  const entries: PointsEntry[] = paidOrders
    .map((row) => ({
      product: row.product as Exclude<typeof row.product, 'change'>,
      reference: row.reference,
      confirmedAt: (row.paidAt ?? row.createdAt).toISOString(),
      paid: { amount: fromMinor(row.totalMinor), currency: row.currency },
      points: pointsFor(row.totalMinor, row.currency),
    }))
    .sort((a, b) => b.confirmedAt.localeCompare(a.confirmedAt));
  return {
    balance: entries.reduce((sum, entry) => sum + entry.points, 0),
    rule: { ngnPerPoint: MINOR_PER_POINT.NGN / 100, usdPerPoint: MINOR_PER_POINT.USD / 100 },
    entries,
  };
}
