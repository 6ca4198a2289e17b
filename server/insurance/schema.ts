import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { orders } from '../orders/schema';
import type { Applicant } from './applicant';
import type { QuoteRequest } from './domain';
import type { PricedPlan } from './providers/types';

/**
 * Insurance quotes (spec §4 "quote success"): the trip as asked and the plans as priced, kept a
 * day so the purchase is made at the quoted price. The id is random: a quote is found by it only.
 */
export const insuranceQuotes = pgTable(
  'insurance_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    request: jsonb('request').$type<QuoteRequest>().notNull(),
    plans: jsonb('plans').$type<PricedPlan[]>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Which insurer priced it (`underwriter`, `partner`). */
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The insurer's own reference for the quote (the partner's; null for the underwriter). */
    providerReference: varchar('provider_reference', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('insurance_quotes_expires_idx').on(table.expiresAt)],
);

/**
 * Spec §4 "adding data to a quote": the traveller or family a quote's plan is for, checked and
 * kept until the quote expires, the step before payment. Cleared with its quote.
 */
export const insuranceApplications = pgTable(
  'insurance_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => insuranceQuotes.id, { onDelete: 'cascade' }),
    planCode: varchar('plan_code', { length: 30 }).notNull(),
    bookingType: varchar('booking_type', { length: 12 }).notNull(),
    applicant: jsonb('applicant').$type<Applicant>().notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The signed-in person who applied (their Travel Hub lists the policy). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    totalMinor: integer('total_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('insurance_applications_quote_idx').on(table.quoteId)],
);

/**
 * An insurance order's own part (spec §3 insurance record): the trip, the plan and the people as
 * sold (copied from the quote and the application, which are cleared after a week), and once paid
 * the policy the insurer issued. One row per order, and a contract number set once: a payment
 * settled twice never issues two policies.
 */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The application it was booked from: one order per application. */
    applicationId: uuid('application_id').notNull().unique(),
    request: jsonb('request').$type<QuoteRequest>().notNull(),
    plan: jsonb('plan').$type<PricedPlan>().notNull(),
    applicant: jsonb('applicant').$type<Applicant>().notNull(),
    /** Who priced it (underwriter or partner) and the partner's quote reference. */
    provider: varchar('provider', { length: 16 }).notNull(),
    providerQuoteReference: varchar('provider_quote_reference', { length: 64 }),
    /** The policy once issued: its contract number (what the certificate and its QR carry). */
    contractNumber: varchar('contract_number', { length: 40 }).unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** Naira per euro when issued: the certificate states the limits in both. */
    ngnPerEur: real('ngn_per_eur'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('insurance_policies_issued_check', sql`(${table.contractNumber} IS NULL) = (${table.issuedAt} IS NULL)`)],
);
