import flutterwaveVerify from './fixtures/flutterwave-verify-success.json';
import paystackVerify from './fixtures/paystack-verify-success.json';
import { FlutterwaveGateway } from './flutterwave';
import { PaystackGateway } from './paystack';
import { paystackSignature, safeEqual } from './signatures';
import { availableGateways } from './mode';
import { GatewayError } from './types';

/** A fetch that answers recorded gateway responses and remembers what it was asked; no network. */
function recorded(responses: Array<{ status?: number; body: unknown }>) {
  const calls: Array<{ url: string; method: string; headers: Record<string, string>; body: unknown }> = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const next = responses.shift()!;
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

const input = {
  reference: 'K7MX3Q-0A1B2C3D4E',
  amountMinor: 24_000_000,
  currency: 'NGN' as const,
  email: 'ada@example.com',
  callbackUrl: 'https://baobab.travel/api/payment/psverify',
  description: 'Flight booking K7MX3Q',
};

describe('Paystack adapter', () => {
  it('initializes in kobo with the callback, and reads a verification', async () => {
    const { fetch, calls } = recorded([
      {
        body: {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: 'https://checkout.paystack.com/0peioxfhpn', access_code: '0peioxfhpn', reference: input.reference },
        },
      },
      { body: paystackVerify },
    ]);
    const paystack = new PaystackGateway({ secretKey: 'sk_test_xxxxxxxxxxxx', fetch });
    expect(await paystack.initialize(input)).toEqual({ checkoutUrl: 'https://checkout.paystack.com/0peioxfhpn' });
    expect(calls[0]).toMatchObject({
      url: 'https://api.paystack.co/transaction/initialize',
      method: 'POST',
      headers: expect.objectContaining({ Authorization: 'Bearer sk_test_xxxxxxxxxxxx' }),
      body: { email: 'ada@example.com', amount: '24000000', currency: 'NGN', reference: input.reference, callback_url: input.callbackUrl },
    });
    expect(await paystack.verify({ reference: input.reference })).toEqual({
      reference: input.reference,
      status: 'success',
      amountMinor: 24_000_000,
      currency: 'NGN',
      transactionId: '4099260516',
    });
    expect(calls[1]!.url).toBe(`https://api.paystack.co/transaction/verify/${input.reference}`);
  });

  it('offers only the chosen channel on its page, and opens a Pay with Transfer account for one charge', async () => {
    const expires = new Date('2026-12-01T10:00:00Z');
    const { fetch, calls } = recorded([
      {
        body: {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: 'https://checkout.paystack.com/ussd1', access_code: 'ussd1', reference: input.reference },
        },
      },
      {
        body: {
          status: true,
          message: 'Charge attempted',
          data: {
            status: 'pending_bank_transfer',
            display_text: 'Please make a transfer to the account specified',
            reference: input.reference,
            amount: 24_000_000,
            account_name: 'PAYSTACK CHECKOUT',
            account_number: '1231084927',
            bank: { slug: 'test-bank', name: 'Test Bank', id: 24 },
            account_expires_at: '2026-12-01T10:00:00.000Z',
          },
        },
      },
      { body: { status: true, message: 'Charge attempted', data: { status: 'send_otp' } } },
    ]);
    const paystack = new PaystackGateway({ secretKey: 'sk_test_xxxxxxxxxxxx', fetch });
    await paystack.initialize({ ...input, channel: 'ussd' });
    expect(calls[0]!.body).toMatchObject({ channels: ['ussd'] });
    const transfer = {
      reference: input.reference,
      amountMinor: 24_000_000,
      currency: 'NGN' as const,
      email: input.email,
      expiresAt: expires,
      description: input.description,
    };
    expect(await paystack.openTransferAccount(transfer)).toEqual({
      bankName: 'Test Bank',
      accountNumber: '1231084927',
      accountName: 'PAYSTACK CHECKOUT',
      expiresAt: '2026-12-01T10:00:00.000Z',
    });
    expect(calls[1]).toMatchObject({
      url: 'https://api.paystack.co/charge',
      method: 'POST',
      body: { email: input.email, amount: '24000000', reference: input.reference, bank_transfer: { account_expires_at: '2026-12-01T10:00:00.000Z' } },
    });
    // An answer without an account is a failure, never an empty account shown to a traveller.
    await expect(paystack.openTransferAccount(transfer)).rejects.toBeInstanceOf(GatewayError);
  });

  it('puts the configured processor first, and never offers one without keys beside a live one', () => {
    expect(availableGateways({})).toEqual(['paystack', 'flutterwave']);
    expect(availableGateways({ PAYMENTS_PROCESSOR: 'flutterwave' })).toEqual(['flutterwave', 'paystack']);
    expect(availableGateways({ PAYSTACK_SECRET_KEY: 'sk_live_xxxxxxxxxxxx', PAYMENTS_PROCESSOR: 'flutterwave' })).toEqual(['paystack']);
  });

  it('refunds a transaction by its reference, in kobo, and reports a refusal', async () => {
    const { fetch, calls } = recorded([
      { body: { status: true, message: 'Refund has been queued for processing', data: { id: 3018284, status: 'pending', amount: 2750000, currency: 'NGN' } } },
      { status: 400, body: { status: false, message: 'Transaction has been fully reversed' } },
    ]);
    const paystack = new PaystackGateway({ secretKey: 'sk_test_xxxxxxxxxxxx', fetch });
    expect(await paystack.refund({ reference: input.reference, transactionId: '4099260516', amountMinor: 2_750_000, currency: 'NGN' })).toEqual({
      refundId: '3018284',
    });
    expect(calls[0]).toMatchObject({
      url: 'https://api.paystack.co/refund',
      method: 'POST',
      body: { transaction: input.reference, amount: '2750000', currency: 'NGN' },
    });
    await expect(paystack.refund({ reference: input.reference, transactionId: null, amountMinor: 2_750_000, currency: 'NGN' })).rejects.toThrow(
      'Transaction has been fully reversed',
    );
  });

  it('reports a refusal or an unreachable gateway as a GatewayError', async () => {
    const { fetch } = recorded([{ status: 401, body: { status: false, message: 'Invalid key' } }]);
    await expect(new PaystackGateway({ secretKey: 'sk_test_bad_key_000', fetch }).initialize(input)).rejects.toEqual(
      new GatewayError('paystack', 'Invalid key', 401),
    );
    const offline = new PaystackGateway({ secretKey: 'sk_test_xxxxxxxxxxxx', fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(offline.verify({ reference: 'X' })).rejects.toBeInstanceOf(GatewayError);
  });

  it('accepts only webhooks signed with HMAC-SHA512 of the raw body', () => {
    const paystack = new PaystackGateway({ secretKey: 'sk_test_xxxxxxxxxxxx' });
    const body = JSON.stringify({ event: 'charge.success', data: paystackVerify.data });
    const signed = new Headers({ 'x-paystack-signature': paystackSignature(body, 'sk_test_xxxxxxxxxxxx') });
    expect(paystack.verifyWebhook(body, signed)).toBe(true);
    expect(paystack.verifyWebhook(body.replace('24000000', '100'), signed)).toBe(false);
    expect(paystack.verifyWebhook(body, new Headers())).toBe(false);
    expect(paystack.parseWebhook(body)).toEqual({ event: 'charge.success', reference: input.reference, transactionId: '4099260516' });
    expect(paystack.parseWebhook(JSON.stringify({ event: 'transfer.success', data: {} }))).toBeNull();
  });
});

describe('Flutterwave adapter', () => {
  it('creates a hosted payment in major units and verifies by transaction id or reference', async () => {
    const { fetch, calls } = recorded([
      { body: { status: 'success', message: 'Hosted Link', data: { link: 'https://checkout.flutterwave.com/v3/hosted/pay/f524c1196ffda5556341' } } },
      { body: flutterwaveVerify },
      { body: flutterwaveVerify },
    ]);
    const flutterwave = new FlutterwaveGateway({ secretKey: 'FLWSECK_TEST-xxxxxxxx-X', secretHash: 'my-secret-hash', fetch });
    expect(await flutterwave.initialize({ ...input, callbackUrl: 'https://baobab.travel/api/payment/flwverify' })).toEqual({
      checkoutUrl: 'https://checkout.flutterwave.com/v3/hosted/pay/f524c1196ffda5556341',
    });
    expect(calls[0]).toMatchObject({
      url: 'https://api.flutterwave.com/v3/payments',
      body: {
        tx_ref: input.reference,
        amount: 240000,
        currency: 'NGN',
        redirect_url: 'https://baobab.travel/api/payment/flwverify',
        customer: { email: 'ada@example.com' },
      },
    });
    const verified = { reference: input.reference, status: 'success', amountMinor: 24_000_000, currency: 'NGN', transactionId: '4975363' };
    expect(await flutterwave.verify({ reference: input.reference, transactionId: '4975363' })).toEqual(verified);
    expect(calls[1]!.url).toBe('https://api.flutterwave.com/v3/transactions/4975363/verify');
    expect(await flutterwave.verify({ reference: input.reference })).toEqual(verified);
    expect(calls[2]!.url).toBe(`https://api.flutterwave.com/v3/transactions/verify_by_reference?tx_ref=${input.reference}`);
  });

  it('opens a bank-transfer charge account, read from meta.authorization', async () => {
    const { fetch, calls } = recorded([
      {
        body: {
          status: 'success',
          message: 'Charge initiated',
          meta: {
            authorization: {
              transfer_reference: 'MockFLWRef-1',
              transfer_account: '0067100155',
              transfer_bank: 'Mock Bank',
              account_expiration: '2026-12-01 11:00:00',
              transfer_note: 'Please make a bank transfer to Baobab FLW',
              transfer_amount: 240000,
              mode: 'banktransfer',
            },
          },
        },
      },
      { status: 400, body: { status: 'error', message: 'Invalid currency', data: null } },
    ]);
    const flutterwave = new FlutterwaveGateway({ secretKey: 'FLWSECK_TEST-xxxxxxxx-X', secretHash: 'my-secret-hash', fetch });
    const transfer = {
      reference: input.reference,
      amountMinor: 24_000_000,
      currency: 'NGN' as const,
      email: input.email,
      expiresAt: new Date(Date.now() + 3_600_000),
      description: input.description,
    };
    expect(await flutterwave.openTransferAccount(transfer)).toMatchObject({
      bankName: 'Mock Bank',
      accountNumber: '0067100155',
      accountName: 'Please make a bank transfer to Baobab FLW',
      expiresAt: expect.stringMatching(/^2026-12-01T/),
    });
    expect(calls[0]).toMatchObject({
      url: 'https://api.flutterwave.com/v3/charges?type=bank_transfer',
      body: { tx_ref: input.reference, amount: 240000, currency: 'NGN', email: input.email, is_permanent: false },
    });
    expect((calls[0]!.body as { expires: number }).expires).toBeGreaterThan(3500);
    await expect(flutterwave.openTransferAccount(transfer)).rejects.toEqual(new GatewayError('flutterwave', 'Invalid currency', 400));
  });

  it('refunds by the transaction id in major units, and needs that id', async () => {
    const { fetch, calls } = recorded([
      {
        body: { status: 'success', message: 'Transaction refund initiated', data: { id: 75923, tx_id: 1163068, amount_refunded: 27500, status: 'completed' } },
      },
    ]);
    const flutterwave = new FlutterwaveGateway({ secretKey: 'FLWSECK_TEST-xxxxxxxx-X', secretHash: 'hash', fetch });
    expect(await flutterwave.refund({ reference: 'K7MX3Q-0A1B2C3D4E', transactionId: '1163068', amountMinor: 2_750_000, currency: 'NGN' })).toEqual({
      refundId: '75923',
    });
    expect(calls[0]).toMatchObject({ url: 'https://api.flutterwave.com/v3/transactions/1163068/refund', method: 'POST', body: { amount: 27500 } });
    await expect(flutterwave.refund({ reference: 'K7MX3Q-0A1B2C3D4E', transactionId: null, amountMinor: 2_750_000, currency: 'NGN' })).rejects.toBeInstanceOf(
      GatewayError,
    );
  });

  it('accepts only webhooks carrying the secret hash', () => {
    const flutterwave = new FlutterwaveGateway({ secretKey: 'FLWSECK_TEST-xxxxxxxx-X', secretHash: 'my-secret-hash' });
    const body = JSON.stringify({ event: 'charge.completed', data: flutterwaveVerify.data });
    expect(flutterwave.verifyWebhook(body, new Headers({ 'verif-hash': 'my-secret-hash' }))).toBe(true);
    expect(flutterwave.verifyWebhook(body, new Headers({ 'verif-hash': 'my-secret-hasH' }))).toBe(false);
    expect(flutterwave.verifyWebhook(body, new Headers())).toBe(false);
    expect(flutterwave.parseWebhook(body)).toEqual({ event: 'charge.completed', reference: input.reference, transactionId: '4975363' });
  });

  it('compares secrets of different lengths without throwing', () => {
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('abc', 'abc')).toBe(true);
  });
});
