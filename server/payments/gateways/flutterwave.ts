import { safeEqual } from './signatures';
import type { SandboxKeys } from './sandbox/sandbox';
import {
  GatewayError,
  gatewayCall,
  type Fetch,
  type InitializeInput,
  type PaymentGateway,
  type TransferAccountInput,
  type VerifiedTransaction,
  type WebhookNotice,
  type RefundInput,
} from './types';

interface FlutterwaveTransaction {
  id: number;
  tx_ref: string;
  status: string;
  amount: number;
  currency: string;
}

/**
 * Flutterwave Standard (https://developer.flutterwave.com/docs/flutterwave-standard-1): amounts in
 * major units, redirect with `status`, `tx_ref` and `transaction_id`, webhooks carrying the
 * dashboard's secret hash in `verif-hash`.
 */
export class FlutterwaveGateway implements PaymentGateway {
  readonly name = 'flutterwave' as const;

  constructor(private readonly options: { secretKey: string; secretHash: string; baseUrl?: string; fetch?: Fetch; sandbox?: SandboxKeys }) {}

  get sandbox() {
    return this.options.sandbox ?? null;
  }

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const url = `${this.options.baseUrl ?? 'https://api.flutterwave.com'}${path}`;
    const { response, body } = await gatewayCall<{ status: string; message: string; data: T }>(
      'flutterwave',
      this.options.fetch ?? fetch,
      url,
      this.options.secretKey,
      init,
    );
    if (!response.ok || body?.status !== 'success')
      throw new GatewayError('flutterwave', body?.message ?? `Flutterwave answered ${response.status}`, response.status);
    return body.data;
  }

  async initialize(input: InitializeInput) {
    const data = await this.call<{ link: string }>('/v3/payments', {
      method: 'POST',
      body: JSON.stringify({
        tx_ref: input.reference,
        amount: input.amountMinor / 100,
        currency: input.currency,
        redirect_url: input.callbackUrl,
        payment_options: input.channel ?? 'card',
        customer: { email: input.email, ...(input.phone ? { phonenumber: input.phone } : {}) },
        customizations: { title: 'Baobab Travel', description: input.description },
      }),
    });
    return { checkoutUrl: data.link };
  }

  /**
   * Bank-transfer charge (https://developer.flutterwave.com/docs/direct-charge/bank-transfer): a
   * temporary account for this tx_ref, paid into from any Nigerian bank. The answer sits in
   * `meta.authorization`, not `data`.
   */
  async openTransferAccount(input: TransferAccountInput) {
    const url = `${this.options.baseUrl ?? 'https://api.flutterwave.com'}/v3/charges?type=bank_transfer`;
    const { response, body } = await gatewayCall<{
      status: string;
      message: string;
      meta?: { authorization?: { transfer_account?: string; transfer_bank?: string; account_expiration?: string; transfer_note?: string } };
    }>('flutterwave', this.options.fetch ?? fetch, url, this.options.secretKey, {
      method: 'POST',
      body: JSON.stringify({
        tx_ref: input.reference,
        amount: input.amountMinor / 100,
        currency: input.currency,
        email: input.email,
        ...(input.phone ? { phone_number: input.phone } : {}),
        is_permanent: false,
        expires: Math.max(60, Math.round((input.expiresAt.getTime() - Date.now()) / 1000)),
        narration: input.description,
      }),
    });
    const account = body?.meta?.authorization;
    if (!response.ok || body?.status !== 'success' || !account?.transfer_account || !account.transfer_bank) {
      throw new GatewayError('flutterwave', body?.message ?? `Flutterwave answered ${response.status}`, response.status);
    }
    const expires = new Date(account.account_expiration ?? '');
    return {
      bankName: account.transfer_bank,
      accountNumber: account.transfer_account,
      accountName: account.transfer_note ?? 'Flutterwave',
      expiresAt: (Number.isNaN(expires.getTime()) ? input.expiresAt : expires).toISOString(),
    };
  }

  async verify({ reference, transactionId }: { reference: string; transactionId?: string }): Promise<VerifiedTransaction> {
    const data = transactionId
      ? await this.call<FlutterwaveTransaction>(`/v3/transactions/${encodeURIComponent(transactionId)}/verify`)
      : await this.call<FlutterwaveTransaction>(`/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`);
    const status = data.status === 'successful' ? 'success' : data.status === 'failed' ? 'failed' : data.status === 'cancelled' ? 'abandoned' : 'pending';
    return { reference: data.tx_ref, status, amountMinor: Math.round(Number(data.amount) * 100), currency: data.currency, transactionId: String(data.id) };
  }

  /** Refunds (https://developer.flutterwave.com/reference/refund-a-transaction): by the transaction's id, the amount in its currency's units. */
  async refund(input: RefundInput) {
    if (!input.transactionId) throw new GatewayError('flutterwave', 'A Flutterwave refund needs the transaction id');
    const data = await this.call<{ id: number; status: string }>(`/v3/transactions/${encodeURIComponent(input.transactionId)}/refund`, {
      method: 'POST',
      body: JSON.stringify({ amount: input.amountMinor / 100 }),
    });
    return { refundId: String(data.id) };
  }

  verifyWebhook(_rawBody: string, headers: Headers) {
    const hash = headers.get('verif-hash');
    return !!hash && safeEqual(hash, this.options.secretHash);
  }

  parseWebhook(rawBody: string): WebhookNotice | null {
    const body = JSON.parse(rawBody) as { event?: string; data?: { tx_ref?: string; id?: number } };
    if (body.event !== 'charge.completed' || !body.data?.tx_ref) return null;
    return { event: body.event, reference: body.data.tx_ref, transactionId: body.data.id ? String(body.data.id) : undefined };
  }
}
