import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent, jsonBody } from '../lib/openapi';

export const CURRENCY_COOKIE = 'currency';
/** Next.js' own locale cookie name, so the framework and we agree on the saved language. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const PreferencesSchema = z
  .object({
    currency: z.enum(['NGN', 'USD']).optional(),
    locale: z.enum(['en', 'fr']).optional(),
    /** Signed-in people only: which emails they want. */
    notifications: z.object({ tripUpdates: z.boolean(), deals: z.boolean() }).optional(),
  })
  .strict()
  .refine((value) => value.currency !== undefined || value.locale !== undefined || value.notifications !== undefined, {
    message: 'Give a currency, a locale or notifications to save.',
  })
  .openapi('Preferences');

export const savePreferences = createRoute({
  method: 'post',
  path: '/preferences',
  tags: ['Preferences'],
  summary: "Save the visitor's currency and language choice (overrides the location defaults); signed in, also with the account",
  request: { body: jsonBody(PreferencesSchema) },
  responses: {
    200: jsonContent(z.object({ data: PreferencesSchema }), 'Saved; cookies are set'),
    400: errorResponse('The body is not valid JSON'),
    422: errorResponse('Unknown currency or language'),
  },
});
