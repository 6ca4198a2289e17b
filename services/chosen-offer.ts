import type { GetServerSidePropsContext } from 'next';
import { todayInLagos } from '@/components/flights/search/FlightSearchForm';
import type { AppStore } from '@/store';
import { setConfirmedOffer, setCriteria, setSearchResults } from '@/store/slices/flight';
import { airportCode, parseSearchQuery, toOfferSearchBody, validateCriteria } from './flight-search-query';
import { confirmFlightOffer, searchFlightOffers } from './flights';
import { toApiError } from './http';
import { serverHttpClient } from './http-server';

/**
 * For the pages after a choice (review, travellers): the search of the address repeated (the
 * simulated GDS answers it the same way), the chosen offer found by id and priced now.
 */
export async function loadChosenOffer(store: AppStore, context: GetServerSidePropsContext) {
  const criteria = parseSearchQuery(context.query);
  const resolved = { ...criteria, legs: criteria.legs.map((leg) => ({ ...leg, from: airportCode(leg.from), to: airportCode(leg.to) })) };
  const offerId = typeof context.query.offer === 'string' ? context.query.offer : '';
  const client = serverHttpClient(context.req);
  store.dispatch(setCriteria(resolved));
  store.dispatch(setSearchResults({ offers: [], dictionaries: null, criteria: resolved }));

  if (!offerId || validateCriteria(resolved, todayInLagos()).length > 0) {
    store.dispatch(setConfirmedOffer({ offer: null, previousTotal: null, unavailable: 'GONE' }));
    return;
  }
  try {
    const result = await searchFlightOffers(toOfferSearchBody(resolved, store.getState().auth.currency), client);
    store.dispatch(setSearchResults({ offers: [], dictionaries: result.dictionaries, criteria: resolved }));
    const chosen = result.data.find((offer) => offer.id === offerId);
    if (!chosen) {
      store.dispatch(setConfirmedOffer({ offer: null, previousTotal: null, unavailable: 'GONE' }));
      return;
    }
    const confirmed = await confirmFlightOffer(chosen, client);
    store.dispatch(setConfirmedOffer({ offer: confirmed.offer, previousTotal: confirmed.previousTotal, unavailable: null }));
  } catch (error) {
    // 409s say why the offer cannot be had; anything else is our failure, and says so.
    const { status, code } = toApiError(error);
    const unavailable = status === 409 ? (code === 'SOLD_OUT' ? 'SOLD_OUT' : 'GONE') : 'ERROR';
    store.dispatch(setConfirmedOffer({ offer: null, previousTotal: null, unavailable }));
  }
}
