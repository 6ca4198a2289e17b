import { createRoute, z } from '@hono/zod-openapi';
import { SOCIAL_PROVIDERS } from './social';
import { errorResponse, jsonContent } from '../lib/openapi';

const Provider = z.enum(SOCIAL_PROVIDERS).openapi({ param: { name: 'provider', in: 'path' } });

export const socialStartRoute = createRoute({
  method: 'get',
  path: '/login/{provider}',
  tags: ['Auth'],
  summary: 'Sign in with Google or X: a full-page redirect to the provider (to the page with ?signin=unavailable when not configured)',
  request: { params: z.object({ provider: Provider }), query: z.object({ returnTo: z.string().max(300).optional() }) },
  responses: { 302: { description: "To the provider's sign-in page" }, 429: errorResponse('Too many sign-in attempts from this address (Retry-After)') },
});

export const socialCallbackRoute = createRoute({
  method: 'get',
  path: '/login/{provider}/callback',
  tags: ['Auth'],
  summary: 'Where the provider sends the browser back: checks the state, exchanges the code (PKCE), signs in, and returns to the page',
  request: {
    params: z.object({ provider: Provider }),
    query: z.object({ code: z.string().max(2000).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional() }),
  },
  responses: { 302: { description: 'Back to the page; ?signin=cancelled, failed, no-email or staff when it did not work' } },
});

/** Which social sign-ins have keys configured. */
export const SocialProvidersSchema = z.object({ google: z.boolean(), twitter: z.boolean() }).openapi('SocialProviders');

export const socialProvidersRoute = createRoute({
  method: 'get',
  path: '/login/providers',
  tags: ['Auth'],
  summary: 'Which social sign-in options are configured',
  responses: { 200: jsonContent(SocialProvidersSchema, 'Availability') },
});
