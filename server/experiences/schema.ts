import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema';

import type { Localised } from '../lib/localised';

export const EXPERIENCE_CATEGORIES = ['TOURS', 'RELAXATION', 'OUTDOOR_SPORT', 'ATTRACTION'] as const;
export type ExperienceCategory = (typeof EXPERIENCE_CATEGORIES)[number];

/** When an experience runs: its start times on the days of the week it runs (0 Sunday … 6 Saturday). */
export interface ExperienceSchedule {
  days: number[];
  times: string[];
}

/** What it costs a participant of each age band, in US cents (an infant's is often 0). */
export interface BandPrices {
  adult: number;
  child: number;
  infant: number;
}

/** A place worth knowing that is not sold (a free museum, a market, a beach): how to go. */
export interface PracticalInfo {
  openingHours: Localised;
  entry: Localised;
  tips: Localised;
}

/**
 * The site's experiences (`provider=experiences`): tours, relaxation, outdoor and sport,
 * attractions, sold by time slot; and informational places (`informational`) that are shown, not
 * sold. Ids are 8 capitals or digits: `EX` + the city's code + a number (`IN` for places).
 */
export const experiences = pgTable(
  'experiences',
  {
    id: varchar('id', { length: 8 }).primaryKey(),
    category: varchar('category', { length: 16 }).$type<ExperienceCategory>().notNull(),
    cityCode: varchar('city_code', { length: 3 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    name: jsonb('name').$type<Localised>().notNull(),
    shortDescription: jsonb('short_description').$type<Localised>().notNull(),
    description: jsonb('description').$type<Localised>().notNull(),
    highlights: jsonb('highlights').$type<Localised[]>().notNull(),
    included: jsonb('included').$type<Localised[]>().notNull(),
    notIncluded: jsonb('not_included').$type<Localised[]>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    meetingPoint: jsonb('meeting_point').$type<Localised>().notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    /** Languages the guide speaks (ISO 639-1). */
    languages: jsonb('languages').$type<string[]>().notNull(),
    accessibility: jsonb('accessibility').$type<Localised>().notNull(),
    /** Hours before the start until which it is cancelled free (GetYourGuide: 24). */
    freeCancellationHours: integer('free_cancellation_hours').notNull(),
    schedule: jsonb('schedule').$type<ExperienceSchedule>().notNull(),
    /** Participants a slot takes (infants aside). */
    capacity: integer('capacity').notNull(),
    prices: jsonb('prices').$type<BandPrices>().notNull(),
    timeZone: text('time_zone').notNull(),
    photos: integer('photos').notNull(),
    /** Shown, not sold: no slots, no prices. */
    informational: boolean('informational').notNull().default(false),
    practical: jsonb('practical').$type<PracticalInfo | null>(),
  },
  (table) => [index('experiences_city_idx').on(table.cityCode, table.category), check('experiences_capacity_check', sql`${table.capacity} >= 0`)],
);

/**
 * Places sold per slot (an experience's start instant). A booking takes its places with a
 * conditional update (never past the experience's capacity) in its own transaction; a lapsed or
 * cancelled booking gives them back.
 */
export const experienceSlotSales = pgTable(
  'experience_slot_sales',
  {
    experienceId: varchar('experience_id', { length: 8 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.experienceId, table.startsAt] }), check('experience_slot_sales_sold_check', sql`${table.sold} >= 0`)],
);

export interface Participants {
  adults: number;
  children: number;
  infants: number;
}

export interface ExperienceGuest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** An experience order's own part: the slot, who comes, the lead participant, the offer as sold. */
export const experienceBookings = pgTable(
  'experience_bookings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    experienceId: varchar('experience_id', { length: 8 })
      .notNull()
      .references(() => experiences.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    participants: jsonb('participants').$type<Participants>().notNull(),
    guest: jsonb('guest').$type<ExperienceGuest>().notNull(),
    /** The price as sold (per band and total) and the terms: what the ticket and emails say. */
    offer: jsonb('offer').notNull(),
    /** Whether its places are still held (false once given back: lapsed or cancelled). */
    holding: boolean('holding').notNull().default(true),
  },
  (table) => [index('experience_bookings_slot_idx').on(table.experienceId, table.startsAt)],
);
