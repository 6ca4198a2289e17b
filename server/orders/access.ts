import { createHmac } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { sessionUser } from '../accounts/accounts';
import { env } from '../env';
import { countOne, countSoFar, rateLimit } from '../lib/rate-limit';
import { BOOKING_ACCESS_COOKIE, clientIp, readCookie, SESSION_COOKIE, writeCookie } from '../lib/request-context';
import type { Database } from '../db/client';
import { kindOf, paymentPageOf, withDetails, type Order } from './orders';
import { bookingsReminderEmail } from '../mail/order-emails';
import { enqueueMail } from '../mail/outbox';
import { orders } from './schema';
import { HttpError } from '../lib/http-error';
import { appSecret } from '../lib/secrets';
import { siteOrigin } from '../lib/site-origin';
import { comparableName } from '../lib/text';
import { safeEqual } from '../lib/crypto';

/**
 * Who may open a booking (ARCHITECTURE: never by its reference alone):
 * - the signed-in owner (the account that booked, or whose verified email is the contact email);
 * - a browser holding a grant for it in the signed booking-access cookie, which it gets by
 *   booking, by answering reference + lead traveller's surname or contact email, or by opening
 *   a link of ours;
 * - a request carrying a signed, expiring access token: the links in our emails and the
 *   redirect back from the payment page.
 * Anyone else gets the same 404 as for a booking that does not exist.
 */

/** The header server-side rendering passes a link's token in (browsers send it as `?access=`). */
export const BOOKING_ACCESS_HEADER = 'x-booking-access';
const GRANT_TTL_S = 30 * 24 * 3600;
const MAX_GRANTS = 12;
/** Links in emails work until well after the trip; redirects after payment for a day. */
export const EMAIL_LINK_TTL_MS = 400 * 24 * 3600_000;
export const REDIRECT_LINK_TTL_MS = 24 * 3600_000;

type Grants = Array<[reference: string, expiresAtSeconds: number]>;

export const bookingAccessKey = (db: Database) => appSecret(db, 'booking-access');

const sign = (key: string, purpose: string, payload: string) => createHmac('sha256', key).update(`${purpose}:${payload}`).digest('base64url');

/** A token that opens one booking until it expires: `<expiry in base 36>.<signature>`. */
export function bookingAccessToken(key: string, reference: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${expiry}.${sign(key, 'token', `${reference}.${expiry}`).slice(0, 32)}`;
}

export function tokenOpens(key: string, token: string | undefined, reference: string, now = new Date()): boolean {
  const match = /^([0-9a-z]{1,10})\.([\w-]{32})$/.exec(token ?? '');
  if (!match) return false;
  const [, expiry, signature] = match;
  if (parseInt(expiry!, 36) * 1000 <= now.getTime()) return false;
  return safeEqual(signature!, sign(key, 'token', `${reference}.${expiry}`).slice(0, 32));
}

function readGrants(key: string, value: string | undefined, now: Date): Grants {
  const [payload, signature] = (value ?? '').split('.');
  if (!payload || !signature || !safeEqual(signature, sign(key, 'cookie', payload))) return [];
  try {
    const grants = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(grants)) return [];
    return grants.filter(
      (grant): grant is [string, number] =>
        Array.isArray(grant) && typeof grant[0] === 'string' && typeof grant[1] === 'number' && grant[1] * 1000 > now.getTime(),
    );
  } catch {
    return [];
  }
}

/** Adds a booking to this browser's grants (newest first, a dozen at most), in the signed HttpOnly cookie. */
export async function grantBookingAccess(c: Context, db: Database, reference: string, now = new Date()) {
  const key = await bookingAccessKey(db);
  const expires = Math.floor(now.getTime() / 1000) + GRANT_TTL_S;
  const grants: Grants = [
    [reference, expires] as [string, number],
    ...readGrants(key, readCookie(c, BOOKING_ACCESS_COOKIE), now).filter(([granted]) => granted !== reference),
  ].slice(0, MAX_GRANTS);
  const payload = Buffer.from(JSON.stringify(grants)).toString('base64url');
  writeCookie(c, BOOKING_ACCESS_COOKIE, `${payload}.${sign(key, 'cookie', payload)}`, GRANT_TTL_S);
}

/** What links to a booking are made with: the site's origin and the signing key. */
export interface LinkContext {
  origin: string;
  key: string;
}

export const linkContext = async (c: Context, db: Database): Promise<LinkContext> => ({ origin: siteOrigin(c), key: await bookingAccessKey(db) });

/** A page of ours about a booking (`?booking=`), in the booking's language; with `access`, a token that opens it by itself. */
export function bookingPagePath(booking: { reference: string; language: string }, page: string, access?: string): string {
  const [path, query] = page.split('?');
  const params = new URLSearchParams({ booking: booking.reference });
  for (const [name, value] of new URLSearchParams(query)) params.append(name, value);
  if (access) params.set('access', access);
  return `${booking.language === 'fr' ? '/fr' : ''}${path}?${params}`;
}

/** A page of ours (`page`, e.g. the kind's confirmation page) that opens this booking by itself, in the booking's language, until `ttlMs` from now. */
export function bookingLink(links: LinkContext, booking: { reference: string; language: string }, ttlMs: number, now: Date, page: string): string {
  return `${links.origin}${bookingPagePath(booking, page, bookingAccessToken(links.key, booking.reference, new Date(now.getTime() + ttlMs)))}`;
}

const ownedBy = (booking: Order, user: { id: string; email: string; adminType: string | null } | null) =>
  !!user && !user.adminType && (booking.userId === user.id || booking.contactEmail.trim().toLowerCase() === user.email);

/** The 404 of a booking that does not exist, or that this request may not open: the same words. */
const bookingNotFound = () => new HttpError(404, 'NOT_FOUND', 'Not found', 'No booking has this ID. Check the six characters and try again.');

const MINUTE = 60;

/** Every miss counts, per address and per reference, whether the booking exists or not (no oracle). */
async function countMiss(c: Context, db: Database, reference: string) {
  const message = 'Too many booking look-ups. Please wait a few minutes and try again, or use the link in your booking email.';
  await rateLimit(db, { key: `booking-miss:ip:${clientIp(c)}`, max: 30, windowSeconds: 15 * MINUTE }, message);
  await rateLimit(db, { key: `booking-miss:ref:${reference}`, max: 20, windowSeconds: 60 * MINUTE }, message);
}

/**
 * The booking with this reference if this request may open it; otherwise the unknown-booking 404
 * (or 429 once this address or reference has missed too often). A valid link token also leaves a
 * grant in this browser, so the next page needs no token.
 */
export async function openBooking(c: Context, db: Database, reference: string, now = new Date()): Promise<Order> {
  const [booking] = await db.select().from(orders).where(eq(orders.reference, reference));
  if (booking && (await opens(c, db, booking, now))) return booking;
  await countMiss(c, db, reference);
  throw bookingNotFound();
}

/** Whether this request may open the booking (a grant in this browser, a link's token, its owner's session); nothing counted. */
export async function mayOpenBooking(c: Context, db: Database, reference: string, now = new Date()): Promise<boolean> {
  const [booking] = await db.select().from(orders).where(eq(orders.reference, reference));
  return !!booking && (await opens(c, db, booking, now));
}

async function opens(c: Context, db: Database, booking: Order, now: Date): Promise<boolean> {
  const key = await bookingAccessKey(db);
  if (readGrants(key, readCookie(c, BOOKING_ACCESS_COOKIE), now).some(([granted]) => granted === booking.reference)) return true;
  const token = c.req.header(BOOKING_ACCESS_HEADER) ?? c.req.query('access');
  if (token && tokenOpens(key, token, booking.reference, now)) {
    await grantBookingAccess(c, db, booking.reference, now);
    return true;
  }
  return ownedBy(booking, await sessionUser(db, readCookie(c, SESSION_COOKIE), now));
}

/** Wrong answers on one booking, from anywhere, in an hour, before only addresses that have not failed on it are heard. */
const LOOKUP_FAILURES_PER_BOOKING = 10;
/** Tries one address may make on one booking in an hour. */
const LOOKUP_TRIES_PER_ADDRESS = 5;

/**
 * Manage booking: reference plus the lead traveller's surname (as people type it: case, accents,
 * spaces and hyphens aside) or the contact email. On a match this browser gets a grant. Every
 * attempt counts per address, and per address on this booking (counted before the answer is
 * compared, so attempts sent at once are counted as many). Wrong answers on the booking from
 * everywhere never lock its traveller out: past ten, an address that already failed on it is
 * refused without its answer being compared, while a right answer from an address that has not
 * failed on it still gets through.
 */
export async function lookUpBooking(c: Context, db: Database, answer: { reference: string; lastName?: string; email?: string }, now = new Date()) {
  const message = 'Too many tries for this booking. Please wait an hour, or use the link in your booking email.';
  await rateLimit(
    db,
    { key: `booking-lookup:ip:${clientIp(c)}`, max: 20, windowSeconds: 15 * MINUTE },
    'Too many look-ups from this connection. Please wait 15 minutes, or use the link in your booking email.',
  );
  const failures = { key: `booking-lookup:ref:${answer.reference}`, windowSeconds: 60 * MINUTE };
  const tries = await rateLimit(
    db,
    { key: `booking-lookup:pair:${answer.reference}|${clientIp(c)}`, max: LOOKUP_TRIES_PER_ADDRESS, windowSeconds: 60 * MINUTE },
    message,
  );
  if (tries > 1 && (await countSoFar(db, failures)) >= LOOKUP_FAILURES_PER_BOOKING) {
    const error = new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts', message);
    error.retryAfterSeconds = 3600;
    throw error;
  }
  const [booking] = await db.select().from(orders).where(eq(orders.reference, answer.reference));
  let matches = false;
  if (booking && answer.lastName) {
    const lead = kindOf(booking).leadLastName((await withDetails(db, [booking])).get(booking.id));
    const typed = comparableName(answer.lastName);
    matches = !!lead && typed.length > 0 && safeEqual(comparableName(lead), typed);
  } else if (booking && answer.email) {
    matches = safeEqual(booking.contactEmail.trim().toLowerCase(), answer.email.trim().toLowerCase());
  }
  if (!booking || !matches) {
    await countOne(db, failures);
    throw new HttpError(404, 'NOT_FOUND', 'Booking not found', 'We could not find a booking with this ID and surname (or email). Check both and try again.');
  }
  await grantBookingAccess(c, db, booking.reference, now);
  return booking;
}

/** Bookings a reminder lists: the latest 20 of the last year. */
const REMINDER_BOOKINGS = 20;
const REMINDER_SINCE_MS = 365 * 86_400_000;

/**
 * Manage booking with the booking ID forgotten (or lost with an error page): the bookings made
 * with an address, each with a link that opens it, are emailed to that address, and only there.
 * The answer is the same whether the address booked or not; a connection may ask five times an
 * hour, and an address receives at most one such email an hour (others are dropped silently).
 */
export async function remindBookings(c: Context, db: Database, answer: { email: string; language?: 'en' | 'fr' }, now = new Date()) {
  await rateLimit(
    db,
    { key: `booking-remind:ip:${clientIp(c)}`, max: 5, windowSeconds: 60 * MINUTE },
    'Too many requests from this connection. Please wait an hour, or use the link in your booking email.',
  );
  const email = answer.email.trim().toLowerCase();
  const perAddress = { key: `booking-remind:email:${email}`, windowSeconds: 60 * MINUTE };
  if ((await countSoFar(db, perAddress)) >= 1) return;
  const found = await db
    .select()
    .from(orders)
    .where(and(sql`lower(${orders.contactEmail}) = ${email}`, gt(orders.createdAt, new Date(now.getTime() - REMINDER_SINCE_MS)), ne(orders.kind, 'change')))
    .orderBy(desc(orders.createdAt))
    .limit(REMINDER_BOOKINGS);
  // Bookings that lapsed unpaid are nobody's business any more.
  const listed = found.filter((order) => !(order.status === 'CANCELLED' && !order.paidAt));
  if (listed.length === 0) return;
  await countOne(db, perAddress);
  const links = await linkContext(c, db);
  await enqueueMail(
    db,
    bookingsReminderEmail({
      language: answer.language ?? 'en',
      to: email,
      bookings: listed.map((order) => ({
        reference: order.reference,
        kind: order.kind,
        status: order.status,
        createdAt: order.createdAt,
        link: bookingLink(links, order, EMAIL_LINK_TTL_MS, now, order.status === 'PENDING' ? paymentPageOf(order) : kindOf(order).confirmationPage),
      })),
    }),
  );
}

/** Holds a connection to the hourly limit of new bookings (BOOKINGS_PER_HOUR); its address. */
export async function limitNewBookings(c: Context, db: Database) {
  const address = clientIp(c);
  await rateLimit(
    db,
    { key: `create-order:ip:${address}`, max: env().BOOKINGS_PER_HOUR, windowSeconds: 3600 },
    'Too many bookings from this connection. Please wait a while, or pay for a booking you already made.',
  );
  return address;
}

/**
 * Who makes a new booking: the connection, held to the limit of new bookings, and the signed-in
 * traveller (staff book as guests); the contact is verified when it is the traveller's own email.
 */
export async function bookingRequester(c: Context, db: Database, contactEmail: string) {
  const address = await limitNewBookings(c, db);
  const user = await sessionUser(db, readCookie(c, SESSION_COOKIE));
  const person = user && !user.adminType ? user : null;
  return { userId: person?.id ?? null, clientAddress: address, contactVerified: !!person && person.email === contactEmail.trim().toLowerCase() };
}
