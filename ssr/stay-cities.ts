import type { AxiosInstance } from 'axios';
import { getStayCities, type StayCity } from '@/services/stays';
import { keptAnswers } from './kept-answers';

/** The cities with stays change with the catalogue, not a request: each language's list is kept an hour by the page server. */
const lists = keptAnswers<StayCity[]>(60 * 60_000);

export const stayCitiesIn = (language: 'en' | 'fr', client: AxiosInstance, now = Date.now()): Promise<StayCity[]> =>
  lists(language, () => getStayCities(language, client), now);
