import type { z } from '@hono/zod-openapi';
import type { AdvertSchema } from '@/server/ads/ads.routes';
import type { AdvertPosition } from '@/server/ads/schema';
import { type HttpClient, http } from './http';

export type Advert = z.output<typeof AdvertSchema>;
export type { AdvertPosition };

/** Spec §7 Ads: today's adverts for a position, in the reader's language and for their country. */
export async function getTodaysAdverts(position: AdvertPosition, language: 'en' | 'fr', country: string | null, client: HttpClient = http): Promise<Advert[]> {
  const { data } = await client.post<{ data: Advert[] }>('/ad/today', { position, lang: language, country });
  return data.data;
}
