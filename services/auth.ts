import { http } from './http';

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

/** Spec §7: POST /login with credentials (the session cookie comes back HttpOnly). */
export async function loginRequest(payload: LoginPayload): Promise<StatusResponse> {
  const { data } = await http.post<StatusResponse>('/login', payload, { withCredentials: true });
  return data;
}

/** Spec §7: POST /signup with exactly email, firstName, lastName and password. */
export async function signupRequest({ email, firstName, lastName, password }: SignupPayload): Promise<StatusResponse> {
  const { data } = await http.post<StatusResponse>('/signup', { email, firstName, lastName, password });
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
