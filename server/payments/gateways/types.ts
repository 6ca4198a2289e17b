import type { GatewayName } from './mode';
import type { Currency } from '../../lib/money';
import type { TransferAccount } from '../schema';
import type { SandboxKeys } from './sandbox/sandbox';

export type { GatewayName };

export interface InitializeInput {
  /** Our reference for this attempt: Paystack `reference`, Flutterwave `tx_ref`. */
  reference: string;
  amountMinor: number;
  currency: Currency;
  email: string;
  phone?: string;
  callbackUrl: string;
  description: string;
  /** The hosted page offers only this way of paying (the traveller chose it on our page). */
  channel?: 'card' | 'ussd';
}

export interface TransferAccountInput {
  /** Our reference for this attempt, as for a hosted checkout. */
  reference: string;
  amountMinor: number;
  currency: 'NGN';
  email: string;
  phone?: string;
  /** The account stops taking money then (the reservation's deadline). */
  expiresAt: Date;
  description: string;
}

/** A transaction as the gateway reports it when asked (never as a browser or webhook claims it). */
export interface VerifiedTransaction {
  reference: string;
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  amountMinor: number;
  currency: string;
  transactionId: string;
}

/** Money back on a settled payment: its reference and the gateway's id for it, and how much (minor units). */
export interface RefundInput {
  reference: string;
  transactionId: string | null;
  amountMinor: number;
  currency: string;
}

export interface WebhookNotice {
  event: string;
  reference: string;
  transactionId?: string;
}

/** A hosted-checkout payment gateway: initialize → redirect → verify, plus signed webhooks. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** The in-app sandbox's keys when it stands in for the real gateway (no keys configured), else null. */
  readonly sandbox: SandboxKeys | null;
  initialize(input: InitializeInput): Promise<{ checkoutUrl: string }>;
  /**
   * A bank account opened for one payment (naira): the traveller transfers from any bank app and
   * the gateway's webhook settles it, as it does a card payment.
   */
  openTransferAccount(input: TransferAccountInput): Promise<TransferAccount>;
  verify(lookup: { reference: string; transactionId?: string }): Promise<VerifiedTransaction>;
  /** Gives a settled payment's money back (to the card or account it came from); the gateway's id for the refund. */
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /** Whether a webhook really comes from the gateway (constant-time comparison). */
  verifyWebhook(rawBody: string, headers: Headers): boolean;
  /** What a (verified) webhook announces; null for events we do not act on. */
  parseWebhook(rawBody: string): WebhookNotice | null;
}

/** The gateway could not be reached or refused the call: the traveller may try again. */
export class GatewayError extends Error {
  constructor(
    readonly gateway: GatewayName,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const GATEWAY_LABEL: Record<GatewayName, string> = { paystack: 'Paystack', flutterwave: 'Flutterwave' };

/**
 * One authenticated JSON call to a gateway (or to the sandbox standing in for it): bearer secret,
 * a 15 s limit, and a GatewayError when it cannot be reached. The caller reads the envelope.
 */
export async function gatewayCall<B>(
  gateway: GatewayName,
  fetcher: Fetch,
  url: string,
  secretKey: string,
  init: RequestInit = {},
): Promise<{ response: Response; body: B | null }> {
  let response: Response;
  try {
    response = await fetcher(url, {
      ...init,
      headers: { Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new GatewayError(gateway, `${GATEWAY_LABEL[gateway]} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { response, body: (await response.json().catch(() => null)) as B | null };
}
