import { ExperienceDetail, type ExperienceDetailProps } from '@/components/experiences/ExperienceDetail';
import { REVIEWS_PER_PAGE, reviewTabOf } from '@/components/reviews/ReviewsSection';
import { EXPERIENCE_CATEGORY_SLUGS, type ExperienceCategory } from '@/config/experiences-paths';
import { addDays, todayInLagos } from '@/common/dates';
import { categoryOfSlug, parseParticipants } from '@/lib/experience-query';
import { experienceCitiesIn } from '@/ssr/experience-cities';
import { serverHttpClient } from '@/ssr/http-server';
import { inlinePhoto } from '@/ssr/inline-photo';
import { localisedPath, withAppShell } from '@/ssr/page-props';
import { toApiError } from '@/services/http';
import { getExperience, getExperienceReviews } from '@/services/experiences';
import { experienceSettled } from '@/store/slices/experiences';

export default function ExperiencePage(props: ExperienceDetailProps) {
  return <ExperienceDetail {...props} />;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
/** Two weeks of days at a time, up to a year ahead. */
const WINDOW_DAYS = 14;
const MAX_DAYS_AHEAD = 365;

/**
 * Spec §1 experiences detail (GET /api/experienceView): the experience, two weeks of its slots from
 * `from` (today by default) with the places left, the day `date` chosen, the party in the address;
 * its reviews by tab (GET /api/v1/reviewExpStatusOpen).
 */
export const getServerSideProps = withAppShell<ExperienceDetailProps>(
  { page: 'experiences', namespaces: ['experiences', 'reviews'] },
  async (store, context) => {
    const id = one(context.query.id);
    const slug = categoryOfSlug(context.query.category);
    // Ours (EXLOS001) or a provider's (AM23642).
    if (!/^(?:[A-Z0-9]{8}|AM\d{1,14})$/.test(id) || !slug) return { notFound: true };
    const { locale, currency } = store.getState().auth;
    const client = serverHttpClient(context.req);
    const today = todayInLagos();
    const asked = one(context.query.from);
    const last = addDays(today, MAX_DAYS_AHEAD - WINDOW_DAYS + 1);
    const from = /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked > today ? (asked > last ? last : asked) : today;
    const date = one(context.query.date);
    const tab = reviewTabOf(one(context.query.reviews));
    const reviewsPage = Math.min(Math.max(Number.parseInt(one(context.query.reviewsPage), 10) || 1, 1), 200);

    const [cities, view, reviews] = await Promise.all([
      experienceCitiesIn(locale, client).catch(() => []),
      getExperience({ id, from, to: addDays(from, WINDOW_DAYS - 1), currency, lang: locale }, client).catch((failure: unknown) => {
        if (toApiError(failure).status === 404) return null;
        throw failure;
      }),
      id.startsWith('AM')
        ? Promise.resolve(null)
        : getExperienceReviews({ id, sort: tab, page: reviewsPage, pageSize: REVIEWS_PER_PAGE, lang: locale }, client).catch(() => null),
    ]);
    if (!view) return { notFound: true };
    // One address per experience: another category's word moves to its own.
    const category = view.data.category as ExperienceCategory | null;
    if (category && category !== slug) {
      const query = new URLSearchParams(
        Object.entries(context.query)
          .filter(([key]) => key !== 'id' && key !== 'category')
          .map(([key, value]) => [key, one(value)]),
      );
      const rest = query.toString();
      return {
        redirect: { destination: localisedPath(`/experiences/${EXPERIENCE_CATEGORY_SLUGS[category]}/${id}${rest ? `?${rest}` : ''}`, locale), permanent: true },
      };
    }
    store.dispatch(experienceSettled({ experience: view, reviews, tab }));
    const city = cities.find((candidate) => candidate.code === view.data.cityCode);
    return {
      props: {
        cityName: city?.name ?? view.data.cityCode ?? '',
        countryName: city?.countryName ?? null,
        date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
        party: parseParticipants(context.query),
        from,
        earlier: from > today ? (addDays(from, -WINDOW_DAYS) < today ? today : addDays(from, -WINDOW_DAYS)) : null,
        later: addDays(from, WINDOW_DAYS) <= last ? addDays(from, WINDOW_DAYS) : null,
        // A day, a party or later dates are the same page for a search engine.
        indexable: Object.keys(context.query).every((key) => key === 'id' || key === 'category'),
        firstPhoto: await inlinePhoto(view.data.pictures[0], client),
      },
    };
  },
);
