import type { SandboxKeys } from './sandbox/sandbox';
import {
  GatewayError,
  gatewayCall,
  type Fetch,
  type InitializeInput,
  type PaymentGateway,
  type RefundInput,
  type TransferAccountInput,
  type VerifiedTransaction,
  type WebhookNotice,
} from './types';
import { paystackSignature, safeEqual } from './signatures';

interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data: T;
}

/**
 * Paystack (https://paystack.com/docs/api/transaction): amounts in kobo/cents, callback with
 * `trxref` and `reference`, webhooks signed with HMAC-SHA512 of the raw body (x-paystack-signature).
 */
/** What every charge asked of Paystack carries: who pays, how much (in kobo or cents), and our reference. */
const charge = (input: Pick<InitializeInput, 'email' | 'amountMinor' | 'currency' | 'reference' | 'description'>) => ({
  email: input.email,
  amount: String(input.amountMinor),
  currency: input.currency,
  reference: input.reference,
  metadata: { description: input.description },
});

export class PaystackGateway implements PaymentGateway {
  readonly name = 'paystack' as const;

  constructor(private readonly options: { secretKey: string; baseUrl?: string; fetch?: Fetch; sandbox?: SandboxKeys }) {}

  get sandbox() {
    return this.options.sandbox ?? null;
  }

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const url = `${this.options.baseUrl ?? 'https://api.paystack.co'}${path}`;
    const { response, body } = await gatewayCall<PaystackEnvelope<T>>('paystack', this.options.fetch ?? fetch, url, this.options.secretKey, init);
    if (!response.ok || !body?.status) throw new GatewayError('paystack', body?.message ?? `Paystack answered ${response.status}`, response.status);
    return body.data;
  }

  async initialize(input: InitializeInput) {
    const data = await this.call<{ authorization_url: string; reference: string }>('/transaction/initialize', {
      method: 'POST',
      body: JSON.stringify({ ...charge(input), callback_url: input.callbackUrl, channels: [input.channel ?? 'card'] }),
    });
    return { checkoutUrl: data.authorization_url };
  }

  /** Pay with Transfer (https://paystack.com/docs/payments/payment-methods/#bank-transfer): an account for this charge only. */
  async openTransferAccount(input: TransferAccountInput) {
    const data = await this.call<{ status: string; account_name: string; account_number: string; bank: { name: string }; account_expires_at: string }>(
      '/charge',
      {
        method: 'POST',
        body: JSON.stringify({ ...charge(input), bank_transfer: { account_expires_at: input.expiresAt.toISOString() } }),
      },
    );
    if (!data?.account_number || !data.bank?.name) throw new GatewayError('paystack', `Paystack opened no transfer account (${data?.status ?? 'no status'})`);
    return { bankName: data.bank.name, accountNumber: data.account_number, accountName: data.account_name, expiresAt: data.account_expires_at };
  }

  async verify({ reference }: { reference: string }): Promise<VerifiedTransaction> {
    const data = await this.call<{ id: number; status: string; reference: string; amount: number; currency: string }>(
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    const status =
      data.status === 'success'
        ? 'success'
        : data.status === 'failed' || data.status === 'reversed'
          ? 'failed'
          : data.status === 'abandoned'
            ? 'abandoned'
            : 'pending';
    return { reference: data.reference, status, amountMinor: Number(data.amount), currency: data.currency, transactionId: String(data.id) };
  }

  /** Refunds (https://paystack.com/docs/api/refund): the transaction by its reference, the amount in kobo/cents. */
  async refund(input: RefundInput) {
    const data = await this.call<{ id: number; status: string }>('/refund', {
      method: 'POST',
      body: JSON.stringify({ transaction: input.reference, amount: String(input.amountMinor), currency: input.currency }),
    });
    return { refundId: String(data.id) };
  }

  verifyWebhook(rawBody: string, headers: Headers) {
    const signature = headers.get('x-paystack-signature');
    return !!signature && safeEqual(signature, paystackSignature(rawBody, this.options.secretKey));
  }

  parseWebhook(rawBody: string): WebhookNotice | null {
    const body = JSON.parse(rawBody) as { event?: string; data?: { reference?: string; id?: number } };
    if (!body.event?.startsWith('charge.') || !body.data?.reference) return null;
    return { event: body.event, reference: body.data.reference, transactionId: body.data.id ? String(body.data.id) : undefined };
  }
}
