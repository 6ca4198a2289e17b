import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { orderStatus, orders } from '../orders/schema';
import { vouchers } from '../payments/schema';

/**
 * The promo code an inviter earned when the friend they invited had a first order confirmed:
 * one per invited friend (unique), so a payment settled twice never pays twice.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the friend deleted their account; the reward stays with the inviter. */
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    voucherCode: varchar('voucher_code', { length: 32 })
      .notNull()
      .references(() => vouchers.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referral_rewards_invitee_idx').on(table.inviteeId), index('referral_rewards_inviter_idx').on(table.inviterId)],
);

/**
 * Travel insurance policies (spec §3 insurance record), listed in the Travel Hub. Money in minor
 * units of `currency`; `fees` holds the adult fee, children fee and charges as sold.
 */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractNumber: varchar('contract_number', { length: 32 }).notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactEmail: text('contact_email').notNull(),
    status: orderStatus('status').notNull().default('PENDING'),
    bookingType: varchar('booking_type', { length: 12 }).notNull(),
    tripType: varchar('trip_type', { length: 16 }).notNull(),
    purposeOfTravel: text('purpose_of_travel').notNull(),
    destinationCountry: varchar('destination_country', { length: 2 }).notNull(),
    coverBegins: date('cover_begins').notNull(),
    coverEnds: date('cover_ends').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    fees: jsonb('fees').$type<{ adultFeeMinor: number; childrenFeeMinor: number; chargesMinor: number }>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('insurance_policies_user_idx').on(table.userId),
    index('insurance_policies_contact_email_idx').on(sql`lower(${table.contactEmail})`),
    check('insurance_policies_cover_check', sql`${table.coverEnds} >= ${table.coverBegins}`),
  ],
);
