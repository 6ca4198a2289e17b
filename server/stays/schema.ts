import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, real, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema';

import type { Localised } from '../lib/localised';

export type { Localised };

/**
 * The site's own listed properties (spec: `provider=stays`), with an Amadeus-style 8-character
 * id (`ST` + the city's IATA code + a number): the catalogue the embedded default sells, seeded
 * with a believable set and loaded by operators with their own.
 */
export const stayProperties = pgTable(
  'stay_properties',
  {
    id: varchar('id', { length: 8 }).primaryKey(),
    name: text('name').notNull(),
    /** The IATA city code a search names (LOS, ACC, LON…). */
    cityCode: varchar('city_code', { length: 3 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    district: text('district').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    /** Kilometres to the city centre, as the crow flies. */
    distanceKm: real('distance_km').notNull(),
    /** 1–5; null when the provider does not say (some Amadeus hotels). */
    stars: integer('stars'),
    /** HOTEL, APARTMENT, GUESTHOUSE or RESORT. */
    propertyType: varchar('property_type', { length: 12 }).$type<'HOTEL' | 'APARTMENT' | 'GUESTHOUSE' | 'RESORT'>().notNull(),
    amenities: jsonb('amenities').$type<string[]>().notNull(),
    description: jsonb('description').$type<Localised>().notNull(),
    /** Local times: check-in from, check-out until. */
    checkIn: varchar('check_in', { length: 5 }).notNull(),
    checkOut: varchar('check_out', { length: 5 }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** How many pictures it has (SVG illustrations drawn from its id: server/stays/photos.ts). */
    photos: integer('photos').notNull(),
    /**
     * Who sells it: `stays`, the site's own listing (rooms and nightly inventory here), or
     * `amadeus`, a hotel of Amadeus Hotels kept here once it was offered (its name, place and
     * pictures for the pages and bookings; its rooms and prices are Amadeus').
     */
    provider: varchar('provider', { length: 8 }).$type<'stays' | 'amadeus'>().notNull().default('stays'),
  },
  (table) => [index('stay_properties_city_idx').on(table.cityCode, table.provider), check('stay_properties_stars_check', sql`${table.stars} BETWEEN 1 AND 5`)],
);

/** A property's kinds of room: how many of each it sells a night, and who fits in one. */
export const stayRoomTypes = pgTable(
  'stay_room_types',
  {
    propertyId: varchar('property_id', { length: 8 })
      .notNull()
      .references(() => stayProperties.id, { onDelete: 'cascade' }),
    /** Amadeus' 3-character room type code (DBL, TWN, STE…). */
    code: varchar('code', { length: 3 }).notNull(),
    name: jsonb('name').$type<Localised>().notNull(),
    beds: integer('beds').notNull(),
    bedType: varchar('bed_type', { length: 12 }).notNull(),
    maxAdults: integer('max_adults').notNull(),
    maxChildren: integer('max_children').notNull(),
    sizeM2: integer('size_m2').notNull(),
    /** Rooms of this type for sale each night. */
    units: integer('units').notNull(),
    /** The room-only, non-refundable price of a night, in US cents (other rates add to it). */
    nightlyMinor: integer('nightly_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.code] }), check('stay_room_types_units_check', sql`${table.units} > 0`)],
);

/**
 * Rooms sold per room type and night. A booking takes its rooms for every night with a
 * conditional update (never past the room type's units), in its own transaction; a lapsed or
 * cancelled booking gives them back.
 */
export const stayInventory = pgTable(
  'stay_inventory',
  {
    propertyId: varchar('property_id', { length: 8 }).notNull(),
    roomCode: varchar('room_code', { length: 3 }).notNull(),
    night: date('night').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.roomCode, table.night] }), check('stay_inventory_sold_check', sql`${table.sold} >= 0`)],
);

/** The guest a stay is booked for: the lead guest's name as on their ID, how to reach them, what they ask. */
export interface StayGuest {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialRequests?: string;
  arrivalTime?: string;
}

/**
 * A stay order's own part: the property, room and rate, the nights and the party, the offer as it
 * was sold (its price and policies), the lead guest, and once paid the property's confirmation.
 */
export const stayBookings = pgTable(
  'stay_bookings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    propertyId: varchar('property_id', { length: 8 })
      .notNull()
      .references(() => stayProperties.id),
    roomCode: varchar('room_code', { length: 3 }).notNull(),
    rateCode: varchar('rate_code', { length: 3 }).notNull(),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    rooms: integer('rooms').notNull(),
    adults: integer('adults').notNull(),
    childAges: jsonb('child_ages').$type<number[]>().notNull(),
    guest: jsonb('guest').$type<StayGuest>().notNull(),
    /** The offer as sold (Amadeus HotelOffer shape): what the voucher and the emails say. */
    offer: jsonb('offer').notNull(),
    /** Whether its rooms are still held (false once given back: lapsed or cancelled). */
    holding: boolean('holding').notNull().default(true),
  },
  (table) => [
    index('stay_bookings_property_idx').on(table.propertyId, table.checkIn),
    check('stay_bookings_nights_check', sql`${table.checkOut} > ${table.checkIn}`),
  ],
);
