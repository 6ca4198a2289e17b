/**
 * Settings the page server reads (never sent to the browser), in one place. Each is read when
 * asked, so a test may change the environment; each has a default that works with no configuration.
 */
const isOn = (value: string | undefined) => ['1', 'true', 'yes', 'on'].includes((value ?? '').toLowerCase());
const DEFAULT_NGN_PER_USD = 1550;

export const serverConfig = {
  /** Every page shows the maintenance screen (503). */
  maintenanceMode: () => isOn(process.env.MAINTENANCE_MODE),
  /** Naira per dollar for showing prices in the other currency. */
  ngnPerUsd: () => {
    const rate = Number(process.env.NGN_PER_USD);
    return Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_NGN_PER_USD;
  },
  /** The site's public address, when it is known (`https://…` turns HSTS on). */
  publicUrl: () => process.env.PUBLIC_URL ?? '',
  /** Without PUBLIC_URL: the other hosts (host or host:port) the site answers as, beside this machine (the API reads the same variable). */
  allowedHosts: () =>
    (process.env.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  /** An external IP-location service (`{ip}` is replaced); unset: the embedded table. */
  ipLocationUrl: () => process.env.IP_LOCATION_URL,
  /** Where the page server reaches its own API: this process unless an operator split the tiers. */
  internalApiOrigin: (localPort?: number) => process.env.INTERNAL_API_ORIGIN || `http://127.0.0.1:${localPort ?? process.env.PORT ?? 3000}`,
  /** Whether INTERNAL_API_ORIGIN is set (the API runs elsewhere). */
  apiElsewhere: () => !!process.env.INTERNAL_API_ORIGIN,
  /** The family insurance plan is open (otherwise "coming soon"); the API reads the same variable. */
  insuranceFamilyEnabled: () => isOn(process.env.INSURANCE_FAMILY_ENABLED),
};
