import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { orders, type TransferAccount } from '../orders/schema';
import type { Currency } from '../lib/money';

export type PaymentChannel = 'card' | 'ussd' | 'bank_transfer';

export type { TransferAccount };

export const paymentStatus = pgEnum('payment_status', ['PENDING', 'SUCCEEDED', 'FAILED', 'REFUND_DUE']);

/**
 * One attempt to pay an order through a gateway. `reference` is ours (Paystack reference,
 * Flutterwave tx_ref); fulfilment moves PENDING to SUCCEEDED by a conditional update, once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: varchar('reference', { length: 40 }).notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    /** How the traveller pays at the gateway: its hosted page by card or USSD, or a transfer to an account opened for the order. */
    channel: varchar('channel', { length: 16 }).$type<PaymentChannel>().notNull().default('card'),
    /** For a bank transfer: the account the gateway opened for this order and amount. */
    transferAccount: jsonb('transfer_account').$type<TransferAccount>(),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: paymentStatus('status').notNull().default('PENDING'),
    gatewayTransactionId: text('gateway_transaction_id'),
    failureReason: text('failure_reason'),
    /** When the reconciliation last asked the gateway about it while it was pending. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    // The reconciliation's candidates: pending payments only, however many were ever made.
    index('payments_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    // One transfer account per order and amount, however many requests ask at once.
    uniqueIndex('payments_transfer_once_idx')
      .on(table.orderId, table.amountMinor)
      .where(sql`${table.channel} = 'bank_transfer'`),
  ],
);

/**
 * The sandbox gateway's own ledger: what "Paystack" or "Flutterwave" would hold on their side
 * when no keys are configured. Our code reads it only through the gateway adapters.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 4_100_000 }),
  gateway: varchar('gateway', { length: 16 }).$type<'paystack' | 'flutterwave'>().notNull(),
  reference: varchar('reference', { length: 40 }).notNull().unique(),
  amountMinor: integer('amount_minor').notNull(),
  currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
  email: text('email').notNull(),
  callbackUrl: text('callback_url').notNull(),
  channel: varchar('channel', { length: 16 }).$type<PaymentChannel>().notNull().default('card'),
  status: varchar('status', { length: 16 }).$type<'pending' | 'success' | 'failed' | 'abandoned'>().notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** What the sandbox gave back (a refund of this payment). */
  refundedMinor: integer('refunded_minor').notNull().default(0),
});
