import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './schema';
import { orders } from '../orders/schema';

/**
 * One-time codes (email verification, password reset, an order's contact email): 6 digits,
 * stored hashed, single use, 10 minutes, 5 attempts. `flowHash` ties a reset to the browser that
 * asked for it. A code belongs to an account or to an order (its contact email).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    flowHash: varchar('flow_hash', { length: 64 }),
    /**
     * An email verification's own sign-up: the password and names chosen with it, taken by the
     * account only when this code verifies it. A second sign-up never changes the first's.
     */
    signup: jsonb('signup').$type<{ passwordHash: string; firstName: string; lastName: string }>(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_user_idx').on(table.userId, table.purpose),
    index('one_time_codes_order_idx').on(table.orderId),
    uniqueIndex('one_time_codes_flow_idx').on(table.flowHash),
    check('one_time_codes_owner_check', sql`num_nonnulls(${table.userId}, ${table.orderId}) = 1`),
  ],
);
