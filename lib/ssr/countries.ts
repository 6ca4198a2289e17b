import type { AxiosInstance } from 'axios';
import { getCountries, type Country } from '@/services/bookings';

/** Country names change with a release, not a request: each language's list is kept an hour by the page server. */
const TTL_MS = 3_600_000;
const lists = new Map<string, { at: number; countries: Promise<Country[]> }>();

/** Every country in the reader's language, A to Z (a failed lookup is not kept). */
export function countriesIn(language: 'en' | 'fr', client: AxiosInstance, now = Date.now()): Promise<Country[]> {
  const known = lists.get(language);
  if (known && now - known.at < TTL_MS) return known.countries;
  const countries = getCountries(language, client).then((list) => [...list].sort((a, b) => a.name.localeCompare(b.name, language)));
  lists.set(language, { at: now, countries });
  countries.catch(() => lists.delete(language));
  return countries;
}
