import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { orders } from '../orders/schema';

/**
 * A flight order's own part: the offer as priced when booked (Amadeus shape: itinerary, fares,
 * bags), the flights our staff rebooked it on when its dates were changed at the traveller's
 * request (`rebooked`: the airline's itineraries then; null while the flights are the ones sold),
 * and the flights as the airline now has them once it has moved them (`schedule`: the provider's
 * itineraries; null while they are the ones sold). Seats and inventory stay keyed by the flights
 * as sold.
 */
export const flightOrders = pgTable('flight_orders', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  offer: jsonb('offer').notNull(),
  rebooked: jsonb('rebooked'),
  schedule: jsonb('schedule'),
});

export const flightPassengers = pgTable(
  'flight_passengers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
    /** The e-ticket the airline issued once the order was paid: 13 digits, its owner's code first. */
    ticketNumber: varchar('ticket_number', { length: 13 }),
  },
  (table) => [uniqueIndex('flight_passengers_traveler_idx').on(table.orderId, table.travelerId)],
);

/** Seats an order holds on each flight (carrier, number, local departure), released if it lapses. */
export const flightHolds = pgTable(
  'flight_holds',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    flightKey: text('flight_key').notNull(),
    cabin: varchar('cabin', { length: 16 }).notNull(),
    seats: integer('seats').notNull(),
  },
  (table) => [uniqueIndex('flight_holds_pk').on(table.orderId, table.flightKey), index('flight_holds_flight_idx').on(table.flightKey, table.cabin)],
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

/** A seat held by an order: the unique index is what makes selling one seat twice impossible. */
export const flightSeats = pgTable(
  'flight_seats',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    travelerId: varchar('traveler_id', { length: 4 }).notNull(),
    segmentId: varchar('segment_id', { length: 8 }).notNull(),
    flightKey: text('flight_key').notNull(),
    seatNumber: varchar('seat_number', { length: 4 }).notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (table) => [
    uniqueIndex('flight_seats_seat_idx').on(table.flightKey, table.seatNumber),
    uniqueIndex('flight_seats_traveler_idx').on(table.orderId, table.travelerId, table.segmentId),
  ],
);

/** Checked bags bought on top of the fare's allowance, per traveller and direction. */
export const flightBags = pgTable(
  'flight_bags',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    travelerId: varchar('traveler_id', { length: 4 }).notNull(),
    itineraryIndex: integer('itinerary_index').notNull(),
    quantity: integer('quantity').notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (table) => [
    uniqueIndex('flight_bags_pk').on(table.orderId, table.travelerId, table.itineraryIndex),
    check('flight_bags_quantity_check', sql`${table.quantity} BETWEEN 1 AND 3`),
  ],
);

/**
 * A search's offers, kept while they may be chosen (30 minutes): the review page finds the chosen
 * offer here instead of searching again, and picks it by its id, never by its place in a list.
 */
export const flightSearches = pgTable(
  'flight_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offers: jsonb('offers').notNull(),
    dictionaries: jsonb('dictionaries').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('flight_searches_expires_idx').on(table.expiresAt)],
);

/**
 * An offer priced for booking (Amadeus keeps a priced offer about 30 minutes): the review page
 * makes it, the travellers page shows it, create-order books it. One per chosen offer of a search.
 */
export const flightQuotes = pgTable(
  'flight_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The search it was chosen from (null when the offer was sent as the search returned it). */
    searchId: uuid('search_id'),
    offerId: varchar('offer_id', { length: 64 }).notNull(),
    offer: jsonb('offer').notNull(),
    dictionaries: jsonb('dictionaries').notNull(),
    /** The total the offer was searched at, when pricing changed it. */
    previousTotal: varchar('previous_total', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('flight_quotes_search_offer_idx').on(table.searchId, table.offerId), index('flight_quotes_expires_idx').on(table.expiresAt)],
);
