import { setters } from '../setters';
import { createSlice, type Action, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginPayload, SignupPayload, SignupResponse } from '@/services/auth';
import type { SessionUser } from '@/services/account';
import type { ApiErrorInfo } from '@/services/http';
import type { Currency, Language } from '@/lib/locale-defaults';
import { hydrate, mergeHydrated } from '../hydrate';

export interface CountryLocation {
  country_code: string;
  country_code_iso3: string;
  country_name?: string;
}

/** The signed-in person as the pages keep them (the API's SessionUser; its photo once known). */
export type User = Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName'> &
  Partial<Pick<SessionUser, 'adminType' | 'referralCode' | 'preferences'>> & { photoUrl?: string | null };

export interface Airport {
  iata: string;
  name: string;
  city: string;
  countryCode: string;
}

export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: User | null;
  isLoading: boolean;
  /** Country of the visitor's IP, null when it could not be told. */
  location: CountryLocation | null;
  /** True once the location lookup has run (known or not): the currency dropdown waits for it. */
  locationResolved: boolean;
  closestairport: Airport | null;
  agent: string | null;
  pageToPushTo: string | null;
  currency: Currency;
  locale: Language;
  /** Naira per dollar, from the server's configuration. */
  ngnPerUsd: number;
  AuthModal: boolean;
  LoginFormM: boolean;
  SiginupFormM: boolean;
  Created: boolean;
  cookieStatus: boolean;
  EmailVerification: boolean;
  accountExists: boolean;
  accountConfirmed: boolean;
  accountReseted: boolean;
  /** Spec §4: request → code → password → done; the page's cleanup sets it back to request. */
  forgotPasswordStep: 'request' | 'code' | 'password' | 'done';
  /** The last sign-in or sign-up failure, shown in its form. */
  error: ApiErrorInfo | null;
  /** Where the verification link went after sign-up. */
  signupEmail: string | null;
  /** The email verification waiting for its 6-digit code (after sign-up, or a login before verifying). */
  verificationId: string | null;
  /** The open dialog is asking for the emailed code. */
  awaitingCode: boolean;
  /** Which social sign-ins the server has keys for; the others' buttons say they are unavailable. */
  socialLogin: { google: boolean; twitter: boolean };
}

export const initialAuthState: AuthState = {
  status: 'idle',
  token: null,
  user: null,
  isLoading: false,
  location: null,
  locationResolved: false,
  closestairport: null,
  agent: null,
  pageToPushTo: null,
  currency: 'USD',
  locale: 'en',
  ngnPerUsd: 1550,
  AuthModal: false,
  LoginFormM: false,
  SiginupFormM: false,
  Created: false,
  cookieStatus: false,
  EmailVerification: false,
  accountExists: false,
  accountConfirmed: false,
  accountReseted: false,
  forgotPasswordStep: 'request',
  error: null,
  signupEmail: null,
  verificationId: null,
  awaitingCode: false,
  socialLogin: { google: false, twitter: false },
};

/** Action type prefixes of the sign-in thunks (auth-thunks.ts, loaded with the sign-in dialogs, not with every page). */
export const AUTH_THUNKS = { login: 'auth/login', signup: 'auth/signup', verifyEmail: 'auth/verifyEmail' } as const;

interface Fulfilled<P> extends Action {
  payload: P;
}

interface Rejected<Arg> extends Action {
  payload?: ApiErrorInfo;
  meta: { arg: Arg };
}

const is =
  <A extends Action>(type: string) =>
  (action: Action): action is A =>
    action.type === type;

export interface LocaleSettings {
  location: CountryLocation | null;
  currency: Currency;
  locale: Language;
  ngnPerUsd: number;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    ...setters<AuthState>()('currency', 'locale', 'cookieStatus', 'socialLogin', 'agent', 'pageToPushTo', 'forgotPasswordStep', 'user'),
    setLocaleSettings(state, action: PayloadAction<LocaleSettings>) {
      Object.assign(state, action.payload);
      state.locationResolved = true;
    },
    /** The login chooser (email, Google, X). */
    setAuthModal(state, action: PayloadAction<boolean>) {
      state.AuthModal = action.payload;
      state.error = null;
    },
    /** One sign-in surface at a time: opening the login form closes the chooser and sign-up. */
    setLoginForm(state, action: PayloadAction<boolean>) {
      state.LoginFormM = action.payload;
      state.error = null;
      state.awaitingCode = false;
      if (action.payload) {
        state.SiginupFormM = false;
        state.AuthModal = false;
      }
    },
    setSignupForm(state, action: PayloadAction<boolean>) {
      state.SiginupFormM = action.payload;
      state.error = null;
      if (action.payload) {
        state.LoginFormM = false;
        state.AuthModal = false;
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, (state, action) => mergeHydrated(state, action.payload.auth))
      .addMatcher(is(`${AUTH_THUNKS.login}/pending`), (state) => {
        state.isLoading = true;
        state.status = 'loading';
        state.error = null;
      })
      .addMatcher(is(`${AUTH_THUNKS.login}/fulfilled`), (state) => {
        state.isLoading = false;
        state.status = 'succeeded';
      })
      .addMatcher(is<Rejected<LoginPayload>>(`${AUTH_THUNKS.login}/rejected`), (state, action) => {
        state.isLoading = false;
        state.status = 'failed';
        state.error = action.payload ?? null;
        // Not verified yet: a new code was sent; the dialog asks for it.
        if (action.payload?.verificationId) {
          state.verificationId = action.payload.verificationId;
          state.signupEmail = action.meta.arg.email;
          state.awaitingCode = true;
        }
      })
      .addMatcher(is(`${AUTH_THUNKS.verifyEmail}/pending`), (state) => {
        state.isLoading = true;
        state.error = null;
      })
      .addMatcher(is(`${AUTH_THUNKS.verifyEmail}/fulfilled`), (state) => {
        state.isLoading = false;
        state.EmailVerification = true;
      })
      .addMatcher(is<Rejected<string>>(`${AUTH_THUNKS.verifyEmail}/rejected`), (state, action) => {
        state.isLoading = false;
        state.error = action.payload ?? null;
      })
      .addMatcher(is(`${AUTH_THUNKS.signup}/pending`), (state) => {
        state.isLoading = true;
        state.status = 'loading';
        state.error = null;
      })
      .addMatcher(is<Fulfilled<SignupResponse>>(`${AUTH_THUNKS.signup}/fulfilled`), (state, action) => {
        state.isLoading = false;
        state.status = 'succeeded';
        state.Created = true;
        state.signupEmail = action.payload.data.email;
        state.verificationId = action.payload.data.verificationId;
        state.awaitingCode = true;
      })
      .addMatcher(is<Rejected<SignupPayload>>(`${AUTH_THUNKS.signup}/rejected`), (state, action) => {
        state.isLoading = false;
        state.status = 'failed';
        state.error = action.payload ?? null;
      });
  },
});

export const {
  setLocaleSettings,
  setCurrency,
  setLocale,
  setCookieStatus,
  setSocialLogin,
  setAuthModal,
  setLoginForm,
  setSignupForm,
  setAgent,
  setPageToPushTo,
  setForgotPasswordStep,
  setUser,
} = authSlice.actions;
export default authSlice.reducer;
