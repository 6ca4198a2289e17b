import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Spec §7 Ads: where an advert is shown (the home page, the Travel Hub, a booking's confirmation, the flight results). */
export const ADVERT_POSITIONS = ['FRONT_PAGE', 'DASHBOARD', 'BOOKING_CONFIRMATION', 'FLIGHT_RESULTS'] as const;
export type AdvertPosition = (typeof ADVERT_POSITIONS)[number];

/**
 * Adverts: our own (house) and partners' campaigns. An operator loads them with
 * `npm run adverts:import` (docs/adverts.md) or by SQL; the house adverts are seeded once.
 * Each is in one language, shown between its first and last day (Lagos dates) in the positions it
 * names, to visitors from its countries (none: everywhere), chosen by weight among the others.
 */
export const adverts = pgTable(
  'adverts',
  {
    /** The operator's name for it (`house-stays-fr`, `partner-acme-2027-01`). */
    id: varchar('id', { length: 60 }).primaryKey(),
    kind: varchar('kind', { length: 8 }).$type<'house' | 'partner'>().notNull(),
    /** Who it is for: shown beside "Ad" ("Baobab", a partner's name). */
    advertiser: text('advertiser').notNull(),
    positions: jsonb('positions').$type<AdvertPosition[]>().notNull(),
    language: varchar('language', { length: 2 }).$type<'en' | 'fr'>().notNull(),
    /** ISO 3166 alpha-2 codes of the visitors' countries it is for; null: every country. */
    countries: jsonb('countries').$type<string[] | null>(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The link's words ("Get a quote"). */
    action: text('action').notNull(),
    /** Where a click goes, through our counted link: one of our pages (`/stays`) or an https address. */
    url: text('url').notNull(),
    /** Its picture, drawn by the site (server/content/art.ts scenes); null: none. */
    art: varchar('art', { length: 16 }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** 1–100: its share of the showings among the adverts that fit. */
    weight: smallint('weight').notNull().default(10),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('adverts_weight_check', sql`${table.weight} BETWEEN 1 AND 100`),
    check('adverts_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
    check('adverts_kind_check', sql`${table.kind} IN ('house', 'partner')`),
    index('adverts_dates_idx').on(table.startsOn, table.endsOn),
  ],
);

/** What each advert did, per day and position: how often it was shown and followed. */
export const advertStats = pgTable(
  'advert_stats',
  {
    advertId: varchar('advert_id', { length: 60 })
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    position: varchar('position', { length: 24 }).$type<AdvertPosition>().notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.advertId, table.day, table.position] })],
);
