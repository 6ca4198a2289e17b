import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { orders } from '../orders/schema';

/** What a traveller may ask after paying (spec §1: itinerary change, cancellation, refunds). */
export const TRAVELLER_REQUEST_TYPES = ['CHANGE_DATES', 'CANCEL', 'NAME_CORRECTION'] as const;
/** …and what our staff record for them: a schedule change the airline made (done when recorded, the traveller told). */
export const REQUEST_TYPES = [...TRAVELLER_REQUEST_TYPES, 'SCHEDULE_CHANGE'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** received → quoted → accepted → done; refused at any step before done (by our staff, or the traveller declining the quote). */
export const REQUEST_STATUSES = ['RECEIVED', 'QUOTED', 'ACCEPTED', 'DONE', 'REFUSED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const OPEN_STATUSES = ['RECEIVED', 'QUOTED', 'ACCEPTED'] as const satisfies readonly RequestStatus[];

/** What the traveller asked for, in their words and fields. */
export interface RequestAsked {
  /** A change of dates: the new departure day (and return day) wanted, local dates. */
  dates?: { departure: string; return?: string };
  /** A name as it should read on the ticket (one traveller). */
  name?: { travelerId: string; firstName: string; lastName: string };
  message?: string;
  /** A schedule change the provider reported: the new times it was recorded for (the same are never recorded twice). */
  schedule?: string;
}

/**
 * An after-sales request on a paid order, priced by its fare rules: a change (fee + fare
 * difference, paid through a `change` order of its own) or a cancellation (refund = paid − penalty,
 * through the gateway). One open request per order at a time (the partial unique index).
 */
export const afterSalesRequests = pgTable(
  'aftersales_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<RequestType>().notNull(),
    status: varchar('status', { length: 10 }).$type<RequestStatus>().notNull().default('RECEIVED'),
    asked: jsonb('asked').$type<RequestAsked>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The quote, in the order's currency (minor units): a change's fee and fare difference; a cancellation's penalty and refund. */
    feeMinor: integer('fee_minor'),
    fareDifferenceMinor: integer('fare_difference_minor'),
    penaltyMinor: integer('penalty_minor'),
    refundMinor: integer('refund_minor'),
    quoteNote: text('quote_note'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true }),
    /** The order that pays an accepted change (kind `change`). */
    chargeOrderId: uuid('charge_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('aftersales_requests_order_idx').on(table.orderId),
    index('aftersales_requests_status_idx').on(table.status, table.createdAt),
    uniqueIndex('aftersales_requests_open_idx')
      .on(table.orderId)
      .where(sql`${table.status} IN ('RECEIVED', 'QUOTED', 'ACCEPTED')`),
    uniqueIndex('aftersales_requests_charge_idx').on(table.chargeOrderId),
    foreignKey({ name: 'aftersales_requests_charge_fk', columns: [table.chargeOrderId], foreignColumns: [orders.id] }).onDelete('set null'),
    check('aftersales_requests_type_check', sql`${table.type} IN ('CHANGE_DATES', 'CANCEL', 'NAME_CORRECTION', 'SCHEDULE_CHANGE')`),
    check('aftersales_requests_status_check', sql`${table.status} IN ('RECEIVED', 'QUOTED', 'ACCEPTED', 'DONE', 'REFUSED')`),
    check(
      'aftersales_requests_amounts_check',
      sql`COALESCE(${table.feeMinor}, 0) >= 0 AND COALESCE(${table.fareDifferenceMinor}, 0) >= 0 AND COALESCE(${table.penaltyMinor}, 0) >= 0 AND COALESCE(${table.refundMinor}, 0) >= 0`,
    ),
  ],
);

/** A request's history: each step, who took it, and what they said. */
export const afterSalesEvents = pgTable(
  'aftersales_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => afterSalesRequests.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<RequestStatus>().notNull(),
    /** traveller, staff (with their account), or system (a quote from the fare rules, a payment, a refund). */
    actor: varchar('actor', { length: 10 }).$type<'traveller' | 'staff' | 'system'>().notNull(),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('aftersales_events_request_idx').on(table.requestId, table.at)],
);
