/** The card gateways the site can take payments through. */
export type GatewayName = 'paystack' | 'flutterwave';

/** The parsed environment, or process.env itself (the page server reads it directly). */
type PaymentEnv = { readonly [name: string]: unknown };

/** The gateways whose real keys are configured. */
export function liveGateways(config: PaymentEnv): GatewayName[] {
  return [
    ...(config.PAYSTACK_SECRET_KEY ? (['paystack'] as const) : []),
    ...(config.FLUTTERWAVE_SECRET_KEY && config.FLUTTERWAVE_SECRET_HASH ? (['flutterwave'] as const) : []),
  ];
}

/**
 * `sandbox` when no gateway has keys: both run on the in-app sandbox and nothing is charged.
 * `live` once any has: only those take payments (a gateway without keys is not offered, never
 * quietly simulated beside a real one).
 */
export const paymentsMode = (config: PaymentEnv): 'live' | 'sandbox' => (liveGateways(config).length > 0 ? 'live' : 'sandbox');

/** The gateways open to payments, the configured processor (`PAYMENTS_PROCESSOR`) first: the one the traveller's chosen method goes through. */
export function availableGateways(config: PaymentEnv): GatewayName[] {
  const open: GatewayName[] = paymentsMode(config) === 'sandbox' ? ['paystack', 'flutterwave'] : liveGateways(config);
  const preferred = config.PAYMENTS_PROCESSOR;
  return open.includes(preferred as GatewayName) ? [preferred as GatewayName, ...open.filter((name) => name !== preferred)] : open;
}
