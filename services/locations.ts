import type { z } from '@hono/zod-openapi';
import type { LocationSchema } from '@/server/reference/locations.routes';
import { type HttpClient, http } from './http';
import type { Language } from '@/lib/locale-defaults';

/** An airport as GET /reference/locations answers (Amadeus Airport & City Search shape), the fields read here. */
export type AirportSuggestion = Pick<z.output<typeof LocationSchema>, 'iataCode' | 'name' | 'detailedName'> &
  Partial<Pick<z.output<typeof LocationSchema>, 'subType'>> & {
    address: Pick<z.output<typeof LocationSchema>['address'], 'cityName' | 'countryName' | 'countryCode'>;
  };

/** Airport autocomplete: code, city (English or French), airport name or country. */
export async function searchAirports(
  keyword: string,
  language: Language,
  options: { limit?: number; client?: HttpClient; signal?: AbortSignal; country?: string | null } = {},
) {
  const { data } = await (options.client ?? http).get<{ data: AirportSuggestion[] }>('/reference/locations', {
    params: { keyword, lang: language, limit: options.limit ?? 8, ...(options.country ? { country: options.country } : {}) },
    signal: options.signal,
  });
  return data.data;
}
