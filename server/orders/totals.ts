import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { orders, vouchers } from './schema';
import { env } from '../env';
import { convertMinor, type Currency } from '../lib/money';

export type Voucher = typeof vouchers.$inferSelect;

/** What a voucher takes off a subtotal in the order's currency (never more than the subtotal). */
export function voucherDiscount(voucher: Voucher, subtotalMinor: number, currency: Currency): number {
  if (voucher.percentOff) {
    // Naira amounts stay whole naira (the site never shows kobo): the discount rounds down to one.
    const off = Math.floor((subtotalMinor * voucher.percentOff) / 100);
    return Math.min(subtotalMinor, currency === 'NGN' ? off - (off % 100) : off);
  }
  const off = convertMinor(voucher.amountOffMinor ?? 0, voucher.currency as Currency, currency, env().NGN_PER_USD);
  return Math.min(subtotalMinor, off);
}

/**
 * Sets an order's discount and total from its fare, extras and voucher. Runs inside the
 * transaction that changed one of them, with the order row locked.
 */
export async function recomputeTotals(tx: Tx, orderId: string, extrasMinor?: number) {
  const [booking] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!booking) throw new Error(`order ${orderId} vanished`);
  const extras = extrasMinor ?? booking.extrasMinor;
  const subtotal = booking.baseMinor + booking.taxesMinor + extras;
  let discount = 0;
  if (booking.voucherCode) {
    const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.code, booking.voucherCode));
    if (voucher) discount = voucherDiscount(voucher, subtotal, booking.currency as Currency);
  }
  const [updated] = await tx
    .update(orders)
    .set({ extrasMinor: extras, discountMinor: discount, totalMinor: subtotal - discount, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  return updated!;
}
