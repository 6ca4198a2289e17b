import { index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { orders } from '../orders/schema';
import { vouchers } from '../orders/schema';

/**
 * The promo code an inviter earned when the friend they invited had a first order confirmed:
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
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    voucherCode: varchar('voucher_code', { length: 32 })
      .notNull()
      .references(() => vouchers.code),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referral_rewards_invitee_idx').on(table.inviteeId), index('referral_rewards_inviter_idx').on(table.inviterId)],
);
