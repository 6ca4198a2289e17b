import { type HttpClient, http } from './http';
import type { Language } from '@/lib/locale-defaults';

export interface AirportSuggestion {
  iataCode: string;
  name: string;
  detailedName: string;
  address: { cityName: string; countryName: string; countryCode: string };
}

/** Airport autocomplete: code, city (English or French), airport name or country. */
export async function searchAirports(keyword: string, language: Language, options: { limit?: number; client?: HttpClient; signal?: AbortSignal } = {}) {
  const { data } = await (options.client ?? http).get<{ data: AirportSuggestion[] }>('/reference/locations', {
    params: { keyword, lang: language, limit: options.limit ?? 8 },
    signal: options.signal,
  });
  return data.data;
}
