import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent, jsonBody } from '../lib/openapi';
import { BookingReference } from '../orders/orders.routes';

const Endpoint = z
  .string()
  .min(12)
  .max(1000)
  .regex(/^https?:\/\/[^\s]+$/, 'A push service’s address.')
  .openapi({ description: 'The push service’s address for this browser (PushSubscription.endpoint)', example: 'https://fcm.googleapis.com/fcm/send/c1Kk…' });

export const PushSubscriptionSchema = z
  .object({
    endpoint: Endpoint,
    keys: z
      .object({
        p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}={0,1}$/, 'The browser’s P-256 public key, base64url (65 bytes).'),
        auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'The browser’s 16-byte secret, base64url.'),
      })
      .strict(),
  })
  .openapi('PushSubscription');

export const pushKeyRoute = createRoute({
  method: 'get',
  path: '/push/key',
  tags: ['Push notifications'],
  summary: 'The site’s VAPID public key, which a browser subscribes with (PushManager.subscribe applicationServerKey)',
  responses: {
    200: jsonContent(
      z.object({
        data: z.object({
          publicKey: z.string().openapi({ example: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' }),
        }),
      }),
      'The key',
    ),
  },
});

export const subscribeRoute = createRoute({
  method: 'post',
  path: '/push/subscriptions',
  tags: ['Push notifications'],
  summary:
    'This browser asks to be told about a booking (payment received, a reservation about to lapse, check-in opens, a change): given with a session, about every trip of the account; with a booking this request may open, about that one',
  request: {
    body: jsonBody(z.object({ subscription: PushSubscriptionSchema, booking: BookingReference.optional(), lang: z.enum(['en', 'fr']).default('en') }).strict()),
  },
  responses: {
    201: jsonContent(
      z.object({
        data: z.object({ account: z.boolean().openapi({ description: 'Told about every trip of the signed-in account' }), booking: z.string().nullable() }),
      }),
      'Stored',
    ),
    401: errorResponse('Neither signed in nor given a booking'),
    404: errorResponse('No booking this request may open has this reference'),
    422: errorResponse('Not a push service of a browser, or malformed keys'),
    429: errorResponse('Too many requests from this connection'),
  },
});

export const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/push/subscriptions/remove',
  tags: ['Push notifications'],
  summary: 'This browser stops being told (turned off, or signed out): its subscription is forgotten',
  request: { body: jsonBody(z.object({ endpoint: Endpoint }).strict()) },
  responses: {
    200: jsonContent(z.object({ data: z.object({ removed: z.boolean() }) }), 'Forgotten (removed: false when it was not known)'),
    422: errorResponse('Not a push service’s address'),
    429: errorResponse('Too many requests from this connection'),
  },
});
