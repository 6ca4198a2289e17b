import type { z } from '@hono/zod-openapi';
import type {
  ActivityListSchema,
  ActivitySchema,
  ExperienceCitySchema,
  ExperienceOfferSchema,
  ExperienceOrderFieldsSchema,
  SlotSchema,
} from '@/server/experiences/experiences.routes';
import type { OrderViewSchema, PaymentOptionsSchema } from '@/server/orders/orders.routes';
import { type HttpClient, http } from './http';
import type { RatingRequest, Review, ReviewPage } from './reviews';

/** Amadeus Tours and Activities' `Activity`, with our additions (category, details, provider…). */
export type Activity = z.output<typeof ActivitySchema>;
export type ActivityList = z.output<typeof ActivityListSchema>;
export type ExperienceSlot = z.output<typeof SlotSchema>;
export type ExperienceOffer = z.output<typeof ExperienceOfferSchema>;
export type ExperienceCity = z.output<typeof ExperienceCitySchema>;
/** An experience order as the API shows it (payment and confirmation pages). */
export type ExperienceBooking = z.output<typeof OrderViewSchema> & z.output<typeof ExperienceOrderFieldsSchema>;
export type PayableExperience = ExperienceBooking & z.output<typeof PaymentOptionsSchema>;
/** The spec's category names in the API's paths (§7). */
export const CATEGORY_API_NAMES = { TOURS: 'Tours', RELAXATION: 'Relaxation', OUTDOOR_SPORT: 'OutdoorAndSport', ATTRACTION: 'Attraction' } as const;
import type { ExperienceGuest, Participants } from '@/server/experiences/schema';

export type { ExperienceGuest, Participants };

/** The cities with experiences or places worth knowing, in the reader's language. */
export async function getExperienceCities(language: 'en' | 'fr', client: HttpClient = http): Promise<ExperienceCity[]> {
  const { data } = await client.get<{ data: ExperienceCity[] }>('/experiences/cities', { params: { lang: language } });
  return data.data;
}

/**
 * A category's experiences (spec §7 GET /api/experienceCategory/{category}), or those matching
 * words (/experienceCategorySearch/{category}?searchTerm=); every category's with `/experienceSearch`.
 */
/** Every experience and place of the site's own catalogue, by id, with its category and city (what the sitemap names). */
export async function listExperienceListings(
  client: HttpClient = http,
): Promise<Array<{ id: string; category: keyof typeof CATEGORY_API_NAMES; cityCode: string; informational: boolean }>> {
  const { data } = await client.get<{ data: Array<{ id: string; category: keyof typeof CATEGORY_API_NAMES; cityCode: string; informational: boolean }> }>(
    '/experiences/listings',
  );
  return data.data;
}

export async function listExperiences(
  category: keyof typeof CATEGORY_API_NAMES | null,
  params: Record<string, string>,
  client: HttpClient = http,
): Promise<ActivityList> {
  const path = category
    ? params.searchTerm
      ? `/experienceCategorySearch/${CATEGORY_API_NAMES[category]}`
      : `/experienceCategory/${CATEGORY_API_NAMES[category]}`
    : '/experienceSearch';
  const { data } = await client.get<ActivityList>(path, { params });
  return data;
}

/** A city's places worth knowing (not sold). */
export async function getPlaces(city: string, language: 'en' | 'fr', client: HttpClient = http): Promise<Activity[]> {
  const { data } = await client.get<{ data: Activity[] }>('/experiences/places', { params: { city, lang: language } });
  return data.data;
}

/** One experience and its time slots from `from` (spec §7 GET /api/experienceView). */
export async function getExperience(
  params: { id: string; from?: string; to?: string; currency: 'USD' | 'NGN'; lang: 'en' | 'fr' },
  client: HttpClient = http,
): Promise<{ data: Activity; slots: ExperienceSlot[] }> {
  const { data } = await client.get<{ data: Activity; slots: ExperienceSlot[] }>('/experienceView', { params });
  return data;
}

/** A place worth knowing and its practical information (spec §7 GET /api/infoExpView). */
export async function getInformational(id: string, language: 'en' | 'fr', client: HttpClient = http): Promise<Activity> {
  const { data } = await client.get<{ data: Activity }>('/infoExpView', { params: { id, lang: language } });
  return data.data;
}

/** A slot priced now for a party, by age band. */
export async function priceExperience(
  params: { slot: string; currency: 'USD' | 'NGN'; lang: 'en' | 'fr' } & Participants,
  client: HttpClient = http,
): Promise<{ activity: Activity; offer: ExperienceOffer }> {
  const { data } = await client.get<{ data: { activity: Activity; offer: ExperienceOffer } }>('/experiences/price', { params });
  return data.data;
}

/** Books a slot, unpaid (spec §7 POST /api/experienceBooked): pay it on its payment page. */
export async function bookExperience(
  body: { slotId: string; participants: Participants; expectedTotal: string; currency: 'USD' | 'NGN'; guest: ExperienceGuest; language: 'en' | 'fr' },
  client: HttpClient = http,
): Promise<{ reference: string; status: 'PENDING'; paymentDeadline: string; total: { amount: string; currency: string } }> {
  const { data } = await client.post<{ data: { reference: string; status: 'PENDING'; paymentDeadline: string; total: { amount: string; currency: string } } }>(
    '/experienceBooked',
    body,
  );
  return data.data;
}

/** An experience order (its confirmation page). */
export async function getExperienceBooking(reference: string, client: HttpClient = http): Promise<ExperienceBooking> {
  const { data } = await client.get<{ data: ExperienceBooking }>(`/bookings/${encodeURIComponent(reference)}`);
  return data.data;
}

/** Cancels a paid experience within its free cancellation, for a full refund. */
export async function cancelExperience(
  reference: string,
  client: HttpClient = http,
): Promise<{ reference: string; status: 'CANCELLED'; refund: { status: 'REFUNDED' | 'REFUND_DUE'; amount: string; currency: string } }> {
  const { data } = await client.post<{
    data: { reference: string; status: 'CANCELLED'; refund: { status: 'REFUNDED' | 'REFUND_DUE'; amount: string; currency: string } };
  }>('/experiences/cancel', { bookingId: reference });
  return data.data;
}

/** A page of an experience's reviews, with its score (spec §7 GET /api/v1/reviewExpStatusOpen). */
export async function getExperienceReviews(
  params: { id: string; sort: 'all' | 'positive' | 'negative' | 'latest'; page: number; pageSize: number; lang: 'en' | 'fr' },
  client: HttpClient = http,
): Promise<ReviewPage> {
  const { data } = await client.get<ReviewPage>('/v1/reviewExpStatusOpen', { params });
  return data;
}

/** Rates and reviews an experience taken part in (spec §7 POST /api/v1/experienceRating). */
export async function rateExperience(body: RatingRequest, client: HttpClient = http): Promise<Review> {
  const { data } = await client.post<{ data: Review }>('/v1/experienceRating', body);
  return data.data;
}

export type TicketCheck = {
  ticket: string;
  status: 'VALID' | 'CANCELLED' | 'PAST';
  experience: string;
  startsAt: string;
  participants: number;
  holder: string;
};

/** What a ticket's QR code opens. */
export async function checkTicket(ticket: string, language: 'en' | 'fr', client: HttpClient = http): Promise<TicketCheck> {
  const { data } = await client.get<{ data: TicketCheck }>(`/experiences/tickets/${encodeURIComponent(ticket)}`, { params: { lang: language } });
  return data.data;
}
