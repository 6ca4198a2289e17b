import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../../db/client';
import { sandboxTransactions } from '../../../db/schema';
import type { PaymentChannel } from '../../schema';
import { appSecret } from '../../../lib/secrets';
import type { Currency } from '../../../lib/money';
import { paystackSignature } from '../signatures';

/** Keys the sandbox accepts and signs its webhooks with; never valid at the real gateways. */
export interface SandboxKeys {
  paystackSecret: string;
  flutterwaveSecret: string;
  flutterwaveHash: string;
}

/**
 * This installation's sandbox keys: derived from a secret made at random once and kept in the
 * database, so nobody can sign a sandbox webhook by reading our source.
 */
export async function sandboxKeys(db: Database): Promise<SandboxKeys> {
  const secret = await appSecret(db, 'sandbox-gateway');
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('base64url').slice(0, 32);
  return {
    paystackSecret: `sk_test_sandbox_${derive('paystack-secret')}`,
    flutterwaveSecret: `FLWSECK_TEST-sandbox-${derive('flutterwave-secret')}-X`,
    flutterwaveHash: derive('flutterwave-hash'),
  };
}

export type SandboxOutcome = 'success' | 'failed' | 'abandoned';
type SandboxRow = typeof sandboxTransactions.$inferSelect;

/** The hosted checkout page the sandbox sends a traveller to (a page of this site). */
export const sandboxCheckoutPath = (reference: string) => `/payment/checkout/${encodeURIComponent(reference)}`;

const paystackData = (row: SandboxRow) => ({
  id: row.id,
  domain: 'test',
  status: row.status,
  reference: row.reference,
  amount: row.amountMinor,
  currency: row.currency,
  paid_at: row.paidAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  channel: row.channel,
  gateway_response: row.status === 'success' ? 'Approved' : row.status === 'failed' ? 'Declined' : 'The transaction was not completed',
  customer: { email: row.email },
});

const flutterwaveStatus = (status: string) => (status === 'success' ? 'successful' : status === 'abandoned' ? 'cancelled' : status);

const flutterwaveData = (row: SandboxRow) => ({
  id: row.id,
  tx_ref: row.reference,
  flw_ref: `FLW-SANDBOX-${row.id}`,
  amount: row.amountMinor / 100,
  charged_amount: row.amountMinor / 100,
  currency: row.currency,
  status: flutterwaveStatus(row.status),
  payment_type: row.channel === 'bank_transfer' ? 'bank_transfer' : row.channel,
  created_at: row.createdAt.toISOString(),
  customer: { email: row.email },
});

/**
 * The sandbox gateway: Paystack's and Flutterwave's REST APIs as this app uses them, answered
 * from the `sandbox_transactions` ledger. The real adapters call it through an in-process fetch,
 * so payments run the same code with or without keys.
 */
/** The sandbox, like the gateways for this merchant, takes naira and dollars only. */
const isCurrency = (value: string): value is Currency => value === 'NGN' || value === 'USD';

export function sandboxGatewayApi(getDb: () => Promise<Database>, keys: SandboxKeys) {
  const api = new Hono();
  const bearer = (header: string | undefined, key: string) => header === `Bearer ${key}`;

  api.post('/paystack/transaction/initialize', async (c) => {
    if (!bearer(c.req.header('authorization'), keys.paystackSecret)) return c.json({ status: false, message: 'Invalid key' }, 401);
    const body = await c.req.json<{ email: string; amount: string; currency: string; reference: string; callback_url: string; channels?: string[] }>();
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0) return c.json({ status: false, message: 'Invalid amount' }, 400);
    if (!isCurrency(body.currency)) return c.json({ status: false, message: 'Currency not supported by merchant' }, 400);
    const currency = body.currency;
    const db = await getDb();
    const inserted = await db
      .insert(sandboxTransactions)
      .values({
        gateway: 'paystack',
        reference: body.reference,
        amountMinor: amount,
        currency,
        email: body.email,
        callbackUrl: body.callback_url,
        channel: hostedChannel(body.channels?.[0]),
      })
      .onConflictDoNothing({ target: sandboxTransactions.reference })
      .returning();
    if (inserted.length === 0) return c.json({ status: false, message: 'Duplicate Transaction Reference' }, 400);
    const origin = new URL(body.callback_url).origin;
    return c.json({
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${origin}${sandboxCheckoutPath(body.reference)}`, access_code: randomBytes(8).toString('hex'), reference: body.reference },
    });
  });

  api.get('/paystack/transaction/verify/:reference', async (c) => {
    if (!bearer(c.req.header('authorization'), keys.paystackSecret)) return c.json({ status: false, message: 'Invalid key' }, 401);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, c.req.param('reference')));
    if (!row || row.gateway !== 'paystack') return c.json({ status: false, message: 'Transaction reference not found' }, 400);
    return c.json({ status: true, message: 'Verification successful', data: paystackData(row) });
  });

  api.post('/flutterwave/v3/payments', async (c) => {
    if (!bearer(c.req.header('authorization'), keys.flutterwaveSecret))
      return c.json({ status: 'error', message: 'Invalid authorization key', data: null }, 401);
    const body = await c.req.json<{
      tx_ref: string;
      amount: number;
      currency: string;
      redirect_url: string;
      customer: { email: string };
      payment_options?: string;
    }>();
    const amountMinor = Math.round(Number(body.amount) * 100);
    if (!(amountMinor > 0)) return c.json({ status: 'error', message: 'Invalid amount', data: null }, 400);
    if (!isCurrency(body.currency)) return c.json({ status: 'error', message: 'Invalid currency', data: null }, 400);
    const currency = body.currency;
    const db = await getDb();
    const inserted = await db
      .insert(sandboxTransactions)
      .values({
        gateway: 'flutterwave',
        reference: body.tx_ref,
        amountMinor,
        currency,
        email: body.customer.email,
        callbackUrl: body.redirect_url,
        channel: hostedChannel(body.payment_options),
      })
      .onConflictDoNothing({ target: sandboxTransactions.reference })
      .returning();
    if (inserted.length === 0) return c.json({ status: 'error', message: 'Duplicate tx_ref', data: null }, 400);
    return c.json({ status: 'success', message: 'Hosted Link', data: { link: `${new URL(body.redirect_url).origin}${sandboxCheckoutPath(body.tx_ref)}` } });
  });

  // Pay with Transfer: an account for this charge, which the sandbox's "transfer received" pays.
  api.post('/paystack/charge', async (c) => {
    if (!bearer(c.req.header('authorization'), keys.paystackSecret)) return c.json({ status: false, message: 'Invalid key' }, 401);
    const body = await c.req.json<{ email: string; amount: string; currency?: string; reference: string; bank_transfer?: { account_expires_at?: string } }>();
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0) return c.json({ status: false, message: 'Invalid amount' }, 400);
    if ((body.currency ?? 'NGN') !== 'NGN' || !body.bank_transfer) return c.json({ status: false, message: 'Pay with Transfer takes naira only' }, 400);
    const row = await openSandboxTransfer(await getDb(), 'paystack', body.reference, amount, body.email);
    if (!row) return c.json({ status: false, message: 'Duplicate Transaction Reference' }, 400);
    const expires = new Date(body.bank_transfer.account_expires_at ?? Date.now() + 30 * 60_000);
    return c.json({
      status: true,
      message: 'Charge attempted',
      data: {
        status: 'pending_bank_transfer',
        display_text: 'Please make a transfer to the account specified',
        reference: row.reference,
        amount,
        account_name: 'PAYSTACK CHECKOUT',
        account_number: sandboxAccountNumber(row.id),
        bank: { slug: 'test-bank', name: 'Test Bank', id: 24 },
        account_expires_at: expires.toISOString(),
      },
    });
  });

  api.post('/flutterwave/v3/charges', async (c) => {
    if (!bearer(c.req.header('authorization'), keys.flutterwaveSecret))
      return c.json({ status: 'error', message: 'Invalid authorization key', data: null }, 401);
    if (c.req.query('type') !== 'bank_transfer') return c.json({ status: 'error', message: 'Only bank_transfer charges are simulated', data: null }, 400);
    const body = await c.req.json<{ tx_ref: string; amount: number; currency: string; email: string; expires?: number }>();
    const amountMinor = Math.round(Number(body.amount) * 100);
    if (!(amountMinor > 0)) return c.json({ status: 'error', message: 'Invalid amount', data: null }, 400);
    if (body.currency !== 'NGN') return c.json({ status: 'error', message: 'Bank transfer takes NGN only', data: null }, 400);
    const row = await openSandboxTransfer(await getDb(), 'flutterwave', body.tx_ref, amountMinor, body.email);
    if (!row) return c.json({ status: 'error', message: 'Duplicate tx_ref', data: null }, 400);
    const expires = new Date(Date.now() + (Number(body.expires) || 3600) * 1000);
    return c.json({
      status: 'success',
      message: 'Charge initiated',
      meta: {
        authorization: {
          transfer_reference: `FLW-SANDBOX-${row.id}`,
          transfer_account: sandboxAccountNumber(row.id),
          transfer_bank: 'Sandbox Bank',
          account_expiration: expires.toISOString(),
          transfer_note: 'Please make a bank transfer to Flutterwave',
          transfer_amount: body.amount,
          mode: 'banktransfer',
        },
      },
    });
  });

  const flutterwaveVerify = async (row: SandboxRow | undefined) =>
    row && row.gateway === 'flutterwave' ? { status: 'success', message: 'Transaction fetched successfully', data: flutterwaveData(row) } : null;

  api.get('/flutterwave/v3/transactions/verify_by_reference', async (c) => {
    if (!bearer(c.req.header('authorization'), keys.flutterwaveSecret))
      return c.json({ status: 'error', message: 'Invalid authorization key', data: null }, 401);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, c.req.query('tx_ref') ?? ''));
    const body = await flutterwaveVerify(row);
    return body ? c.json(body) : c.json({ status: 'error', message: 'No transaction was found for this id', data: null }, 404);
  });

  api.get('/flutterwave/v3/transactions/:id/verify', async (c) => {
    if (!bearer(c.req.header('authorization'), keys.flutterwaveSecret))
      return c.json({ status: 'error', message: 'Invalid authorization key', data: null }, 401);
    const id = Number(c.req.param('id'));
    const [row] = Number.isInteger(id) ? await (await getDb()).select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id)) : [];
    const body = await flutterwaveVerify(row);
    return body ? c.json(body) : c.json({ status: 'error', message: 'No transaction was found for this id', data: null }, 404);
  });

  // Refunds: the money of a settled payment back, never more than it took.
  const refundSandbox = async (row: SandboxRow | undefined, amountMinor: number) => {
    if (!row || row.status !== 'success' || !Number.isInteger(amountMinor) || amountMinor <= 0) return null;
    const [refunded] = await (
      await getDb()
    )
      .update(sandboxTransactions)
      .set({ refundedMinor: sql`${sandboxTransactions.refundedMinor} + ${amountMinor}` })
      .where(and(eq(sandboxTransactions.id, row.id), sql`${sandboxTransactions.refundedMinor} + ${amountMinor} <= ${sandboxTransactions.amountMinor}`))
      .returning();
    return refunded ?? null;
  };

  api.post('/paystack/refund', async (c) => {
    if (!bearer(c.req.header('authorization'), keys.paystackSecret)) return c.json({ status: false, message: 'Invalid key' }, 401);
    const body = await c.req.json<{ transaction: string; amount?: string }>();
    const [row] = await (
      await getDb()
    )
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, String(body.transaction)));
    const refunded = row?.gateway === 'paystack' ? await refundSandbox(row, Number(body.amount ?? row.amountMinor - row.refundedMinor)) : null;
    if (!refunded) return c.json({ status: false, message: 'Transaction cannot be refunded' }, 400);
    return c.json({
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        id: refunded.id * 10 + 1,
        status: 'pending',
        amount: Number(body.amount ?? refunded.refundedMinor),
        currency: refunded.currency,
        transaction: paystackData(refunded),
      },
    });
  });

  api.post('/flutterwave/v3/transactions/:id/refund', async (c) => {
    if (!bearer(c.req.header('authorization'), keys.flutterwaveSecret))
      return c.json({ status: 'error', message: 'Invalid authorization key', data: null }, 401);
    const id = Number(c.req.param('id'));
    const body = await c.req.json<{ amount?: number }>();
    const [row] = Number.isInteger(id) ? await (await getDb()).select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id)) : [];
    const amountMinor = body.amount === undefined ? (row ? row.amountMinor - row.refundedMinor : 0) : Math.round(Number(body.amount) * 100);
    const refunded = row?.gateway === 'flutterwave' ? await refundSandbox(row, amountMinor) : null;
    if (!refunded) return c.json({ status: 'error', message: 'Transaction cannot be refunded', data: null }, 400);
    return c.json({
      status: 'success',
      message: 'Transaction refund initiated',
      data: { id: refunded.id * 10 + 2, tx_id: refunded.id, amount_refunded: amountMinor / 100, status: 'completed' },
    });
  });

  return api;
}

const hostedChannel = (channel: string | undefined): PaymentChannel => (channel === 'ussd' ? 'ussd' : 'card');

/** A ten-digit account number of the sandbox's own (never a real bank's: it starts with 99). */
const sandboxAccountNumber = (id: number) => `99${String(id).padStart(8, '0').slice(-8)}`;

async function openSandboxTransfer(db: Database, gateway: 'paystack' | 'flutterwave', reference: string, amountMinor: number, email: string) {
  const [row] = await db
    .insert(sandboxTransactions)
    .values({ gateway, reference, amountMinor, currency: 'NGN', email, callbackUrl: '', channel: 'bank_transfer' })
    .onConflictDoNothing({ target: sandboxTransactions.reference })
    .returning();
  return row ?? null;
}

/** A fetch that answers from the sandbox API instead of the network. */
export function sandboxFetch(api: Hono, prefix: 'paystack' | 'flutterwave') {
  return (input: string, init?: RequestInit) => {
    const url = new URL(input);
    return Promise.resolve(api.request(`/${prefix}${url.pathname}${url.search}`, init));
  };
}

export async function findSandboxTransaction(db: Database, reference: string) {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
  return row ?? null;
}

/**
 * The traveller's choice on the sandbox checkout page. Settles the ledger once (a second press
 * changes nothing), and returns where the gateway would send the browser and the webhook it would
 * post, signed as the real one signs it.
 */
export async function completeSandboxTransaction(db: Database, keys: SandboxKeys, reference: string, outcome: SandboxOutcome) {
  const [settled] = await db
    .update(sandboxTransactions)
    .set({ status: outcome, paidAt: outcome === 'success' ? new Date() : null })
    .where(eq(sandboxTransactions.reference, reference))
    .returning();
  const row = settled ?? (await findSandboxTransaction(db, reference));
  if (!row) return null;
  return { row, redirectUrl: row.callbackUrl ? sandboxRedirect(row) : null, webhook: outcome === 'abandoned' ? null : sandboxWebhook(row, keys) };
}

export function sandboxRedirect(row: SandboxRow): string {
  const url = new URL(row.callbackUrl);
  if (row.gateway === 'paystack') {
    url.searchParams.set('trxref', row.reference);
    url.searchParams.set('reference', row.reference);
  } else {
    url.searchParams.set('status', flutterwaveStatus(row.status));
    url.searchParams.set('tx_ref', row.reference);
    url.searchParams.set('transaction_id', String(row.id));
  }
  return url.toString();
}

export function sandboxWebhook(row: SandboxRow, keys: SandboxKeys): { path: string; body: string; headers: Record<string, string> } {
  if (row.gateway === 'paystack') {
    const body = JSON.stringify({ event: row.status === 'success' ? 'charge.success' : 'charge.failed', data: paystackData(row) });
    return {
      path: '/api/payment/webhooks/paystack',
      body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(body, keys.paystackSecret) },
    };
  }
  const body = JSON.stringify({ event: 'charge.completed', data: flutterwaveData(row) });
  return { path: '/api/payment/webhooks/flutterwave', body, headers: { 'content-type': 'application/json', 'verif-hash': keys.flutterwaveHash } };
}

/** The sandbox's transactions are kept 30 days (a reconciliation asks about a payment for two days at most). */
export async function purgeSandboxTransactions(db: Database, now = new Date()): Promise<number> {
  const purged = await db
    .delete(sandboxTransactions)
    .where(lt(sandboxTransactions.createdAt, new Date(now.getTime() - 30 * 86_400_000)))
    .returning({ id: sandboxTransactions.id });
  return purged.length;
}
