import type { z } from '@hono/zod-openapi';
import type { PaymentOptionsSchema, OrderViewSchema } from '@/server/orders/orders.routes';
import type {
  CityStaySchema,
  StayCitySchema,
  StayOfferSchema,
  StayOrderFieldsSchema,
  StaySearchAnswerSchema,
  StayViewSchema,
  StayHotelSchema,
  GuestSchema,
} from '@/server/stays/stays.routes';
import { type HttpClient, http } from './http';
import type { RatingRequest, Review, ReviewPage } from './reviews';

/** A stay order as the API shows it (payment and confirmation pages). */
export type StayBooking = z.output<typeof OrderViewSchema> & z.output<typeof StayOrderFieldsSchema>;
/** A stay order as its payment page shows it. */
export type PayableStay = StayBooking & z.output<typeof PaymentOptionsSchema>;
export type StayCity = z.output<typeof StayCitySchema>;
export type CityStay = z.output<typeof CityStaySchema>;
export type StaySearchAnswer = z.output<typeof StaySearchAnswerSchema>;
export type StayResult = StaySearchAnswer['data'][number];
export type StayHotel = z.output<typeof StayHotelSchema>;
export type StayOffer = z.output<typeof StayOfferSchema>;
export type StayView = z.output<typeof StayViewSchema>;

/** A stay order (its confirmation page). */
export async function getStayBooking(reference: string, client: HttpClient = http): Promise<StayBooking> {
  const { data } = await client.get<{ data: StayBooking }>(`/bookings/${encodeURIComponent(reference)}`);
  return data.data;
}

/** The cities with stays, named in the reader's language. */
export async function getStayCities(language: 'en' | 'fr', client: HttpClient = http): Promise<StayCity[]> {
  const { data } = await client.get<{ data: StayCity[] }>('/stays/cities', { params: { lang: language } });
  return data.data;
}

/** A city's stays before dates are chosen (spec §7 /api/v1/stay, Lagos by default). */
/** Every stay of the site's own catalogue, by id (what the sitemap names). */
export async function listStayListings(client: HttpClient = http): Promise<Array<{ id: string; cityCode: string }>> {
  const { data } = await client.get<{ data: Array<{ id: string; cityCode: string }> }>('/stays/listings');
  return data.data;
}

export async function getCityStays(
  city: string,
  language: 'en' | 'fr',
  client: HttpClient = http,
): Promise<{ data: CityStay[]; meta: { cityCode: string; city: string } }> {
  const { data } = await client.get<{ data: CityStay[]; meta: { cityCode: string; city: string } }>('/v1/stay', { params: { city, lang: language } });
  return data;
}

/** Stays with rooms for the whole stay and the party (spec §7 /api/searchStaysHotels). */
export async function searchStays(params: Record<string, string>, client: HttpClient = http): Promise<StaySearchAnswer> {
  const { data } = await client.get<StaySearchAnswer>('/searchStaysHotels', { params });
  return data;
}

/** One stay, with its offers when dates are given (spec §7 /api/staysView). */
export async function getStay(params: Record<string, string>, client: HttpClient = http): Promise<StayView> {
  const { data } = await client.get<{ data: StayView }>('/staysView', { params });
  return data.data;
}

/** An offer priced again now (spec §7 /api/stayPriceConfirm). */
export async function confirmStayPrice(
  params: { id: string; baseCode: 'USD' | 'NGN'; startDate: string; endDate: string; childAges?: string; lang: 'en' | 'fr' },
  client: HttpClient = http,
): Promise<{ hotel: StayHotel; provider: 'stays' | 'amadeus'; offer: StayOffer }> {
  const { data } = await client.get<{ data: { hotel: StayHotel; provider: 'stays' | 'amadeus'; offer: StayOffer } }>('/stayPriceConfirm', { params });
  return data.data;
}

/** The lead guest as the booking call takes them. */
export type StayGuestDetails = z.input<typeof GuestSchema>;

/** Books an offer, unpaid (spec §7 /api/staysBooked): pay it on its payment page. */
export async function bookStay(
  body: { offerId: string; expectedTotal: string; currency: 'USD' | 'NGN'; childAges: number[]; guest: StayGuestDetails; language: 'en' | 'fr' },
  client: HttpClient = http,
): Promise<{ reference: string; status: 'PENDING'; paymentDeadline: string; total: { amount: string; currency: string } }> {
  const { data } = await client.post<{ data: { reference: string; status: 'PENDING'; paymentDeadline: string; total: { amount: string; currency: string } } }>(
    '/staysBooked',
    body,
  );
  return data.data;
}

/** A page of a stay's reviews, with its score (spec §7 /api/v1/reviewStaysStatusOpen). */
export async function getStayReviews(
  params: { id: string; sort: 'all' | 'positive' | 'negative' | 'latest'; page: number; pageSize: number; lang: 'en' | 'fr' },
  client: HttpClient = http,
): Promise<ReviewPage> {
  const { data } = await client.get<ReviewPage>('/v1/reviewStaysStatusOpen', { params });
  return data;
}

/** Rates and reviews a completed stay (spec §7 /api/v1/staysRating). */
export async function rateStay(body: RatingRequest, client: HttpClient = http): Promise<Review> {
  const { data } = await client.post<{ data: Review }>('/v1/staysRating', body);
  return data.data;
}

/** Cancels a paid stay for its refund. */
export async function cancelStay(
  reference: string,
  client: HttpClient = http,
): Promise<{ reference: string; status: 'CANCELLED'; refund: { status: 'REFUNDED' | 'REFUND_DUE'; amount: string; currency: string } }> {
  const { data } = await client.post<{
    data: { reference: string; status: 'CANCELLED'; refund: { status: 'REFUNDED' | 'REFUND_DUE'; amount: string; currency: string } };
  }>('/stays/cancel', { bookingId: reference });
  return data.data;
}
