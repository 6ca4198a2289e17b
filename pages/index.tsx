import { getPopularTrips } from '@/services/flights';
import { serverHttpClient } from '@/lib/ssr/http-server';
import { withAppShell } from '@/lib/ssr/page-props';
import { setPopularTrips } from '@/store/slices/flight';

export { FlightsHome as default } from '@/components/home/FlightsHome';

export const getServerSideProps = withAppShell({ page: 'flight', namespaces: ['home', 'search'] }, async (store, context) => {
  const { location, currency, locale } = store.getState().auth;
  // Popular trips are a nice-to-have below the search: a failure leaves the empty state, not an error page.
  const trips = await getPopularTrips({ country: location?.country_code, currency, lang: locale }, serverHttpClient(context.req)).catch(() => null);
  store.dispatch(setPopularTrips(trips?.data ?? []));
  return { props: {} };
});
