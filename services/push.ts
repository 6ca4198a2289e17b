import type { z } from '@hono/zod-openapi';
import type { PushSubscriptionSchema } from '@/server/push/push.routes';
import { http } from './http';

export type BrowserPushSubscription = z.input<typeof PushSubscriptionSchema>;

/** The site's VAPID public key (what the browser subscribes with). */
export async function getPushKey(): Promise<string> {
  const { data } = await http.get<{ data: { publicKey: string } }>('/push/key');
  return data.data.publicKey;
}

/** This browser asks to be told about a booking (and, signed in, every trip of the account). */
export async function savePushSubscription(
  subscription: BrowserPushSubscription,
  language: 'en' | 'fr',
  booking?: string,
): Promise<{ account: boolean; booking: string | null }> {
  const { data } = await http.post<{ data: { account: boolean; booking: string | null } }>('/push/subscriptions', {
    subscription,
    lang: language,
    ...(booking ? { booking } : {}),
  });
  return data.data;
}

/** This browser stops being told. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  await http.post('/push/subscriptions/remove', { endpoint });
}
