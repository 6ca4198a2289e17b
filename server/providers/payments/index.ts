import { getDatabase } from '../../db/client';
import { env } from '../../env';
import { FlutterwaveGateway } from './flutterwave';
import { PaystackGateway } from './paystack';
import { SANDBOX_KEYS, sandboxFetch, sandboxGatewayApi } from './sandbox';
import type { GatewayName, PaymentGateway } from './types';

export type { GatewayName, PaymentGateway } from './types';

const holder = globalThis as typeof globalThis & { __paymentGateways?: Map<GatewayName, PaymentGateway> };

/**
 * The gateway for a payment method: the real Paystack or Flutterwave when their keys are set,
 * otherwise the same adapter talking to the in-app sandbox.
 */
export function getPaymentGateway(name: GatewayName): PaymentGateway {
  holder.__paymentGateways ??= new Map();
  const cached = holder.__paymentGateways.get(name);
  if (cached) return cached;
  const config = env();
  const sandbox = sandboxGatewayApi(async () => (await getDatabase()).db);
  const gateway =
    name === 'paystack'
      ? config.PAYSTACK_SECRET_KEY
        ? new PaystackGateway({ secretKey: config.PAYSTACK_SECRET_KEY })
        : new PaystackGateway({ secretKey: SANDBOX_KEYS.paystackSecret, baseUrl: 'https://sandbox.invalid', fetch: sandboxFetch(sandbox, 'paystack'), sandbox: true })
      : config.FLUTTERWAVE_SECRET_KEY && config.FLUTTERWAVE_SECRET_HASH
        ? new FlutterwaveGateway({ secretKey: config.FLUTTERWAVE_SECRET_KEY, secretHash: config.FLUTTERWAVE_SECRET_HASH })
        : new FlutterwaveGateway({
            secretKey: SANDBOX_KEYS.flutterwaveSecret,
            secretHash: SANDBOX_KEYS.flutterwaveHash,
            baseUrl: 'https://sandbox.invalid',
            fetch: sandboxFetch(sandbox, 'flutterwave'),
            sandbox: true,
          });
  holder.__paymentGateways.set(name, gateway);
  return gateway;
}

/** Whether any gateway runs on the sandbox (its checkout page and routes are then served). */
export const sandboxEnabled = () => getPaymentGateway('paystack').sandbox || getPaymentGateway('flutterwave').sandbox;

export function resetPaymentGateways() {
  holder.__paymentGateways = undefined;
}
