import type { StatusResponse } from './auth';
import { type HttpClient, http, toApiError } from './http';

// The API's own types, declared once by its zod schemas (type-only: nothing of the server reaches a bundle).
import type { z } from '@hono/zod-openapi';
import type { PersonalDetailsSchema, PersonalInfoSchema } from '@/server/accounts/account.routes';
import type { SavedTravellerInputSchema, SavedTravellerSchema } from '@/server/accounts/travellers.routes';
import type { SessionUserSchema } from '@/server/accounts/auth.routes';
import type { FlightTripFieldsSchema } from '@/server/flights/flights.routes';
import type { InsuranceTripFieldsSchema } from '@/server/insurance/insurance.routes';
import type { StaySummary } from '@/server/stays/kind';
import type { ExperienceSummary } from '@/server/experiences/kind';
import type { BookingOverviewSchema, InvitationSchema, InvitationsSchema, PointsSchema, TripCardSchema } from '@/server/hub/hub.routes';

// Account calls made by account pages and server-side rendering: kept apart from services/auth.ts,
// which the sign-in dialogs and the store load on every page.

/** The signed-in person as the API shows them. */
export type SessionUser = z.output<typeof SessionUserSchema>;

/** A flight booking on a My Trips card. */
export type TripSummary = z.output<typeof TripCardSchema> & z.output<typeof FlightTripFieldsSchema>;
/** A hotel stay on a My Trips card. */
export type StayTripSummary = z.output<typeof TripCardSchema> & Omit<StaySummary, 'startsAt'>;
/** An experience on a My Trips card. */
export type ExperienceTripSummary = z.output<typeof TripCardSchema> & Omit<ExperienceSummary, 'startsAt'>;
export type PersonalInfo = z.output<typeof PersonalDetailsSchema>;
/** An insurance policy on a Travel Hub card (its order's shared fields, then the policy's). */
export type InsurancePolicy = z.output<typeof TripCardSchema> & z.output<typeof InsuranceTripFieldsSchema>;
export type BookingOverview = z.output<typeof BookingOverviewSchema>;
export type PointsStatement = z.output<typeof PointsSchema>;
export type Invitations = z.output<typeof InvitationsSchema>;
export type Invitation = z.output<typeof InvitationSchema>;

/** Spec §7 GET /user: the signed-in user, or null without a session. */
export async function currentUser(client: HttpClient = http): Promise<SessionUser | null> {
  try {
    const { data } = await client.get<{ data: SessionUser }>('/user');
    return data.data;
  } catch (error) {
    if (toApiError(error).status === 401) return null;
    throw error;
  }
}

/** The signed-in person's stays, every period (spec §7 /api/v1/tripLists, product_type=stay). */
export async function myStayTrips(client: HttpClient = http): Promise<StayTripSummary[]> {
  const { data } = await client.get<{ data: StayTripSummary[] }>('/v1/tripLists', { params: { period: 'all', product_type: 'stay', page: 1 } });
  return data.data;
}

/** The signed-in person's experiences, every period (spec §7 /api/v1/tripLists, product_type=experience). */
export async function myExperienceTrips(client: HttpClient = http): Promise<ExperienceTripSummary[]> {
  const { data } = await client.get<{ data: ExperienceTripSummary[] }>('/v1/tripLists', { params: { period: 'all', product_type: 'experience', page: 1 } });
  return data.data;
}

/** Spec §7 GET /bookings/flight: the signed-in person's flight bookings (guest ones with their email too). */

export async function myFlightTrips(client: HttpClient = http, filter: 'all' | TripSummary['period'] = 'all'): Promise<TripSummary[]> {
  const { data } = await client.get<{ data: TripSummary[] }>('/bookings/flight', { params: { filter, page: 1 } });
  return data.data;
}

/** Spec §7 POST /api/v1/forgot_password: the same answer whether or not the email has an account. */
export async function requestPasswordReset(email: string, language: 'en' | 'fr'): Promise<StatusResponse> {
  const { data } = await http.post<StatusResponse>('/v1/forgot_password', { email, language });
  return data;
}

/** Spec §7 POST /api/v1/check_reset_code. */
export async function checkResetCode(code: string): Promise<StatusResponse> {
  const { data } = await http.post<StatusResponse>('/v1/check_reset_code', { code });
  return data;
}

/** Spec §7 POST /api/v1/update_password (every session of the account ends). */
export async function updatePassword(password: string, confirmPassword: string, language: 'en' | 'fr'): Promise<StatusResponse> {
  const { data } = await http.post<StatusResponse>('/v1/update_password', { password, confirmPassword, language });
  return data;
}

/** Spec §7 GET /api/v1/getPersonalInfo (server-side, with the visitor's session). */
export async function getPersonalInfo(client: HttpClient = http): Promise<PersonalInfo> {
  const { data } = await client.get<{ data: PersonalInfo }>('/v1/getPersonalInfo');
  return data.data;
}

/** Spec §7 POST /api/v1/personalInfo. */
export async function savePersonalInfo(info: z.input<typeof PersonalInfoSchema>): Promise<StatusResponse> {
  const { data } = await http.post<StatusResponse>('/v1/personalInfo', info);
  return data;
}

/** Spec §7 POST /api/v1/change_password: every other session of the account ends. */
export async function changePassword(input: {
  currentPassword?: string;
  password: string;
  confirmPassword: string;
  language: 'en' | 'fr';
}): Promise<StatusResponse> {
  const { data } = await http.post<StatusResponse>('/v1/change_password', input);
  return data;
}

/** Deletes the account (bookings are kept for accounting, detached). */
export async function deleteAccount(password: string | undefined): Promise<StatusResponse> {
  const { data } = await http.delete<StatusResponse>('/user', { data: { password, confirm: 'DELETE' } });
  return data;
}

/** Spec §7 POST /users/{userType}/{userId}/photo (multipart): a JPEG, PNG or WebP of 1 MB at most. */
export async function uploadProfilePhoto(userId: string, photo: File): Promise<string> {
  const form = new FormData();
  form.append('photo', photo);
  const { data } = await http.post<{ data: { photoUrl: string } }>(`/users/user/${encodeURIComponent(userId)}/photo`, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return data.data.photoUrl;
}

/** Spec §7 GET /api/v1/getUserInsurance: every policy of the signed-in person. */
export async function myInsurance(client: HttpClient = http): Promise<InsurancePolicy[]> {
  const { data } = await client.get<{ data: InsurancePolicy[] }>('/v1/getUserInsurance');
  return data.data;
}

/** Spec §7 GET /api/v1/userBookingOverview?type=all&baseCode=…: counts, next trip, points, amount paid. */
export async function bookingOverview(baseCode: 'NGN' | 'USD', client: HttpClient = http): Promise<BookingOverview> {
  const { data } = await client.get<BookingOverview>('/v1/userBookingOverview', { params: { type: 'all', baseCode } });
  return data;
}

/** The points balance and what each paid booking earned. */
export async function myPoints(client: HttpClient = http): Promise<PointsStatement> {
  const { data } = await client.get<PointsStatement>('/v1/points');
  return data;
}

/** The referral link, friends who joined through it and the promo codes it earned. */
export async function myInvitations(client: HttpClient = http): Promise<Invitations> {
  const { data } = await client.get<Invitations>('/v1/invitations');
  return data;
}

/** Who an invitation link is from (first name), or null when the code is unknown. */
export async function invitationFrom(code: string, client: HttpClient = http): Promise<Invitation | null> {
  try {
    const { data } = await client.get<Invitation>(`/invitations/${encodeURIComponent(code)}`);
    return data;
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}

export type SavedTraveller = z.output<typeof SavedTravellerSchema>;
export type SavedTravellerInput = z.input<typeof SavedTravellerInputSchema>;

/** The people the signed-in person travels with (GET /account/travellers). */
export async function listSavedTravellers(client: HttpClient = http): Promise<SavedTraveller[]> {
  const { data } = await client.get<{ data: SavedTraveller[] }>('/account/travellers');
  return data.data;
}

/** Saves (or updates) a traveller with the account. */
export async function saveTraveller(traveller: SavedTravellerInput, client: HttpClient = http): Promise<SavedTraveller> {
  const { data } = await client.put<{ data: SavedTraveller }>('/account/travellers', traveller);
  return data.data;
}

export async function forgetSavedTraveller(id: string, client: HttpClient = http): Promise<void> {
  await client.delete(`/account/travellers/${encodeURIComponent(id)}`);
}
