import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, customType, date, doublePrecision, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

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
    /** The account that booked, when signed in (guest bookings are found by their verified email). */
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    contactPhone: text('contact_phone').notNull(),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    currency: varchar('currency', { length: 3 }).notNull(),
    baseMinor: integer('base_minor').notNull(),
    taxesMinor: integer('taxes_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    /** Chosen seats and extra bags. */
    extrasMinor: integer('extras_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    voucherCode: text('voucher_code').references(() => vouchers.code),
    /** How the traveller chose to pay: BANK_TRANSFER keeps the reservation open until the deadline. */
    paymentMethod: varchar('payment_method', { length: 16 }),
    /** The provider's order (Amadeus flight-order id, PNR), once it has one. */
    providerOrderId: text('provider_order_id'),
    /** The offer as priced when booked (Amadeus shape): itinerary, fares, bags. */
    offer: jsonb('offer').notNull(),
    /** A reservation not paid by then lapses (CANCELLED). */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }).notNull(),
    /** The address that booked: unpaid holds are limited per client (README, "Holding seats"). */
    clientAddress: text('client_address'),
    /** When the contact email was confirmed (by a code or link, or by the signed-in owner's verified email). */
    contactVerifiedAt: timestamp('contact_verified_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_status_deadline_idx').on(table.status, table.paymentDeadline),
    index('bookings_contact_email_idx').on(sql`lower(${table.contactEmail})`),
    index('bookings_user_idx').on(table.userId),
    index('bookings_client_address_idx').on(table.clientAddress, table.status),
    check(
      'bookings_total_check',
      sql`${table.totalMinor} = ${table.baseMinor} + ${table.taxesMinor} + ${table.extrasMinor} - ${table.discountMinor} AND ${table.totalMinor} >= 0`,
    ),
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

/** A seat held by a booking: the unique index is what makes selling one seat twice impossible. */
export const bookingSeats = pgTable(
  'booking_seats',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    travelerId: varchar('traveler_id', { length: 4 }).notNull(),
    segmentId: varchar('segment_id', { length: 8 }).notNull(),
    flightKey: text('flight_key').notNull(),
    seatNumber: varchar('seat_number', { length: 4 }).notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (table) => [
    uniqueIndex('booking_seats_seat_idx').on(table.flightKey, table.seatNumber),
    uniqueIndex('booking_seats_traveler_idx').on(table.bookingId, table.travelerId, table.segmentId),
  ],
);

/** Checked bags bought on top of the fare's allowance, per traveller and direction. */
export const bookingBags = pgTable(
  'booking_bags',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    travelerId: varchar('traveler_id', { length: 4 }).notNull(),
    itineraryIndex: integer('itinerary_index').notNull(),
    quantity: integer('quantity').notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (table) => [
    uniqueIndex('booking_bags_pk').on(table.bookingId, table.travelerId, table.itineraryIndex),
    check('booking_bags_quantity_check', sql`${table.quantity} BETWEEN 1 AND 3`),
  ],
);

/**
 * Promo codes. `redemptions` counts bookings holding the code; the check and a conditional
 * update keep it within `max_redemptions` whatever runs at once.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    percentOff: integer('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    /** Currency of amount_off_minor and min_total_minor (converted for bookings in the other one). */
    currency: varchar('currency', { length: 3 }).notNull().default('NGN'),
    minTotalMinor: integer('min_total_minor').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'vouchers_discount_check',
      sql`(${table.percentOff} BETWEEN 1 AND 100 AND ${table.amountOffMinor} IS NULL) OR (${table.amountOffMinor} > 0 AND ${table.percentOff} IS NULL)`,
    ),
    check('vouchers_redemptions_check', sql`${table.redemptions} >= 0 AND (${table.maxRedemptions} IS NULL OR ${table.redemptions} <= ${table.maxRedemptions})`),
  ],
);

export const paymentStatus = pgEnum('payment_status', ['PENDING', 'SUCCEEDED', 'FAILED', 'REFUND_DUE']);

/**
 * One attempt to pay a booking through a gateway. `reference` is ours (Paystack reference,
 * Flutterwave tx_ref); fulfilment moves PENDING to SUCCEEDED by a conditional update, once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: varchar('reference', { length: 40 }).notNull().unique(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: paymentStatus('status').notNull().default('PENDING'),
    gatewayTransactionId: text('gateway_transaction_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_booking_idx').on(table.bookingId)],
);

/**
 * The sandbox gateway's own ledger: what "Paystack" or "Flutterwave" would hold on their side
 * when no keys are configured. Our code reads it only through the gateway adapters.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 4_100_000 }),
  gateway: varchar('gateway', { length: 16 }).notNull(),
  reference: varchar('reference', { length: 40 }).notNull().unique(),
  amountMinor: integer('amount_minor').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  email: text('email').notNull(),
  callbackUrl: text('callback_url').notNull(),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

/** Every email the site sends, written in the same transaction as what caused it; SMTP delivers it when configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 32 }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the mail is about (booking reference…), so a second send of the same thing is refused. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [index('mail_outbox_recipient_idx').on(table.recipient, table.createdAt)],
);

/**
 * People with an account. Email is kept lower-cased and unique; a password is absent for
 * accounts that only sign in with Google or X. `adminType` marks staff (not Travel Hub users).
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  adminType: varchar('admin_type', { length: 32 }),
  agent: text('agent'),
  referralCode: varchar('referral_code', { length: 12 }).notNull().unique(),
  /** Who invited this person (their referral link at sign-up); earns them a promo code once. */
  referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  /** Preferences saved with the account, applied on every device it signs in on. */
  preferredCurrency: varchar('preferred_currency', { length: 3 }),
  preferredLanguage: varchar('preferred_language', { length: 2 }),
  notifyTripUpdates: integer('notify_trip_updates').notNull().default(1),
  notifyDeals: integer('notify_deals').notNull().default(0),
  /** Personal details for faster bookings (spec §3 profile fields); all optional. */
  profile: jsonb('profile').$type<{ phone?: string; dateOfBirth?: string; gender?: 'MALE' | 'FEMALE'; nationality?: string; occupation?: string; maritalStatus?: string; stateOfOrigin?: string; address?: string; zipCode?: string }>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sessions by the SHA-256 of their token (the token itself only ever lives in the HttpOnly cookie). */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Remember me: the cookie outlives the browser for 30 days. */
    persistent: integer('persistent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * One-time codes (email verification, password reset, a booking's contact email): 6 digits,
 * stored hashed, single use, 10 minutes, 5 attempts. `flowHash` ties a reset to the browser that
 * asked for it. A code belongs to an account or to a booking.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    flowHash: varchar('flow_hash', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_user_idx').on(table.userId, table.purpose),
    index('one_time_codes_booking_idx').on(table.bookingId),
    uniqueIndex('one_time_codes_flow_idx').on(table.flowHash),
    check('one_time_codes_owner_check', sql`num_nonnulls(${table.userId}, ${table.bookingId}) = 1`),
  ],
);

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

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  language: varchar('language', { length: 2 }).notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Profile pictures (1 MB at most, checked images), readable by their owner only. */
export const userPhotos = pgTable('user_photos', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: varchar('content_type', { length: 32 }).notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Google or X accounts that sign in to a user. Linked by the provider's own subject id; an email
 * the provider has confirmed finds (or creates) the account it belongs to.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_identities_provider_subject_idx').on(table.provider, table.subject), index('user_identities_user_idx').on(table.userId)],
);

/**
 * The promo code an inviter earned when the friend they invited had a first booking confirmed:
 * one per invited friend (unique), so a payment settled twice never pays twice.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the friend deleted their account; the reward stays with the inviter. */
    inviteeId: uuid('invitee_id').references(() => users.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    voucherCode: varchar('voucher_code', { length: 32 })
      .notNull()
      .references(() => vouchers.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referral_rewards_invitee_idx').on(table.inviteeId), index('referral_rewards_inviter_idx').on(table.inviterId)],
);

/**
 * Travel insurance policies (spec §3 insurance record), listed in the Travel Hub. Money in minor
 * units of `currency`; `fees` holds the adult fee, children fee and charges as sold.
 */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractNumber: varchar('contract_number', { length: 32 }).notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactEmail: text('contact_email').notNull(),
    status: bookingStatus('status').notNull().default('PENDING'),
    bookingType: varchar('booking_type', { length: 12 }).notNull(),
    tripType: varchar('trip_type', { length: 16 }).notNull(),
    purposeOfTravel: text('purpose_of_travel').notNull(),
    destinationCountry: varchar('destination_country', { length: 2 }).notNull(),
    coverBegins: date('cover_begins').notNull(),
    coverEnds: date('cover_ends').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    fees: jsonb('fees').$type<{ adultFeeMinor: number; childrenFeeMinor: number; chargesMinor: number }>().notNull(),
    totalMinor: integer('total_minor').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('insurance_policies_user_idx').on(table.userId),
    index('insurance_policies_contact_email_idx').on(sql`lower(${table.contactEmail})`),
    check('insurance_policies_cover_check', sql`${table.coverEnds} >= ${table.coverBegins}`),
  ],
);
