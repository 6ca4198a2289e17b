import { index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('insurance_quotes_expires_idx').on(table.expiresAt)],
);
