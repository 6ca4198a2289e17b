import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bookings, vouchers } from '../db/schema';
import { env } from '../env';
import { convertMinor, type Currency } from '../lib/money';

export type Voucher = typeof vouchers.$inferSelect;

/** What a voucher takes off a subtotal in the booking's currency (never more than the subtotal). */
export function voucherDiscount(voucher: Voucher, subtotalMinor: number, currency: Currency): number {
  if (voucher.percentOff) return Math.min(subtotalMinor, Math.floor((subtotalMinor * voucher.percentOff) / 100));
  const off = convertMinor(voucher.amountOffMinor ?? 0, voucher.currency as Currency, currency, env().NGN_PER_USD);
  return Math.min(subtotalMinor, off);
}

/**
 * Sets a booking's discount and total from its fare, extras and voucher. Runs inside the
 * transaction that changed one of them, with the booking row locked.
 */
export async function recomputeTotals(tx: Tx, bookingId: string, extrasMinor?: number) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw new Error(`booking ${bookingId} vanished`);
  const extras = extrasMinor ?? booking.extrasMinor;
  const subtotal = booking.baseMinor + booking.taxesMinor + extras;
  let discount = 0;
  if (booking.voucherCode) {
    const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.code, booking.voucherCode));
    if (voucher) discount = voucherDiscount(voucher, subtotal, booking.currency as Currency);
  }
  const [updated] = await tx
    .update(bookings)
    .set({ extrasMinor: extras, discountMinor: discount, totalMinor: subtotal - discount, updatedAt: new Date() })
    .where(eq(bookings.id, bookingId))
    .returning();
  return updated!;
}
