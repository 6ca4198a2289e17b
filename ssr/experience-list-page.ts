import type { GetServerSidePropsContext } from 'next';
import type { ExperienceResultsProps } from '@/components/experiences/ExperienceResults';
import type { ExperienceCategory } from '@/config/experiences-paths';
import { addDays, todayInLagos } from '@/common/dates';
import { checkExperienceFilters, experienceApiParams, parseExperienceFilters } from '@/lib/experience-query';
import { toApiError } from '@/services/http';
import { listExperiences } from '@/services/experiences';
import type { AppStore } from '@/store';
import { resultsSettled } from '@/store/slices/experiences';
import { experienceCitiesIn } from './experience-cities';
import { serverHttpClient } from './http-server';
import { inlinePhoto } from './inline-photo';

/** Twelve cards a page: four rows of three on a desktop, what a phone scrolls through. */
const PAGE_SIZE = 12;
const MAX_DAYS_AHEAD = 365;

/**
 * A list of experiences rendered on the server from its address (a category's, or the search of
 * every category), so a shared link works without JavaScript; the words and day checked first.
 */
export async function experienceListProps(
  store: AppStore,
  context: GetServerSidePropsContext,
  category: ExperienceCategory | null,
): Promise<ExperienceResultsProps> {
  const { locale, currency } = store.getState().auth;
  const client = serverHttpClient(context.req);
  const today = todayInLagos();
  const maxDate = addDays(today, MAX_DAYS_AHEAD);
  const cities = await experienceCitiesIn(locale, client).catch(() => []);
  const filters = parseExperienceFilters(context.query);
  const problems = checkExperienceFilters(filters, today, maxDate, cities, category === null);
  const base = { category, cities, filters, problems, today, maxDate, firstPhoto: null };
  if (problems.length > 0) {
    context.res.statusCode = 422;
    store.dispatch(resultsSettled({ results: null, error: null }));
    return base;
  }
  try {
    const results = await listExperiences(category, experienceApiParams(filters, currency, locale, PAGE_SIZE), client);
    store.dispatch(resultsSettled({ results, error: null }));
    return { ...base, firstPhoto: await inlinePhoto(results.data[0]?.pictures[0], client) };
  } catch (failure) {
    const error = toApiError(failure).info;
    // A rule the page does not know (the API's 422) is said with the words.
    if (error.status === 422) {
      context.res.statusCode = 422;
      store.dispatch(resultsSettled({ results: null, error: null }));
      return { ...base, problems: [error.code === 'DATE_OUT_OF_RANGE' ? 'datePast' : 'termShort'] };
    }
    store.dispatch(resultsSettled({ results: null, error }));
    context.res.statusCode = error.status === 429 ? 429 : 503;
    return base;
  }
}
