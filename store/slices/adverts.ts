import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { getTodaysAdverts, type Advert, type AdvertPosition } from '@/services/ads';
import type { RootState } from '../index';
import { rootReducer } from '../index';

/**
 * Spec §3 adverts by placement and §4: a fetch sets a loader, then stores the list per placement
 * (front page, dashboard, flight results, confirmation). Loaded with the first advert a page
 * shows (components/ads), never with a page's first script.
 */
export interface AdvertsState {
  loading: Partial<Record<AdvertPosition, boolean>>;
  byPlacement: Partial<Record<AdvertPosition, Advert[]>>;
}

const initialState: AdvertsState = { loading: {}, byPlacement: {} };

/** Today's adverts for a position; a failure leaves the position empty (an advert is never an error for the person). */
export const fetchAdverts = createAsyncThunk('adverts/fetch', (position: AdvertPosition, { getState }) => {
  const { auth } = getState() as RootState;
  return getTodaysAdverts(position, auth.locale, auth.location?.country_code ?? null);
});

const advertsSlice = createSlice({
  name: 'adverts',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAdverts.pending, (state, action) => {
        state.loading[action.meta.arg] = true;
      })
      .addCase(fetchAdverts.fulfilled, (state, action) => {
        state.loading[action.meta.arg] = false;
        state.byPlacement[action.meta.arg] = action.payload;
      })
      .addCase(fetchAdverts.rejected, (state, action) => {
        state.loading[action.meta.arg] = false;
        state.byPlacement[action.meta.arg] = [];
      });
  },
});

declare module '../index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice to the store's state
  interface LazyLoadedSlices extends WithSlice<typeof advertsSlice> {}
}

const injectedAdvertsSlice = advertsSlice.injectInto(rootReducer);

export const selectAdverts = injectedAdvertsSlice.selectSlice;
export default advertsSlice.reducer;
