import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { orders } from '../orders/schema';
import { vouchers } from './schema';
import { env } from '../env';
import { HttpError } from '../lib/http-error';
import { convertMinor, type Currency } from '../lib/money';
import { recomputeTotals } from '../orders/totals';


const refused = (code: string, detail: string) =>
  new HttpError(422, code, 'Promo code not applied', detail, [{ status: 422, code, title: 'Promo code not applied', detail, source: { pointer: '/code' } }]);

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
 * Applies a promo code to an unpaid booking. The redemption is counted at once by a conditional
 * update (redemptions < max), so a code limited to N uses is held by at most N orders, however
 * many apply it together; removing it or the booking lapsing gives the use back.
 */
export async function applyVoucher(db: Database, reference: string, rawCode: string, now = new Date()) {
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
      { code: 'WELCOME10', percentOff: 10, currency: 'NGN', description: '10% off your first trip with us' },
      { code: 'NAIJA5000', amountOffMinor: 500_000, currency: 'NGN', minTotalMinor: 5_000_000, maxRedemptions: 500, description: '₦5,000 off trips of ₦50,000 or more' },
    ])
    .onConflictDoNothing({ target: vouchers.code });
}
