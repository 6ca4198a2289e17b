import { DEFAULT_CRITERIA } from '@/lib/flight-search-query';
import { namedRoutes } from '@/ssr/flight-routes';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';
import { logger } from '@/common/node/logger';
import { getFlightRouteFacts } from '@/services/flights';
import { setCriteria } from '@/store/slices/flight';
import type { RoutePageProps } from '@/components/flights/route/RoutePage';

export { RoutePage as default } from '@/components/flights/route/RoutePage';

/** A route's page, /flights/lagos-to-london (docs/seo.md): the route, its facts, its neighbours. */
export const getServerSideProps = withAppShell<RoutePageProps>({ page: 'flight', namespaces: ['routes', 'search'] }, async (store, context) => {
  const slug = typeof context.params?.route === 'string' ? context.params.route : '';
  const client = serverHttpClient(context.req);
  const { currency, locale } = store.getState().auth;
  const routes = await namedRoutes(locale, client);
  const route = routes.find((candidate) => candidate.slug === slug);
  if (!route) return { notFound: true };
  // Without its prices the page still helps (the search, the airlines' route): it says so.
  const facts = await getFlightRouteFacts(route.origin, route.destination, { currency, lang: locale }, client).catch((error) => {
    logger.warn('a route page has no facts', { route: slug, error: String(error) });
    return null;
  });
  // The search is filled in with the route: a return trip, dates to choose.
  store.dispatch(
    setCriteria({
      ...DEFAULT_CRITERIA,
      tripType: 'roundTrip',
      legs: [{ from: `${route.originCity} (${route.origin})`, to: `${route.destinationCity} (${route.destination})`, date: '' }],
    }),
  );
  const reverse = routes.find((candidate) => candidate.origin === route.destination && candidate.destination === route.origin);
  return {
    props: {
      slug,
      origin: route.origin,
      destination: route.destination,
      cities: { from: route.originCity, to: route.destinationCity },
      facts,
      reverse: reverse?.slug ?? null,
      nearby: routes
        .filter((candidate) => candidate.origin === route.origin && candidate.destination !== route.destination)
        .map((candidate) => ({ slug: candidate.slug, city: candidate.destinationCity })),
    },
  };
});
