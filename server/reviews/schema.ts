import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema';

/**
 * Guests' reviews of what they booked, for every product that takes them (a stay, an experience):
 * the product names its subject (a property's or an experience's id) and its score categories.
 * A review written through a booking carries its order (one review per order: the unique index);
 * the seeded catalogue's sample reviews carry none and are never shown as verified.
 */
export const reviews = pgTable(
  'reviews',
  {
    /** Random for a guest's review; `seed-…` for the seeded catalogue's, so seeding twice adds nothing. */
    id: varchar('id', { length: 40 }).primaryKey(),
    /** Which product: stay, experience. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** What is reviewed: a property's id (STLOS001), an experience's. */
    subjectId: varchar('subject_id', { length: 40 }).notNull(),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    /** As shown: the guest's first name and initial ("Amaka O."). */
    authorName: text('author_name').notNull(),
    authorCountry: varchar('author_country', { length: 2 }),
    language: varchar('language', { length: 2 }).$type<'en' | 'fr'>().notNull(),
    /** 1 to 10. */
    overall: smallint('overall').notNull(),
    /** The product's categories, each 1 to 10 (a stay: cleanliness, comfort, location, facilities, staff, value). */
    categories: jsonb('categories').$type<Record<string, number>>().notNull(),
    title: text('title'),
    text: text('text').notNull(),
    /** When the stay or the visit happened (its first day). */
    experiencedOn: date('experienced_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_subject_idx').on(table.kind, table.subjectId, table.createdAt),
    check('reviews_overall_check', sql`${table.overall} BETWEEN 1 AND 10`),
  ],
);
