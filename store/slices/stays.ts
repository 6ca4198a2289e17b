import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { toApiError, type ApiErrorInfo } from '@/services/http';
import type { RatingRequest, Review, ReviewPage, ReviewTab } from '@/services/reviews';
import { getStayReviews, rateStay, type CityStay, type StaySearchAnswer, type StayView } from '@/services/stays';
import { hydrate, mergeHydrated } from '../hydrate';
import { rootReducer } from '../index';


/** Spec §3 stays state: results, a city's stays, the stay shown, its reviews by tab, the guest's rating. */
export interface StaysState {
  results: StaySearchAnswer | null;
  /** Why the search could not be answered (the page says it, with a retry: never an empty list). */
  searchError: ApiErrorInfo | null;
  cityStays: { cityCode: string; city: string; data: CityStay[] } | null;
  stay: StayView | null;
  reviews: Record<ReviewTab, ReviewPage | null>;
  reviewsError: ApiErrorInfo | null;
  /** The review this browser just published. */
  userRating: Review | null;
  /** Spec §4: each request sets it, and clears it when it ends (success or failure). */
  loading: boolean;
}

const initialState: StaysState = {
  results: null,
  searchError: null,
  cityStays: null,
  stay: null,
  reviews: { all: null, positive: null, negative: null, latest: null },
  reviewsError: null,
  userRating: null,
  loading: false,
};

/** A tab (or another page) of a stay's reviews, read in the browser. */
export const fetchStayReviews = createAsyncThunk<{ tab: ReviewTab; page: ReviewPage }, { id: string; tab: ReviewTab; page: number; pageSize: number; language: 'en' | 'fr' }, { rejectValue: ApiErrorInfo }>(
  'stays/fetchReviews',
  async ({ id, tab, page, pageSize, language }, { rejectWithValue }) => {
    try {
      return { tab, page: await getStayReviews({ id, sort: tab, page, pageSize, lang: language }) };
    } catch (error) {
      return rejectWithValue(toApiError(error).info);
    }
  },
);

/** The guest's rating and review of their stay (spec §7 POST /api/v1/staysRating). */
export const submitStayRating = createAsyncThunk<Review, RatingRequest, { rejectValue: ApiErrorInfo }>('stays/submitRating', async (body, { rejectWithValue }) => {
  try {
    return await rateStay(body);
  } catch (error) {
    return rejectWithValue(toApiError(error).info);
  }
});

const staysSlice = createSlice({
  name: 'stays',
  initialState,
  reducers: {
    searchSettled(state, action: PayloadAction<{ results: StaySearchAnswer | null; error: ApiErrorInfo | null }>) {
      state.results = action.payload.results;
      state.searchError = action.payload.error;
      state.loading = false;
    },
    cityStaysSettled(state, action: PayloadAction<StaysState['cityStays']>) {
      state.cityStays = action.payload;
    },
    staySettled(state, action: PayloadAction<{ stay: StayView | null; reviews: ReviewPage | null; tab: ReviewTab }>) {
      state.stay = action.payload.stay;
      state.reviews = { ...initialState.reviews, [action.payload.tab]: action.payload.reviews };
      state.reviewsError = null;
    },
    /** A search is on its way (the page's address changes): the results wait under a loader. */
    searchRequested(state) {
      state.loading = true;
    },
    searchStopped(state) {
      state.loading = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, (state, action) => ({ ...mergeHydrated(state, action.payload.stays), loading: false }))
      .addCase(fetchStayReviews.pending, (state) => {
        state.loading = true;
        state.reviewsError = null;
      })
      .addCase(fetchStayReviews.fulfilled, (state, action) => {
        state.reviews[action.payload.tab] = action.payload.page;
        state.loading = false;
      })
      .addCase(fetchStayReviews.rejected, (state, action) => {
        state.reviewsError = action.payload ?? { status: 0, code: 'NETWORK', message: '', errors: [] };
        state.loading = false;
      })
      .addCase(submitStayRating.pending, (state) => {
        state.loading = true;
      })
      .addCase(submitStayRating.fulfilled, (state, action) => {
        state.userRating = action.payload;
        state.loading = false;
      })
      .addCase(submitStayRating.rejected, (state) => {
        state.loading = false;
      });
  },
});

declare module '../index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice to the store's state
  interface LazyLoadedSlices extends WithSlice<typeof staysSlice> {}
}

/** Only the stays pages need this slice: it joins the store when their script loads. */
const injectedStaysSlice = staysSlice.injectInto(rootReducer);

export const selectStays = injectedStaysSlice.selectSlice;
export const { cityStaysSettled, searchRequested, searchSettled, searchStopped, staySettled } = staysSlice.actions;
export default staysSlice.reducer;
