import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import type { Currency } from '../lib/money';

/** The products an order can be of (each wing registers its kind: server/orders/orders.ts). */
export const ORDER_KINDS = ['flight', 'insurance', 'stay', 'experience', 'change'] as const;
export type OrderKindName = (typeof ORDER_KINDS)[number];

/**
 * Promo codes. `redemptions` counts orders holding the code; the check and a conditional
 * update keep it within `max_redemptions` whatever runs at once.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    percentOff: integer('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    /** Currency of amount_off_minor and min_total_minor (converted for bookings in the other one). */
    currency: varchar('currency', { length: 3 }).notNull().default('NGN'),
    minTotalMinor: integer('min_total_minor').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    description: text('description'),
    /** Only for a person's first trip with us: nobody with this account or contact email has a paid booking. */
    firstTripOnly: boolean('first_trip_only').notNull().default(false),
    /** One booking per person (account or contact email), however many uses the code has. */
    oncePerPerson: boolean('once_per_person').notNull().default(false),
    /** The order kinds it applies to; null for every product (flights, insurance, stays, experiences), never a change's fee unless listed. */
    orderKinds: text('order_kinds').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'vouchers_discount_check',
      sql`(${table.percentOff} BETWEEN 1 AND 100 AND ${table.amountOffMinor} IS NULL) OR (${table.amountOffMinor} > 0 AND ${table.percentOff} IS NULL)`,
    ),
    check(
      'vouchers_redemptions_check',
      sql`${table.redemptions} >= 0 AND (${table.maxRedemptions} IS NULL OR ${table.redemptions} <= ${table.maxRedemptions})`,
    ),
  ],
);

/** (Declared here, where the order's view shows it; payments store it.) An account a gateway opened to receive one order's bank transfer (Paystack Pay with Transfer, Flutterwave bank-transfer charge). */
export interface TransferAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** When the gateway stops accepting transfers into it (ISO 8601). */
  expiresAt: string;
}

export const orderStatus = pgEnum('order_status', ['PENDING', 'CONFIRMED', 'CANCELLED']);

/**
 * An order of any product (flight, insurance, stay, experience): what every product shares. The
 * product's own details live in its wing's tables, keyed by the order. `reference` is what a
 * person reads over the phone and uses as the bank transfer reference; money is in minor units of
 * `currency`.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: varchar('reference', { length: 12 }).notNull().unique(),
    /** Which product: flight, insurance, stay or experience (its wing registers the kind). */
    kind: varchar('kind', { length: 16 }).$type<OrderKindName>().notNull(),
    status: orderStatus('status').notNull().default('PENDING'),
    contactEmail: text('contact_email').notNull(),
    /** The account that ordered, when signed in (guest orders are found by their verified email). */
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    contactPhone: text('contact_phone').notNull(),
    /** The contact phone as one key however it was written (E.164, lib/phone.ts): what the hold limits count by. */
    contactPhoneKey: text('contact_phone_key'),
    language: varchar('language', { length: 2 }).$type<'en' | 'fr'>().notNull().default('en'),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    baseMinor: integer('base_minor').notNull(),
    taxesMinor: integer('taxes_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    /** Chosen seats and extra bags. */
    extrasMinor: integer('extras_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    voucherCode: text('voucher_code').references(() => vouchers.code),
    /** How the traveller chose to pay: BANK_TRANSFER keeps the reservation open until the deadline. */
    paymentMethod: varchar('payment_method', { length: 16 }),
    /** The provider's order (Amadeus flight-order id), once it has one. */
    providerOrderId: text('provider_order_id'),
    /** The reference a traveller quotes to the airline or hotel (a flight's PNR, a hotel's confirmation number). */
    providerReference: varchar('provider_reference', { length: 20 }),
    /** A reservation not paid by then lapses (CANCELLED). */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }).notNull(),
    /** When a card checkout moved the deadline out (once per order: a hold cannot be renewed for ever). */
    holdExtendedAt: timestamp('hold_extended_at', { withTimezone: true }),
    /** The address that booked: unpaid holds are limited per client (README, "Holding seats"). */
    clientAddress: text('client_address'),
    /** When the contact email was confirmed (by a code or link, or by the signed-in owner's verified email). */
    contactVerifiedAt: timestamp('contact_verified_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Once paid, what its provider has been asked for (server/payments/fulfilment.ts): PENDING
     * while the airline, hotel or insurer has not finished (the job `orders-fulfil` asks again),
     * DONE, or FAILED after its last try (the traveller is told, our staff retry or refund).
     * Null for an unpaid order.
     */
    fulfilment: varchar('fulfilment', { length: 8 }).$type<'PENDING' | 'DONE' | 'FAILED'>(),
    fulfilmentAttempts: integer('fulfilment_attempts').notNull().default(0),
    /** The process asking the provider now holds it until then: no other asks meanwhile. */
    fulfilmentClaimedUntil: timestamp('fulfilment_claimed_until', { withTimezone: true }),
    /** What the provider last answered when it failed (for our staff). */
    fulfilmentError: text('fulfilment_error'),
    /** Refunds: when the order was cancelled and how much of what was paid went back. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_status_deadline_idx').on(table.status, table.paymentDeadline),
    index('orders_phone_key_idx').on(table.contactPhoneKey),
    index('orders_contact_email_idx').on(sql`lower(${table.contactEmail})`),
    index('orders_user_idx').on(table.userId),
    index('orders_client_address_idx').on(table.clientAddress, table.status),
    index('orders_fulfilment_open_idx')
      .on(table.paidAt)
      .where(sql`${table.fulfilment} <> 'DONE'`),
    check(
      'orders_total_check',
      sql`${table.totalMinor} = ${table.baseMinor} + ${table.taxesMinor} + ${table.extrasMinor} - ${table.discountMinor} AND ${table.totalMinor} >= 0`,
    ),
    check('orders_refund_check', sql`${table.refundedMinor} >= 0 AND ${table.refundedMinor} <= ${table.totalMinor}`),
  ],
);
