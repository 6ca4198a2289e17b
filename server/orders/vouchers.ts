import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database';
import { orders, vouchers } from './schema';
import { env } from '../env';
import { fieldError, HttpError } from '../lib/http-error';
import { convertMinor, type Currency } from '../lib/money';
import { recomputeTotals } from './totals';

const refused = (code: string, detail: string) => fieldError(422, code, 'Promo code not applied', detail, '/code');

export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** Gives a booking's promo code back (one redemption fewer); inside the caller's transaction. */
export async function releaseVoucher(tx: Tx, code: string | null) {
  if (!code) return;
  await tx
    .update(vouchers)
    .set({ redemptions: sql`${vouchers.redemptions} - 1` })
    .where(and(eq(vouchers.code, code), sql`${vouchers.redemptions} > 0`));
}

async function openBooking(tx: Tx, reference: string, now: Date) {
  const [booking] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update');
  if (!booking) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No booking has this ID.');
  if (booking.status !== 'PENDING' || booking.paymentDeadline <= now) {
    throw new HttpError(409, 'BOOKING_CLOSED', 'Booking closed', 'This booking is paid, cancelled or past its payment deadline.');
  }
  return booking;
}

/**
 * The code's rules about the booking and its person (the account, or the contact email): which
 * order kinds it applies to (a fee on another order, `fee`, takes only a code that names its
 * kind; other codes apply to every product unless they list theirs), first trip only, one booking per person. Checked under a lock on the
 * person and code, so two bookings of one person applying a code at once are checked in turn.
 */
async function mustSuitPerson(tx: Tx, voucher: typeof vouchers.$inferSelect, booking: typeof orders.$inferSelect, fee: boolean) {
  if (voucher.orderKinds ? !voucher.orderKinds.includes(booking.kind) : fee) {
    throw refused('VOUCHER_NOT_FOR_THIS', 'This promo code does not apply to this kind of booking.');
  }
  if (!voucher.firstTripOnly && !voucher.oncePerPerson) return;
  const email = booking.contactEmail.trim().toLowerCase();
  // The person is the account and the contact email both: a lock on each (in one order, so two never wait on each other).
  for (const person of [email, ...(booking.userId ? [booking.userId] : [])].sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`voucher:${voucher.code}:${person}`}))`);
  }
  const samePerson = or(sql`lower(trim(${orders.contactEmail})) = ${email}`, ...(booking.userId ? [eq(orders.userId, booking.userId)] : []));
  if (voucher.firstTripOnly) {
    const [paid] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(samePerson, eq(orders.status, 'CONFIRMED'), ne(orders.id, booking.id)))
      .limit(1);
    if (paid) throw refused('VOUCHER_FIRST_TRIP_ONLY', 'This promo code is for a first trip with us only.');
  }
  if (voucher.oncePerPerson) {
    const [held] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(samePerson, eq(orders.voucherCode, voucher.code), ne(orders.status, 'CANCELLED'), ne(orders.id, booking.id)))
      .limit(1);
    if (held) throw refused('VOUCHER_ONCE_PER_PERSON', 'You have used this promo code already: it is one booking per person.');
  }
}

/**
 * Applies a promo code to an unpaid booking. The redemption is counted at once by a conditional
 * update (redemptions < max), so a code limited to N uses is held by at most N orders, however
 * many apply it together; removing it or the booking lapsing gives the use back.
 */
export async function applyVoucher(db: Database, reference: string, rawCode: string, { fee = false, now = new Date() }: { fee?: boolean; now?: Date } = {}) {
  const code = normaliseCode(rawCode);
  return db.transaction(async (tx) => {
    const booking = await openBooking(tx, reference, now);
    if (booking.voucherCode === code) return recomputeTotals(tx, booking.id);
    const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.code, code));
    if (!voucher) throw refused('VOUCHER_NOT_FOUND', 'This promo code does not exist. Check the spelling.');
    if (voucher.validFrom > now) throw refused('VOUCHER_NOT_YET_VALID', 'This promo code is not valid yet.');
    if (voucher.validUntil && voucher.validUntil <= now) throw refused('VOUCHER_EXPIRED', 'This promo code has expired.');
    const subtotal = booking.baseMinor + booking.taxesMinor + booking.extrasMinor;
    const minimum = convertMinor(voucher.minTotalMinor, voucher.currency as Currency, booking.currency as Currency, env().NGN_PER_USD);
    if (subtotal < minimum) throw refused('VOUCHER_MINIMUM_NOT_MET', 'This booking is below the amount this promo code needs.');
    await mustSuitPerson(tx, voucher, booking, fee);
    const [counted] = await tx
      .update(vouchers)
      .set({ redemptions: sql`${vouchers.redemptions} + 1` })
      .where(and(eq(vouchers.code, code), or(isNull(vouchers.maxRedemptions), sql`${vouchers.redemptions} < ${vouchers.maxRedemptions}`)))
      .returning({ code: vouchers.code });
    if (!counted) throw refused('VOUCHER_USED_UP', 'This promo code has been used as many times as it allows.');
    await releaseVoucher(tx, booking.voucherCode);
    await tx.update(orders).set({ voucherCode: code }).where(eq(orders.id, booking.id));
    return recomputeTotals(tx, booking.id);
  });
}

export async function removeVoucher(db: Database, reference: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const booking = await openBooking(tx, reference, now);
    if (!booking.voucherCode) return booking;
    await releaseVoucher(tx, booking.voucherCode);
    await tx.update(orders).set({ voucherCode: null }).where(eq(orders.id, booking.id));
    return recomputeTotals(tx, booking.id);
  });
}

/** Promo codes the site starts with (idempotent); accounts add their own later (referrals). */
export async function seedVouchers(db: Database) {
  await db
    .insert(vouchers)
    .values([
      { code: 'WELCOME10', percentOff: 10, currency: 'NGN', description: '10% off your first trip with us', firstTripOnly: true, oncePerPerson: true },
      {
        code: 'NAIJA5000',
        amountOffMinor: 500_000,
        currency: 'NGN',
        minTotalMinor: 5_000_000,
        maxRedemptions: 500,
        description: '₦5,000 off trips of ₦50,000 or more',
      },
    ])
    .onConflictDoNothing({ target: vouchers.code });
}
