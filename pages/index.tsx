import { getPopularTrips } from '@/services/flights';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';
import { listBlogPosts } from '@/services/content';
import { setLandingContent } from '@/store/slices/flight';

export { FlightsHome as default } from '@/components/home/FlightsHome';

export const getServerSideProps = withAppShell({ page: 'flight', namespaces: ['home', 'search'] }, async (store, context) => {
  const { location, currency, locale } = store.getState().auth;
  // Popular trips are a nice-to-have below the search: a failure leaves the empty state, not an error page.
  // So are the newest blog articles below them.
  const client = serverHttpClient(context.req);
  const [trips, blogs] = await Promise.all([
    getPopularTrips({ country: location?.country_code, currency, lang: locale }, client).catch(() => null),
    listBlogPosts(locale, { limit: 3 }, client).catch(() => []),
  ]);
  store.dispatch(setLandingContent({ popularTrips: trips?.data ?? [], blogs }));
  return { props: {} };
});
