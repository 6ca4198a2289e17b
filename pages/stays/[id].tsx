import { REVIEWS_PER_PAGE, reviewTabOf } from '@/components/reviews/ReviewsSection';
import { StayDetail, type StayDetailProps } from '@/components/stays/StayDetail';
import { todayInLagos } from '@/common/dates';
import { checkStaySearch, parseStayQuery, problemOfApiCode, type StayCriteriaError } from '@/lib/stay-search-query';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';
import { stayCitiesIn } from '@/ssr/stay-cities';
import { inlinePhoto } from '@/ssr/inline-photo';
import { toApiError } from '@/services/http';
import { getStay, getStayReviews } from '@/services/stays';
import { staySettled } from '@/store/slices/stays';

export default function StayPage(props: StayDetailProps) {
  return <StayDetail {...props} />;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * Spec §1 stays detail (GET /api/staysView): the property, its rooms and, for the dates and guests
 * in the address, every rate free for the whole stay; its reviews by tab (GET /api/v1/reviewStaysStatusOpen).
 */
export const getServerSideProps = withAppShell<StayDetailProps>({ page: 'stays', namespaces: ['stays', 'staycard', 'reviews'] }, async (store, context) => {
  const id = one(context.query.id);
  if (!/^[A-Z0-9]{8}$/.test(id)) return { notFound: true };
  const { locale, currency } = store.getState().auth;
  const client = serverHttpClient(context.req);
  const today = todayInLagos();
  const asked = parseStayQuery(context.query);
  const problems: StayCriteriaError[] = asked ? checkStaySearch({ ...asked, city: asked.city || 'stay' }, today) : [];
  const withDates = asked && problems.length === 0;
  const tab = reviewTabOf(one(context.query.reviews));
  const reviewsPage = Math.min(Math.max(Number.parseInt(one(context.query.reviewsPage), 10) || 1, 1), 200);
  const base = { id, lang: locale, bookingCurrency: currency };
  const dated = withDates
    ? {
        ...base,
        checkIn: asked.checkIn,
        checkOut: asked.checkOut,
        adults: String(asked.adults),
        rooms: String(asked.rooms),
        ...(asked.childAges.length > 0 ? { childAges: asked.childAges.join(',') } : {}),
      }
    : base;

  const [cities, stay, reviews] = await Promise.all([
    stayCitiesIn(locale, client).catch(() => []),
    getStay(dated, client).catch(async (failure: unknown) => {
      const error = toApiError(failure).info;
      if (error.status === 404) return null;
      // The stay without prices: the dates (422) or the prices (5xx) could not be had; the page says so.
      if (withDates) {
        if (error.status === 422) problems.push(problemOfApiCode(error.code));
        return { ...(await getStay(base, client)), failed: error.status !== 422 };
      }
      throw failure;
    }),
    getStayReviews({ id, sort: tab, page: reviewsPage, pageSize: REVIEWS_PER_PAGE, lang: locale }, client).catch(() => null),
  ]);
  if (!stay) return { notFound: true };
  const { failed, ...view } = { failed: false, ...stay };
  store.dispatch(staySettled({ stay: view, reviews, tab }));
  return { props: { cities, criteria: asked, problems, today, offersFailed: failed, firstPhoto: await inlinePhoto(view.hotel.property.photos[0], client) } };
});
