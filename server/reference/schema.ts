import { doublePrecision, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Reference data: countries, airports, airlines (seeded from npm data packages). */

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
