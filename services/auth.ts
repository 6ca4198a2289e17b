import { http } from './http';

// The API's own types, declared once by its zod schemas (type-only: nothing of the server reaches a bundle).
import type { z } from '@hono/zod-openapi';
import type { LoginRequestSchema, SignupAnswerSchema, SignupRequestSchema } from '@/server/accounts/auth.routes';
import type { StatusSchema } from '@/server/lib/openapi';

export type LoginPayload = Pick<z.input<typeof LoginRequestSchema>, 'email' | 'password'> & { rememberMe: boolean };
export type SignupPayload = Pick<z.input<typeof SignupRequestSchema>, 'email' | 'firstName' | 'lastName' | 'password'>;
export type StatusResponse = z.output<typeof StatusSchema>;
export type SignupResponse = z.output<typeof SignupAnswerSchema>;

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

/** Ends the session on the server (spec §7: GET /logout) and forgets the local user marker. */
export async function logout(): Promise<void> {
  await http.get('/logout');
  try {
    window.localStorage.removeItem('user');
  } catch {
    // Storage blocked: nothing was kept there.
  }
}
