import { createSlice } from '@reduxjs/toolkit';
import { hydrate, mergeHydrated } from '../hydrate';

export const AD_PLACEMENTS = ['FRONT_PAGE', 'DASHBOARD', 'BOOKING_CONFIRMATION', 'FLIGHT_RESULTS'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export interface AdvertsState {
  byPlacement: Record<AdPlacement, unknown[]>;
  loading: boolean;
}

export const initialAdvertsState: AdvertsState = {
  byPlacement: { FRONT_PAGE: [], DASHBOARD: [], BOOKING_CONFIRMATION: [], FLIGHT_RESULTS: [] },
  loading: false,
};

const advertsSlice = createSlice({
  name: 'adverts',
  initialState: initialAdvertsState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => mergeHydrated(state, action.payload.adverts));
  },
});

export default advertsSlice.reducer;
