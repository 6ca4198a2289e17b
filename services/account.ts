import type { publicUser } from '@/server/accounts/accounts';
import type { StatusResponse } from './auth';
import { type HttpClient, http, toApiError } from './http';

// Account calls made by account pages and server-side rendering: kept apart from services/auth.ts,
// which the sign-in dialogs and the store load on every page.

/** The signed-in person as the API shows them (declared once, by the server). */
export type SessionUser = ReturnType<typeof publicUser>;

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

export interface TripSummary {
  reference: string;
  status: 'PENDING' | 'CONFIRMED' | 'CANCELLED';
  period: 'upcoming' | 'past' | 'reserved' | 'cancelled';
  createdAt: string;
  paymentDeadline: string;
  from: string;
  to: string;
  departureAt: string;
  returnAt: string | null;
  flights: number;
  travellers: number;
  total: { amount: string; currency: 'NGN' | 'USD' };
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

export interface PersonalInfo {
  id: string;
  photoUrl: string | null;
  firstName: string;
  lastName: string;
  email: string;
  hasPassword: boolean;
  phone?: string;
  dateOfBirth?: string;
  nationality?: string;
  stateOfOrigin?: string;
  address?: string;
  zipCode?: string;
}

/** Spec §7 GET /api/v1/getPersonalInfo (server-side, with the visitor's session). */
export async function getPersonalInfo(client: HttpClient = http): Promise<PersonalInfo> {
  const { data } = await client.get<{ data: PersonalInfo }>('/v1/getPersonalInfo');
  return data.data;
}

/** Spec §7 POST /api/v1/personalInfo. */
export async function savePersonalInfo(info: Omit<PersonalInfo, 'id' | 'photoUrl' | 'email' | 'hasPassword'>): Promise<StatusResponse> {
  const { data } = await http.post<StatusResponse>('/v1/personalInfo', info);
  return data;
}

/** Spec §7 POST /api/v1/change_password: every other session of the account ends. */
export async function changePassword(input: { currentPassword?: string; password: string; confirmPassword: string; language: 'en' | 'fr' }): Promise<StatusResponse> {
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
  const { data } = await http.post<{ data: { photoUrl: string } }>(`/users/user/${encodeURIComponent(userId)}/photo`, form, { headers: { 'Content-Type': 'multipart/form-data' } });
  return data.data.photoUrl;
}

type Money = { amount: string; currency: string };

export interface InsurancePolicy {
  contractNumber: string;
  status: 'PENDING' | 'CONFIRMED' | 'CANCELLED';
  period: TripSummary['period'];
  purchasedAt: string | null;
  coverBegins: string;
  coverEnds: string;
  destinationCountry: string;
  purposeOfTravel: string;
  tripType: string;
  bookingType: string;
  adults: number;
  children: number;
  fees: { adultFee: string; childrenFee: string; insuranceCharges: string; total: string; currency: string };
}

/** Spec §7 GET /api/v1/getUserInsurance: every policy of the signed-in person. */
export async function myInsurance(client: HttpClient = http): Promise<InsurancePolicy[]> {
  const { data } = await client.get<{ data: InsurancePolicy[] }>('/v1/getUserInsurance');
  return data.data;
}

export interface BookingOverview {
  flights: Record<'all' | TripSummary['period'], number> | null;
  insurance: Record<'all' | TripSummary['period'], number> | null;
  nextTrip: { reference: string; from: string; to: string; departureAt: string } | null;
  points: number;
  totalPaid: Money;
}

/** Spec §7 GET /api/v1/userBookingOverview?type=all&baseCode=…: counts, next trip, points, amount paid. */
export async function bookingOverview(baseCode: 'NGN' | 'USD', client: HttpClient = http): Promise<BookingOverview> {
  const { data } = await client.get<BookingOverview>('/v1/userBookingOverview', { params: { type: 'all', baseCode } });
  return data;
}

export interface PointsStatement {
  balance: number;
  rule: { ngnPerPoint: number; usdPerPoint: number };
  entries: Array<{ product: 'flight' | 'insurance'; reference: string; confirmedAt: string; paid: Money; points: number }>;
}

/** The points balance and what each paid booking earned. */
export async function myPoints(client: HttpClient = http): Promise<PointsStatement> {
  const { data } = await client.get<PointsStatement>('/v1/points');
  return data;
}

export interface Invitations {
  referralCode: string;
  link: string;
  friendsJoined: number;
  reward: { amountOff: string; minTotal: string; currency: string };
  promoCodes: Array<{ code: string; amountOff: string; minTotal: string; currency: string; earnedAt: string; validUntil: string | null; status: 'AVAILABLE' | 'HELD' | 'USED' | 'EXPIRED' }>;
}

/** The referral link, friends who joined through it and the promo codes it earned. */
export async function myInvitations(client: HttpClient = http): Promise<Invitations> {
  const { data } = await client.get<Invitations>('/v1/invitations');
  return data;
}

/** Who an invitation link is from (first name), or null when the code is unknown. */
export async function invitationFrom(code: string, client: HttpClient = http): Promise<{ code: string; inviter: { firstName: string } } | null> {
  try {
    const { data } = await client.get<{ code: string; inviter: { firstName: string } }>(`/invitations/${encodeURIComponent(code)}`);
    return data;
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}
