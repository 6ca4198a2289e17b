import { loginRequest, signupRequest, verifyEmailRequest, type LoginPayload, type SignupPayload } from '@/services/auth';
import { toApiError } from '@/services/http';
import { createAppAsyncThunk } from '../hooks';
import { AUTH_THUNKS } from './auth';

/** Spec §7 POST /login; success reloads the page (spec §4) so every part sees the session. */
export const loginUser = createAppAsyncThunk(AUTH_THUNKS.login, async (payload: LoginPayload, { rejectWithValue }) => {
  try {
    return await loginRequest(payload);
  } catch (error) {
    return rejectWithValue(toApiError(error).info);
  }
});

/** Spec §7 POST /signup with the four fields it names; the agent stays in the dialog. */
export const signupUser = createAppAsyncThunk(AUTH_THUNKS.signup, async (payload: SignupPayload, { rejectWithValue, getState }) => {
  try {
    return await signupRequest(payload, getState().auth.locale);
  } catch (error) {
    return rejectWithValue(toApiError(error).info);
  }
});

/** The emailed code; success signs in, and the page reloads like a login (spec §4). */
export const verifyEmailCode = createAppAsyncThunk(AUTH_THUNKS.verifyEmail, async (code: string, { rejectWithValue, getState }) => {
  const { verificationId, locale } = getState().auth;
  try {
    return await verifyEmailRequest(verificationId ?? '', code, locale);
  } catch (error) {
    return rejectWithValue(toApiError(error).info);
  }
});
