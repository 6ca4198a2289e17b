import type { HttpClient } from './http';

/** What the API is set up to do: whether payments are simulated, which social sign-ins have keys. */
export interface SiteFacts {
  payments: 'live' | 'sandbox';
  socialLogin: { google: boolean; twitter: boolean };
}

/** GET /health and GET /login/providers. */
export async function getSiteFacts(client: HttpClient): Promise<SiteFacts> {
  const [health, providers] = await Promise.all([
    client.get<{ payments: 'live' | 'sandbox' }>('/health'),
    client.get<{ google: boolean; twitter: boolean }>('/login/providers'),
  ]);
  return { payments: health.data.payments, socialLogin: providers.data };
}
