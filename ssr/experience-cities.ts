import type { AxiosInstance } from 'axios';
import { getExperienceCities, type ExperienceCity } from '@/services/experiences';
import { keptAnswers } from './kept-answers';

/** The cities with experiences change with the catalogue, not a request: each language's list is kept ten minutes by the page server. */
const lists = keptAnswers<ExperienceCity[]>(10 * 60_000);

export const experienceCitiesIn = (language: 'en' | 'fr', client: AxiosInstance, now = Date.now()): Promise<ExperienceCity[]> =>
  lists(language, () => getExperienceCities(language, client), now);
