import type { AxiosInstance } from 'axios';
import { getCountries, type Country } from '@/services/bookings';
import { keptAnswers } from './kept-answers';

/** Country names change with a release, not a request: each language's list is kept an hour by the page server. */
const lists = keptAnswers<Country[]>(60 * 60_000);

/** Every country in the reader's language, as the API sorts them (a failed lookup is not kept). */
export const countriesIn = (language: 'en' | 'fr', client: AxiosInstance, now = Date.now()): Promise<Country[]> =>
  lists(language, () => getCountries(language, client), now);
