import type { GetServerSidePropsContext } from 'next';
import type { AppStore } from '@/store';
import { setConfirmedOffer, setCriteria, setSearchResults, type OfferUnavailable } from '@/store/slices/flight';
import { airportCode } from '@/lib/flight-search-query';
import { parseSearchQuery } from '@/lib/flight-search-request';
import { confirmFlightOffer, getFlightQuote } from '@/services/flights';
import { toApiError } from '@/services/http';
import { serverHttpClient } from './http-server';

const param = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * For the pages after a choice. Review: the offer chosen from the stored search (`?search=&offer=`),
 * priced now and kept as a quote. Travellers: that quote (`?quote=`), as it will be booked. Neither
 * searches again; the search's criteria stay in the address for the way back to the results.
 */
export async function loadChosenOffer(store: AppStore, context: GetServerSidePropsContext, step: 'review' | 'travellers') {
  const criteria = parseSearchQuery(context.query);
  const resolved = { ...criteria, legs: criteria.legs.map((leg) => ({ ...leg, from: airportCode(leg.from), to: airportCode(leg.to) })) };
  const searchId = param(context.query.search);
  const offerId = param(context.query.offer);
  const quoteId = param(context.query.quote);
  const client = serverHttpClient(context.req);
  store.dispatch(setCriteria(resolved));
  const unavailable = (reason: OfferUnavailable) => store.dispatch(setConfirmedOffer({ offer: null, quoteId: null, previousTotal: null, unavailable: reason }));

  // An address without its search or quote (an old bookmark) is a price no longer held.
  if (step === 'review' ? !searchId || !offerId : !quoteId) {
    store.dispatch(setSearchResults({ offers: [], dictionaries: null, criteria: resolved, searchId: null }));
    unavailable('EXPIRED');
    return;
  }
  try {
    const quote = step === 'review' ? await confirmFlightOffer({ searchId, offerId }, client) : await getFlightQuote(quoteId, client);
    store.dispatch(setSearchResults({ offers: [], dictionaries: quote.dictionaries, criteria: resolved, searchId: searchId || null }));
    store.dispatch(setConfirmedOffer({ offer: quote.offer, quoteId: quote.quoteId, previousTotal: quote.previousTotal, unavailable: null }));
  } catch (error) {
    store.dispatch(setSearchResults({ offers: [], dictionaries: null, criteria: resolved, searchId: null }));
    // 409s say why the offer cannot be had, 410 that its price expired (and 422 a mangled id); anything else is our failure, and says so.
    const { status, code } = toApiError(error);
    unavailable(status === 410 || status === 422 ? 'EXPIRED' : status === 409 ? (code === 'SOLD_OUT' ? 'SOLD_OUT' : 'GONE') : 'ERROR');
  }
}
