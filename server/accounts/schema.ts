import { customType, type AnyPgColumn, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

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
  profile: jsonb('profile')
    .$type<{
      phone?: string;
      dateOfBirth?: string;
      gender?: 'MALE' | 'FEMALE';
      nationality?: string;
      occupation?: string;
      maritalStatus?: string;
      stateOfOrigin?: string;
      address?: string;
      zipCode?: string;
    }>()
    .notNull()
    .default({}),
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
 * The people a signed-in person travels with (themselves, family), saved from a booking they
 * chose to save them from, to fill the travellers form next time. One row per person: the same
 * names and date of birth update it. Deleted with the account.
 */
export const savedTravellers = pgTable(
  'saved_travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 8 }).notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: varchar('date_of_birth', { length: 10 }).notNull(),
    gender: varchar('gender', { length: 6 }).notNull(),
    nationality: varchar('nationality', { length: 2 }).notNull(),
    passportNumber: text('passport_number').notNull(),
    passportCountry: varchar('passport_country', { length: 2 }).notNull(),
    passportExpiry: varchar('passport_expiry', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('saved_travellers_person_idx').on(table.userId, table.firstName, table.lastName, table.dateOfBirth)],
);
