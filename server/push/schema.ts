import { foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { orders } from '../orders/schema';

/**
 * A browser's push subscription (its push service's address and the keys that encrypt for it).
 * It belongs to an account (every trip of that account is told) or only to the bookings it was
 * given for (a guest's); a push service that answers 404 or 410 for it removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 100 }).notNull(),
    auth: varchar('auth', { length: 40 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The language its notices are written in when no order says otherwise. */
    language: varchar('language', { length: 2 }).$type<'en' | 'fr'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint), index('push_subscriptions_user_idx').on(table.userId)],
);

/** The bookings a subscription was given for (a guest's "tell me about this trip"). */
export const pushSubscriptionOrders = pgTable(
  'push_subscription_orders',
  {
    subscriptionId: uuid('subscription_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.orderId] }),
    // Named here: the name drizzle would make is longer than PostgreSQL keeps (63 characters).
    foreignKey({ name: 'push_subscription_orders_subscription_fk', columns: [table.subscriptionId], foreignColumns: [pushSubscriptions.id] }).onDelete(
      'cascade',
    ),
    index('push_subscription_orders_order_idx').on(table.orderId),
  ],
);

/**
 * Each notice given to a subscription, once: the row is written before the notice is sent, so two
 * processes sweeping at once send it once (and a failed send removes its row to be tried again).
 */
export const pushNotices = pgTable(
  'push_notices',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** What it was about: `paid:<order>`, `deadline:<order>:<deadline>`, `check-in:<order>:<flight>`… */
    key: varchar('key', { length: 200 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.key] })],
);
