import type { AxiosInstance } from 'axios';
import { http, toApiError } from './http';

export interface LoginPayload {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface SignupPayload {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export interface StatusResponse {
  status?: string;
  message?: string;
}

export interface SignupResponse extends StatusResponse {
  data: { verificationId: string; email: string };
}

/** Spec §7: POST /login with credentials (the session cookie comes back HttpOnly). */
export async function loginRequest(payload: LoginPayload): Promise<StatusResponse> {
  const { data } = await http.post<StatusResponse>('/login', payload, { withCredentials: true });
  return data;
}

/** Spec §7: POST /signup with email, firstName, lastName and password (and the language of the emails). */
export async function signupRequest({ email, firstName, lastName, password }: SignupPayload, language: 'en' | 'fr' = 'en'): Promise<SignupResponse> {
  const { data } = await http.post<SignupResponse>('/signup', { email, firstName, lastName, password, language });
  return data;
}

/** The 6-digit code from the verification email; success signs the person in (session cookie). */
export async function verifyEmailRequest(verificationId: string, code: string, language: 'en' | 'fr' = 'en'): Promise<StatusResponse> {
  const { data } = await http.post<StatusResponse>('/verify', { verificationId, code, language });
  return data;
}

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  adminType: string | null;
  emailVerified: boolean;
  referralCode: string;
}

/** Spec §7 GET /user: the signed-in user, or null without a session. */
export async function currentUser(client: AxiosInstance = http): Promise<SessionUser | null> {
  try {
    const { data } = await client.get<{ data: SessionUser }>('/user');
    return data.data;
  } catch (error) {
    if (toApiError(error).status === 401) return null;
    throw error;
  }
}

/** Ends the session on the server (spec §7: GET /logout) and forgets the local user marker. */
export async function logout(): Promise<void> {
  await http.get('/logout');
  try {
    window.localStorage.removeItem('user');
  } catch {
    // Storage blocked: nothing was kept there.
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
export async function myFlightTrips(client: AxiosInstance = http, filter: 'all' | TripSummary['period'] = 'all'): Promise<TripSummary[]> {
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
