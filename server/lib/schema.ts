import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The platform's own records: rate-limit counters, lines of turns and the secrets it makes for itself. */

/**
 * Secrets the installation makes for itself, once, at random (the sandbox gateway's keys, the key
 * that signs booking links): never constants in the source, the same for every process.
 */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for rate limits, shared by every server process through the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * A line of turns per key (one account's sign-in attempts), shared by every server process through
 * the database: when the line is next free.
 */
export const turns = pgTable('turns', {
  key: text('key').primaryKey(),
  freeAt: timestamp('free_at', { withTimezone: true }).notNull(),
});
