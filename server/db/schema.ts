import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries with their English and French names. */
export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  code3: varchar('code3', { length: 3 }).notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
});

export const airports = pgTable(
  'airports',
  {
    iata: varchar('iata', { length: 3 }).primaryKey(),
    icao: varchar('icao', { length: 4 }),
    name: text('name').notNull(),
    city: text('city').notNull(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
  },
  (table) => [index('airports_country_idx').on(table.countryCode), index('airports_city_idx').on(table.city)],
);

export const airlines = pgTable('airlines', {
  iata: varchar('iata', { length: 2 }).primaryKey(),
  icao: varchar('icao', { length: 3 }),
  name: text('name').notNull(),
  countryCode: varchar('country_code', { length: 2 }).references(() => countries.code),
});

/** Which version of each reference data set is loaded, so start-up seeding runs once per version. */
export const seedRuns = pgTable('seed_runs', {
  dataset: text('dataset').primaryKey(),
  version: text('version').notNull(),
  rows: integer('rows').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bookingStatus = pgEnum('booking_status', ['PENDING', 'CONFIRMED', 'CANCELLED']);

/**
 * A flight booking. `reference` is what a person reads over the phone and uses as the bank
 * transfer reference; money is in minor units of `currency`.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: varchar('reference', { length: 12 }).notNull().unique(),
    status: bookingStatus('status').notNull().default('PENDING'),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    currency: varchar('currency', { length: 3 }).notNull(),
    baseMinor: integer('base_minor').notNull(),
    taxesMinor: integer('taxes_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    voucherCode: text('voucher_code'),
    /** The offer as priced when booked (Amadeus shape): itinerary, fares, bags. */
    offer: jsonb('offer').notNull(),
    /** A reservation not paid by then lapses (CANCELLED). */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_status_deadline_idx').on(table.status, table.paymentDeadline),
    check('bookings_total_check', sql`${table.totalMinor} = ${table.baseMinor} + ${table.taxesMinor} - ${table.discountMinor} AND ${table.totalMinor} >= 0`),
  ],
);

export const bookingPassengers = pgTable(
  'booking_passengers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    travelerId: varchar('traveler_id', { length: 4 }).notNull(),
    travelerType: varchar('traveler_type', { length: 16 }).notNull(),
    title: varchar('title', { length: 8 }).notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    gender: varchar('gender', { length: 6 }).notNull(),
    nationality: varchar('nationality', { length: 2 }).notNull(),
    passportNumber: text('passport_number').notNull(),
    passportCountry: varchar('passport_country', { length: 2 }).notNull(),
    passportExpiry: date('passport_expiry').notNull(),
    associatedAdultId: varchar('associated_adult_id', { length: 4 }),
  },
  (table) => [uniqueIndex('booking_passengers_traveler_idx').on(table.bookingId, table.travelerId)],
);

/** Seats a booking holds on each flight (carrier, number, local departure), released if it lapses. */
export const bookingFlights = pgTable(
  'booking_flights',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    flightKey: text('flight_key').notNull(),
    cabin: varchar('cabin', { length: 16 }).notNull(),
    seats: integer('seats').notNull(),
  },
  (table) => [uniqueIndex('booking_flights_pk').on(table.bookingId, table.flightKey), index('booking_flights_flight_idx').on(table.flightKey, table.cabin)],
);

/**
 * Seats sold per flight and cabin. The conditional update that sells them (sold + n <= capacity)
 * and this check make overselling impossible whatever the number of servers.
 */
export const flightInventory = pgTable(
  'flight_inventory',
  {
    flightKey: text('flight_key').notNull(),
    cabin: varchar('cabin', { length: 16 }).notNull(),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (table) => [
    uniqueIndex('flight_inventory_pk').on(table.flightKey, table.cabin),
    check('flight_inventory_sold_check', sql`${table.sold} >= 0 AND ${table.sold} <= ${table.capacity}`),
  ],
);
