import { randomInt } from 'node:crypto';
import { and, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { users } from '../accounts/schema';
import { orderedBy } from '../orders/orders';
import { orders, vouchers } from '../orders/schema';
import { referralRewards } from './schema';
import { enqueueMail } from '../mail/outbox';
import { referralRewardEmail } from '../mail/account-emails';
import { convertMinor, fromMinor, type Currency } from '../lib/money';
import { env } from '../env';
import { logger } from '../../common/node/logger';

export { inviterByCode } from '../accounts/referral-code';

/**
 * What an inviter earns per friend (README): ₦5,000 off a booking of ₦25,000 or more, one use, a
 * year; earned by a friend's first paid booking of ₦25,000 or more (its worth in dollars for a
 * dollar booking), and taken back, while unused, if that booking is cancelled.
 */
export const REFERRAL_REWARD = { amountOffMinor: 5_000_00, currency: 'NGN', minTotalMinor: 25_000_00, friendMinTotalMinor: 25_000_00, validDays: 365 } as const;

/** The reward's terms as the invite page and the email state them. */
const rewardTerms = () => ({
  amountOff: fromMinor(REFERRAL_REWARD.amountOffMinor),
  minTotal: fromMinor(REFERRAL_REWARD.minTotalMinor),
  currency: REFERRAL_REWARD.currency,
});

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const rewardCode = () => `FRIEND-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('')}`;

/**
 * Runs in the transaction that confirms a booking. When it is the first confirmed booking of a
 * person someone invited, the inviter earns a promo code and an email about it. The unique
 * invitee index makes this happen once per friend, whatever the order of payments and webhooks.
 */
export async function rewardInviter(
  tx: Tx,
  booking: { id: string; userId: string | null; contactEmail: string; totalMinor: number; currency: string },
  now = new Date(),
) {
  // A trip worth rewarding: small bookings bought to be refunded earn nothing.
  if (convertMinor(booking.totalMinor, booking.currency as Currency, REFERRAL_REWARD.currency, env().NGN_PER_USD) < REFERRAL_REWARD.friendMinTotalMinor)
    return null;
  const [invitee] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, referredBy: users.referredBy })
    .from(users)
    .where(booking.userId ? eq(users.id, booking.userId) : and(eq(users.email, booking.contactEmail.trim().toLowerCase()), isNotNull(users.emailVerifiedAt)));
  if (!invitee?.referredBy) return null;
  // Their first paid booking only: made signed in, or as a guest with their email.
  const [earlier] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'CONFIRMED'), ne(orders.id, booking.id), orderedBy(invitee)))
    .limit(1);
  if (earlier) return null;
  const [inviter] = await tx.select().from(users).where(eq(users.id, invitee.referredBy));
  if (!inviter) return null;

  let code: string | undefined;
  for (let attempt = 0; attempt < 5 && !code; attempt += 1) {
    const [created] = await tx
      .insert(vouchers)
      .values({
        code: rewardCode(),
        amountOffMinor: REFERRAL_REWARD.amountOffMinor,
        currency: REFERRAL_REWARD.currency,
        minTotalMinor: REFERRAL_REWARD.minTotalMinor,
        validFrom: now,
        validUntil: new Date(now.getTime() + REFERRAL_REWARD.validDays * 24 * 3600 * 1000),
        maxRedemptions: 1,
        description: `Invitation reward: ${invitee.firstName} booked`,
      })
      .onConflictDoNothing()
      .returning({ code: vouchers.code });
    code = created?.code;
  }
  const [reward] = await tx
    .insert(referralRewards)
    .values({ inviterId: inviter.id, inviteeId: invitee.id, orderId: booking.id, voucherCode: code! })
    .onConflictDoNothing({ target: referralRewards.inviteeId })
    .returning();
  if (!reward) {
    // Someone else's settlement rewarded this friend first: the code just made must not exist.
    await tx.delete(vouchers).where(eq(vouchers.code, code!));
    return null;
  }
  const language = inviter.preferredLanguage === 'fr' ? 'fr' : 'en';
  await enqueueMail(tx, {
    ...referralRewardEmail({ to: inviter.email, firstName: inviter.firstName, friend: invitee.firstName, code: code!, reward: rewardTerms(), language }),
    dedupeKey: `referral:${invitee.id}`,
  });
  return reward;
}

/**
 * The friend's rewarded booking was cancelled (refunded): the inviter's reward goes too while it is
 * unused (no booking holds it), and the friend's next paid booking may earn it again. A reward
 * already spent on a paid booking stays spent, and is logged for the finance team.
 */
export async function revokeReferralReward(tx: Tx, order: { id: string; reference: string }, now = new Date()) {
  const [reward] = await tx.select().from(referralRewards).where(eq(referralRewards.orderId, order.id)).for('update');
  if (!reward) return false;
  const [holder] = await tx
    .select({ reference: orders.reference, status: orders.status })
    .from(orders)
    .where(and(eq(orders.voucherCode, reward.voucherCode), ne(orders.status, 'CANCELLED')))
    .limit(1);
  if (holder) {
    logger.warn("referral reward already used; friend's booking cancelled", {
      booking: order.reference,
      voucher: reward.voucherCode,
      usedBy: holder.reference,
      usedStatus: holder.status,
    });
    return false;
  }
  await tx.delete(referralRewards).where(eq(referralRewards.id, reward.id));
  await tx
    .update(vouchers)
    .set({ validUntil: now, description: `Invitation reward withdrawn: the friend's booking ${order.reference} was cancelled` })
    .where(eq(vouchers.code, reward.voucherCode));
  return true;
}

/** The invite page: the person's code and link, friends who joined, and the promo codes earned. */
export async function invitationsOf(db: Pick<Database, 'select'>, user: { id: string; referralCode: string }, siteOrigin: string, now = new Date()) {
  const [[joined], rewards, holders] = await Promise.all([
    db
      .select({ friends: count() })
      .from(users)
      .where(and(eq(users.referredBy, user.id), isNotNull(users.emailVerifiedAt))),
    db
      .select({
        code: vouchers.code,
        amountOffMinor: vouchers.amountOffMinor,
        currency: vouchers.currency,
        minTotalMinor: vouchers.minTotalMinor,
        validUntil: vouchers.validUntil,
        redemptions: vouchers.redemptions,
        maxRedemptions: vouchers.maxRedemptions,
        earnedAt: referralRewards.createdAt,
      })
      .from(referralRewards)
      .innerJoin(vouchers, eq(vouchers.code, referralRewards.voucherCode))
      .where(eq(referralRewards.inviterId, user.id))
      .orderBy(desc(referralRewards.createdAt)),
    // Bookings holding one of those codes: paid (used) or waiting for payment (held until it lapses).
    db
      .select({ code: orders.voucherCode, status: orders.status })
      .from(orders)
      .innerJoin(referralRewards, eq(referralRewards.voucherCode, orders.voucherCode))
      .where(and(eq(referralRewards.inviterId, user.id), ne(orders.status, 'CANCELLED'))),
  ]);
  const statusOf = (reward: (typeof rewards)[number]) => {
    const holder = holders.filter((row) => row.code === reward.code);
    if (holder.some((row) => row.status === 'CONFIRMED')) return 'USED' as const;
    if (holder.length > 0) return 'HELD' as const;
    if (reward.maxRedemptions !== null && reward.redemptions >= reward.maxRedemptions) return 'USED' as const;
    return reward.validUntil && reward.validUntil < now ? ('EXPIRED' as const) : ('AVAILABLE' as const);
  };
  return {
    referralCode: user.referralCode,
    link: `${siteOrigin}/invite/${user.referralCode}`,
    friendsJoined: joined?.friends ?? 0,
    reward: rewardTerms(),
    promoCodes: rewards.map((reward) => ({
      code: reward.code,
      amountOff: fromMinor(reward.amountOffMinor ?? 0),
      minTotal: fromMinor(reward.minTotalMinor),
      currency: reward.currency,
      earnedAt: reward.earnedAt.toISOString(),
      validUntil: reward.validUntil?.toISOString() ?? null,
      status: statusOf(reward),
    })),
  };
}
