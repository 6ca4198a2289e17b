import type { HttpClient } from './http';

// The API's own types, declared once by its zod schemas (type-only: nothing of the server reaches a bundle).
import type { z } from '@hono/zod-openapi';
import type { SocialProvidersSchema } from '@/server/accounts/social.routes';
import type { HealthSchema } from '@/server/health/health.routes';

/** What the API is set up to do: whether payments are simulated, which social sign-ins have keys. */
export interface SiteFacts {
  payments: z.output<typeof HealthSchema>['payments'];
  socialLogin: z.output<typeof SocialProvidersSchema>;
}

/** GET /health and GET /login/providers. */
export async function getSiteFacts(client: HttpClient): Promise<SiteFacts> {
  const [health, providers] = await Promise.all([
    client.get<z.output<typeof HealthSchema>>('/health'),
    client.get<SiteFacts['socialLogin']>('/login/providers'),
  ]);
  return { payments: health.data.payments, socialLogin: providers.data };
}
