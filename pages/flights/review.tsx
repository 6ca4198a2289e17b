import { FlightReview } from '@/components/flights/review/FlightReview';
import { todayInLagos } from '@/components/flights/search/FlightSearchForm';
import { airportCode, parseSearchQuery, toOfferSearchBody, validateCriteria } from '@/services/flight-search-query';
import { confirmFlightOffer, searchFlightOffers } from '@/services/flights';
import { serverHttpClient, toApiError } from '@/services/http';
import { withAppShell } from '@/services/page-props';
import { setConfirmedOffer, setCriteria, setSearchResults } from '@/store/slices/flight';

export default FlightReview;

/**
 * The chosen offer, priced now. Its address is the search's plus the offer's id, so a reload or a
 * shared link shows it again: the search is repeated (the simulated GDS answers it the same way)
 * and the offer confirmed with Flight Offers Price.
 */
export const getServerSideProps = withAppShell({ page: 'flight', namespaces: ['flights'] }, async (store, context) => {
  const criteria = parseSearchQuery(context.query);
  const resolved = { ...criteria, legs: criteria.legs.map((leg) => ({ ...leg, from: airportCode(leg.from), to: airportCode(leg.to) })) };
  const offerId = typeof context.query.offer === 'string' ? context.query.offer : '';
  const client = serverHttpClient(context.req);
  store.dispatch(setCriteria(resolved));
  store.dispatch(setSearchResults({ offers: [], dictionaries: null, criteria: resolved }));

  if (!offerId || validateCriteria(resolved, todayInLagos()).length > 0) {
    store.dispatch(setConfirmedOffer({ offer: null, previousTotal: null, unavailable: 'GONE' }));
    return { props: {} };
  }
  try {
    const result = await searchFlightOffers(toOfferSearchBody(resolved, store.getState().auth.currency), client);
    store.dispatch(setSearchResults({ offers: [], dictionaries: result.dictionaries, criteria: resolved }));
    const chosen = result.data.find((offer) => offer.id === offerId);
    if (!chosen) {
      store.dispatch(setConfirmedOffer({ offer: null, previousTotal: null, unavailable: 'GONE' }));
      return { props: {} };
    }
    const confirmed = await confirmFlightOffer(chosen, client);
    store.dispatch(setConfirmedOffer({ offer: confirmed.offer, previousTotal: confirmed.previousTotal, unavailable: null }));
  } catch (error) {
    // 409s say why the offer cannot be had; anything else is our failure, and says so.
    const { status, code } = toApiError(error);
    const unavailable = status === 409 ? (code === 'SOLD_OUT' ? 'SOLD_OUT' : 'GONE') : 'ERROR';
    store.dispatch(setConfirmedOffer({ offer: null, previousTotal: null, unavailable }));
  }
  return { props: {} };
});
