import type { toOfferSearchBody } from '@/lib/flight-search-request';
import type { OfferDictionaries, OfferView } from './flight-types';
import { type HttpClient, http } from './http';

// The API's own types, declared once by its zod schemas (type-only: nothing of the server reaches a bundle).
import type { z } from '@hono/zod-openapi';
import type {
  DatePricesSchema,
  FlightOffersResponseSchema,
  FlightRouteFactsSchema,
  FlightRouteSchema,
  PopularTripSchema,
  QuoteResponseSchema,
} from '@/server/flights/flights.routes';

/** The offers found, cheapest first; `meta.searchId` keeps them 30 minutes (choose one with confirmFlightOffer). */
export type FlightOffersResult = z.output<typeof FlightOffersResponseSchema>;
type QuoteAnswer = z.output<typeof QuoteResponseSchema>;

/** Spec §7 POST /flight/offers. */
export async function searchFlightOffers(body: ReturnType<typeof toOfferSearchBody>, client: HttpClient = http): Promise<FlightOffersResult> {
  const { data } = await client.post<FlightOffersResult>('/flight/offers', body);
  return data;
}

export type PopularTrip = z.output<typeof PopularTripSchema>;
export type FlightRoute = z.output<typeof FlightRouteSchema>;
export type FlightRouteFacts = z.output<typeof FlightRouteFactsSchema>;

/** The routes the site has pages for, their cities in the reader's language. */
export async function getFlightRoutes(lang: 'en' | 'fr', client: HttpClient = http): Promise<FlightRoute[]> {
  const { data } = await client.get<{ data: FlightRoute[] }>('/flight/routes', { params: { lang } });
  return data.data;
}

/** A route page's facts (lowest fare per month, airlines, journey time, stops, bags). */
export async function getFlightRouteFacts(
  origin: string,
  destination: string,
  params: { currency: 'NGN' | 'USD'; lang: 'en' | 'fr' },
  client: HttpClient = http,
): Promise<FlightRouteFacts> {
  const { data } = await client.get<{ data: FlightRouteFacts }>(`/flight/routes/${origin}/${destination}`, { params });
  return data.data;
}

/** Spec §7 GET /flight/popular-trips: from an airport, or the main airport of a country. */
export async function getPopularTrips(
  params: { origin?: string; country?: string; currency: 'NGN' | 'USD'; lang: 'en' | 'fr' },
  client: HttpClient = http,
): Promise<{ data: PopularTrip[]; meta: { origin: string | null } }> {
  const { data } = await client.get<{ data: PopularTrip[]; meta: { origin: string | null } }>('/flight/popular-trips', { params });
  return data;
}

/** A chosen offer as priced for booking and kept 30 minutes (a quote). */
export interface ConfirmedOffer {
  offer: OfferView;
  dictionaries: OfferDictionaries;
  quoteId: string;
  expiresAt: string;
  /** The total the offer was searched at, when pricing changed it. */
  previousTotal: string | null;
}

const toConfirmedOffer = ({ data, dictionaries, meta }: QuoteAnswer): ConfirmedOffer => ({
  offer: data.flightOffers[0]!,
  dictionaries,
  quoteId: meta.quoteId,
  expiresAt: meta.expiresAt,
  previousTotal: meta.previousTotal,
});

/** Spec §7 POST /flight/confirm-offer (Amadeus Flight Offers Price): the offer chosen from a search, priced now and kept as a quote. */
export async function confirmFlightOffer(choice: { searchId: string; offerId: string }, client: HttpClient = http): Promise<ConfirmedOffer> {
  const { data } = await client.post<QuoteAnswer>('/flight/confirm-offer', choice);
  return toConfirmedOffer(data);
}

/** GET /flight/quotes/{quoteId}: a chosen offer as it will be booked, while its price holds. */
export async function getFlightQuote(quoteId: string, client: HttpClient = http): Promise<ConfirmedOffer> {
  const { data } = await client.get<QuoteAnswer>(`/flight/quotes/${encodeURIComponent(quoteId)}`);
  return toConfirmedOffer(data);
}

export type DatePrices = z.output<typeof DatePricesSchema>;
type DatePricesParty = { origin: string; destination: string; currency: 'NGN' | 'USD'; adults: number; children: number; infants: number; cabin: string };

/** GET /flight/date-grid: the lowest fares ±3 days around a departure (and a return). */
export async function getDateGrid(params: DatePricesParty & { depart: string; return?: string }, client: HttpClient = http): Promise<DatePrices> {
  const { data } = await client.get<{ data: DatePrices }>('/flight/date-grid', { params });
  return data.data;
}

/** GET /flight/price-calendar: the lowest fare for each day of a month (a return keeps its length). */
export async function getPriceCalendar(params: DatePricesParty & { month: string; stay?: number }, client: HttpClient = http): Promise<DatePrices> {
  const { data } = await client.get<{ data: DatePrices }>('/flight/price-calendar', { params });
  return data.data;
}
