import type { toOfferSearchBody } from './flight-search-query';
import type { OfferDictionaries, OfferView } from './flight-types';
import { type HttpClient, http } from './http';

export interface FlightOffersResult {
  meta: { count: number };
  data: OfferView[];
  dictionaries: OfferDictionaries;
}

/** Spec §7 POST /flight/offers. */
export async function searchFlightOffers(body: ReturnType<typeof toOfferSearchBody>, client: HttpClient = http): Promise<FlightOffersResult> {
  const { data } = await client.post<FlightOffersResult>('/flight/offers', body);
  return data;
}

export interface PopularTrip {
  origin: string;
  originCity: string;
  destination: string;
  destinationCity: string;
  departureDate: string;
  price: { total: string; currency: 'NGN' | 'USD' };
}

/** Spec §7 GET /flight/popular-trips: from an airport, or the main airport of a country. */
export async function getPopularTrips(
  params: { origin?: string; country?: string; currency: 'NGN' | 'USD'; lang: 'en' | 'fr' },
  client: HttpClient = http,
): Promise<{ data: PopularTrip[]; meta: { origin: string | null } }> {
  const { data } = await client.get<{ data: PopularTrip[]; meta: { origin: string | null } }>('/flight/popular-trips', { params });
  return data;
}

export interface ConfirmedOffer {
  offer: OfferView;
  /** The total the offer was searched at, when it changed. */
  previousTotal: string | null;
}

/** Spec §7 POST /flight/confirm-offer (Amadeus Flight Offers Price): the offer as it can be booked now. */
export async function confirmFlightOffer(offer: OfferView, client: HttpClient = http): Promise<ConfirmedOffer> {
  const { data } = await client.post<{ data: { flightOffers: OfferView[] }; warnings?: Array<{ code: string }> }>('/flight/confirm-offer', {
    data: { type: 'flight-offers-pricing', flightOffers: [offer] },
  });
  const priced = data.data.flightOffers[0]!;
  const changed = data.warnings?.some((warning) => warning.code === 'PRICE_CHANGED');
  return { offer: priced, previousTotal: changed ? offer.price.total : null };
}
