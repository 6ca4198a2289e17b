import { FlightResults } from '@/components/flights/results/FlightResults';
import { slimOffer, type OfferView } from '@/components/flights/results/offer-view';
import { todayInLagos } from '@/common/dates';
import { airportCode } from '@/lib/flight-search-query';
import { parseSearchQuery, toOfferSearchBody, validateCriteria } from '@/lib/flight-search-request';
import { searchFlightOffers } from '@/services/flights';
import { toApiError } from '@/services/http';
import { airportByCode } from '@/ssr/airport-by-code';
import { serverHttpClient } from '@/ssr/http-server';
import { searchAirports } from '@/services/locations';
import { withAppShell } from '@/ssr/page-props';
import { setCriteria, setSearchFailed, setSearchResults } from '@/store/slices/flight';

export default FlightResults;

type Body = ReturnType<typeof toOfferSearchBody>;

/** The place a search was refused for (the error points at its leg and field), and the nearest one we sell (its example), by name. */
async function unsoldPlace(
  source: { pointer?: string; example?: string } | undefined,
  body: Body,
  locale: 'en' | 'fr',
  client: ReturnType<typeof serverHttpClient>,
): Promise<{ place: string; nearest: string | null } | undefined> {
  const [, index, field] = /^\/originDestinations\/(\d+)\/(originLocationCode|destinationLocationCode)$/.exec(source?.pointer ?? '') ?? [];
  const code = index !== undefined ? body.originDestinations[Number(index)]?.[field as 'originLocationCode' | 'destinationLocationCode'] : undefined;
  if (!code) return undefined;
  const name = async (iata: string) => {
    const best = await airportByCode(iata, locale, client);
    if (best?.iataCode !== iata) return iata;
    const city = best.address.cityName;
    // "London-Corbin Airport (LOZ)", "Atlanta Hartsfield Jackson Atlanta Intl (ATL)", "London (LON)".
    const words = best.subType === 'CITY' ? city : best.name.startsWith(city) ? best.name : `${city} ${best.name}`;
    return `${words} (${iata})`;
  };
  const [place, nearest] = await Promise.all([name(code), source?.example ? name(source.example) : null]);
  return { place, nearest };
}

/** Results render on the server from the address, so a shared link (or no JavaScript) works. */
export const getServerSideProps = withAppShell<{ searchErrors: string[]; places: Record<string, string> }>(
  { page: 'flight', namespaces: ['results', 'search'] },
  async (store, context) => {
    const criteria = parseSearchQuery(context.query);
    const client = serverHttpClient(context.req);
    const { currency, locale } = store.getState().auth;
    const searchErrors: string[] = [];
    const places: Record<string, string> = {};

    // Words typed without choosing a suggestion (or with JavaScript off) become the best airport.
    // The city names come along, for the page's heading in the reader's language. Every lookup
    // runs at once; with codes already in the address the search itself does not wait for them.
    const isCode = (text: string) => /^[A-Z]{3}$/.test(text);
    const lookUp = async (text: string) => {
      const best = isCode(text) ? await airportByCode(text, locale, client) : (await searchAirports(text, locale, { limit: 1, client }).catch(() => []))[0];
      const code = isCode(text) ? text : best?.iataCode;
      if (best && best.iataCode === code) places[code] = best.address.cityName;
      return code;
    };
    const typed = criteria.legs.flatMap((leg) => [airportCode(leg.from), airportCode(leg.to)]);
    const allCodes = typed.every(isCode);
    const lookups = new Map([...new Set(typed.filter(Boolean))].map((text) => [text, lookUp(text)]));
    const resolveText = async (text: string) => {
      if (!text) return text;
      const code = await lookups.get(text)!;
      if (!code) searchErrors.push(`airportNotFound:${text}`);
      return code ?? '';
    };
    const legs = allCodes
      ? criteria.legs.map((leg) => ({ ...leg, from: airportCode(leg.from), to: airportCode(leg.to) }))
      : await Promise.all(
          criteria.legs.map(async (leg) => {
            const [from, to] = await Promise.all([resolveText(airportCode(leg.from)), resolveText(airportCode(leg.to))]);
            return { ...leg, from, to };
          }),
        );
    const resolved = { ...criteria, legs };
    store.dispatch(setCriteria(resolved));

    // An airport that could not be found already has its message; an empty field says nothing more.
    const problems = validateCriteria(resolved, todayInLagos())
      .map((problem) => problem.problem)
      .filter((problem) => searchErrors.length === 0 || (problem !== 'from' && problem !== 'to'));
    if (searchErrors.length > 0 || problems.length > 0) {
      await Promise.all(lookups.values());
      return { props: { searchErrors: [...searchErrors, ...new Set(problems)], places } };
    }
    const body = toOfferSearchBody(resolved, currency);
    try {
      const [result] = await Promise.all([searchFlightOffers(body, client), ...lookups.values()]);
      // Frozen here, once: the store's Immer then takes the list as it is instead of walking and
      // freezing every object of thirty offers (the list is never changed, only replaced).
      const offers = Object.freeze(result.data.map(slimOffer)) as OfferView[];
      store.dispatch(setSearchResults({ offers, dictionaries: result.dictionaries, criteria: resolved, searchId: result.meta.searchId }));
    } catch (error) {
      const apiError = toApiError(error);
      const unsold = apiError.code === 'UNKNOWN_AIRPORT' ? await unsoldPlace(apiError.info.errors[0]?.source, body, locale, client) : undefined;
      store.dispatch(
        setSearchFailed(apiError.status === 422 ? { message: apiError.message, amadeus_code: apiError.code, ...(unsold ? { unsold } : {}) } : null),
      );
    }
    return { props: { searchErrors, places } };
  },
);
