import { StayResults, type StayResultsProps } from '@/components/stays/StayResults';
import { todayInLagos } from '@/common/dates';
import { findStayCity } from '@/components/stays/stay-cities';
import { checkStaySearch, parseStayFilters, parseStayQuery, problemOfApiCode, searchApiParams, type StayCriteriaError } from '@/lib/stay-search-query';
import { serverHttpClient } from '@/ssr/http-server';
import { localisedPath, withAppShell } from '@/ssr/page-props';
import { stayCitiesIn } from '@/ssr/stay-cities';
import { inlinePhoto } from '@/ssr/inline-photo';
import { toApiError } from '@/services/http';
import { searchStays } from '@/services/stays';
import { searchSettled } from '@/store/slices/stays';

export default function StaySearchPage(props: StayResultsProps) {
  return <StayResults {...props} />;
}

/** Ten stays a page: what a phone shows and the server sends. */
const PAGE_SIZE = 10;

/** Results render on the server from the address, so a shared link (or no JavaScript) works. */
export const getServerSideProps = withAppShell<StayResultsProps>({ page: 'stays', namespaces: ['stays', 'staycard', 'reviews'] }, async (store, context) => {
  const { locale, currency } = store.getState().auth;
  const criteria = parseStayQuery(context.query);
  if (!criteria) return { redirect: { destination: localisedPath('/stays', locale), permanent: false } };
  const filters = parseStayFilters(context.query);
  const client = serverHttpClient(context.req);
  const today = todayInLagos();
  const cities = await stayCitiesIn(locale, client).catch(() => []);
  const city = findStayCity(criteria.city, cities);
  const problems: StayCriteriaError[] = [...(criteria.city && !city ? [{ problem: 'cityUnknown' as const }] : []), ...checkStaySearch(criteria, today)];
  const resolved = city ? { ...criteria, city: city.code } : criteria;
  if (problems.length > 0 || !city) return { props: { cities, criteria: resolved, filters, cityName: city?.name ?? null, problems, today, firstPhoto: null } };
  try {
    // Prices in the visitor's currency, as the API converts them from the dollars it books in (spec §9).
    const results = await searchStays(searchApiParams({ ...resolved, cityCode: city.code }, filters, currency, locale, PAGE_SIZE), client);
    store.dispatch(searchSettled({ results, error: null }));
    const firstPhoto = await inlinePhoto(results.data[0]?.hotel.property.photos[0], client);
    return { props: { cities, criteria: resolved, filters, cityName: city.name, problems, today, firstPhoto } };
  } catch (failure) {
    const error = toApiError(failure).info;
    // The API's own refusal of the search (a rule the page does not know) goes with the form's problems.
    if (error.status === 422)
      return { props: { cities, criteria: resolved, filters, cityName: city.name, problems: [problemOfApiCode(error.code)], today, firstPhoto: null } };
    store.dispatch(searchSettled({ results: null, error }));
    context.res.statusCode = error.status === 429 ? 429 : 503;
    return { props: { cities, criteria: resolved, filters, cityName: city.name, problems, today, firstPhoto: null } };
  }
});
