import type { Database } from '../../db/client';
import { env } from '../../env';
import { HttpError } from '../../lib/http-error';
import { FlutterwaveGateway } from './flutterwave';
import { availableGateways, paymentsMode } from './mode';
import { PaystackGateway } from './paystack';
import { sandboxFetch, sandboxGatewayApi, sandboxKeys } from './sandbox/sandbox';
import type { GatewayName, PaymentGateway } from './types';

export type { GatewayName, PaymentGateway } from './types';

const holder = globalThis as typeof globalThis & { __paymentGateways?: WeakMap<Database, Map<GatewayName, Promise<PaymentGateway>>> };

async function createGateway(db: Database, name: GatewayName): Promise<PaymentGateway> {
  const config = env();
  if (!availableGateways(config).includes(name)) {
    throw new HttpError(404, 'PAYMENT_METHOD_UNAVAILABLE', 'Payment method unavailable', 'This payment method is not available. Please choose another one.');
  }
  if (paymentsMode(config) === 'live') {
    return name === 'paystack'
      ? new PaystackGateway({ secretKey: config.PAYSTACK_SECRET_KEY! })
      : new FlutterwaveGateway({ secretKey: config.FLUTTERWAVE_SECRET_KEY!, secretHash: config.FLUTTERWAVE_SECRET_HASH! });
  }
  const keys = await sandboxKeys(db);
  const fetch = sandboxFetch(
    sandboxGatewayApi(async () => db, keys),
    name,
  );
  return name === 'paystack'
    ? new PaystackGateway({ secretKey: keys.paystackSecret, baseUrl: 'https://sandbox.invalid', fetch, sandbox: keys })
    : new FlutterwaveGateway({ secretKey: keys.flutterwaveSecret, secretHash: keys.flutterwaveHash, baseUrl: 'https://sandbox.invalid', fetch, sandbox: keys });
}

/**
 * The gateway for a payment method: the real Paystack or Flutterwave when their keys are set;
 * with no keys at all, the same adapter talking to the in-app sandbox (keys of this database).
 * A gateway without keys beside one with keys is unavailable (404).
 */
export async function getPaymentGateway(name: GatewayName, database: Database): Promise<PaymentGateway> {
  holder.__paymentGateways ??= new WeakMap();
  let gateways = holder.__paymentGateways.get(database);
  if (!gateways) {
    gateways = new Map();
    holder.__paymentGateways.set(database, gateways);
  }
  let gateway = gateways.get(name);
  if (!gateway) {
    gateway = createGateway(database, name);
    gateway.catch(() => gateways!.delete(name));
    gateways.set(name, gateway);
  }
  return gateway;
}

/** Whether the sandbox stands in for the gateways (its checkout page and routes are then served). */
export const sandboxEnabled = () => paymentsMode(env()) === 'sandbox';

/** Payment methods by card open to travellers now. */
export const cardGateways = () => availableGateways(env());

export function resetPaymentGateways() {
  holder.__paymentGateways = undefined;
}
