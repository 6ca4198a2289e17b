import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Currency, Language } from '@/services/locale-defaults';
import { hydrate, mergeHydrated } from '../hydrate';

export interface CountryLocation {
  country_code: string;
  country_code_iso3: string;
  country_name?: string;
}

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  adminType?: string | null;
  photoUrl?: string | null;
}

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
  forgotPasswordStep: 'request' | 'code' | 'password' | 'done';
  error: string | null;
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
};

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
    setLocaleSettings(state, action: PayloadAction<LocaleSettings>) {
      Object.assign(state, action.payload);
      state.locationResolved = true;
    },
    setCurrency(state, action: PayloadAction<Currency>) {
      state.currency = action.payload;
    },
    setLocale(state, action: PayloadAction<Language>) {
      state.locale = action.payload;
    },
    setCookieStatus(state, action: PayloadAction<boolean>) {
      state.cookieStatus = action.payload;
    },
    setAuthModal(state, action: PayloadAction<boolean>) {
      state.AuthModal = action.payload;
    },
    setLoginForm(state, action: PayloadAction<boolean>) {
      state.LoginFormM = action.payload;
      if (action.payload) state.SiginupFormM = false;
    },
    setSignupForm(state, action: PayloadAction<boolean>) {
      state.SiginupFormM = action.payload;
      if (action.payload) state.LoginFormM = false;
    },
    setAgent(state, action: PayloadAction<string | null>) {
      state.agent = action.payload;
    },
    setPageToPushTo(state, action: PayloadAction<string | null>) {
      state.pageToPushTo = action.payload;
    },
    setUser(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => mergeHydrated(state, action.payload.auth));
  },
});

export const {
  setLocaleSettings,
  setCurrency,
  setLocale,
  setCookieStatus,
  setAuthModal,
  setLoginForm,
  setSignupForm,
  setAgent,
  setPageToPushTo,
  setUser,
} = authSlice.actions;
export default authSlice.reducer;
