import type { AxiosInstance } from 'axios';
import type { toOfferSearchBody } from './flight-search-query';
import type { OfferDictionaries, OfferView } from './flight-types';
import { http } from './http';

export interface FlightOffersResult {
  meta: { count: number };
  data: OfferView[];
  dictionaries: OfferDictionaries;
}

/** Spec §7 POST /flight/offers. */
export async function searchFlightOffers(body: ReturnType<typeof toOfferSearchBody>, client: AxiosInstance = http): Promise<FlightOffersResult> {
  const { data } = await client.post<FlightOffersResult>('/flight/offers', body);
  return data;
}
