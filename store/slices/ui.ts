import { setters } from '../setters';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hydrate, mergeHydrated } from '../hydrate';

export type ActivePage = 'flight' | 'insurance' | 'stays' | 'experiences' | 'hub' | 'content';
export type Season = 'christmas' | 'easter' | 'sallah' | null;

export interface UiState {
  activePage: ActivePage;
  sideMenuOpen: boolean;
  /** Seasonal logo decided on the server for the request date, so server and browser agree. */
  season: Season;
  fullScreenLoader: boolean;
  /** The sandbox gateway stands in for the real ones: payments are simulated, and every page says so. */
  paymentsSandbox: boolean;
  /** The site's origin (https://baobab.travel), for the addresses a page gives search engines (components/seo/Indexed.tsx). */
  siteOrigin: string;
}

export const initialUiState: UiState = {
  activePage: 'flight',
  sideMenuOpen: false,
  season: null,
  fullScreenLoader: false,
  paymentsSandbox: false,
  siteOrigin: '',
};

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    ...setters<UiState>()('activePage', 'sideMenuOpen', 'season', 'fullScreenLoader', 'paymentsSandbox', 'siteOrigin'),
  },
  extraReducers: (builder) => {
    // The side menu's open state is the browser's own; everything else follows the server.
    builder.addCase(hydrate, (state, action) => ({
      ...mergeHydrated(state, action.payload.ui),
      sideMenuOpen: state.sideMenuOpen,
    }));
  },
});

export const { setActivePage, setSideMenuOpen, setSeason, setFullScreenLoader, setPaymentsSandbox, setSiteOrigin } = uiSlice.actions;
export default uiSlice.reducer;
