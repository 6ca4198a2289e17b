import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/services/http';
import type { ReviewPage, ReviewTab } from '@/services/reviews';
import { getStayReviews, rateStay, type CityStay, type StaySearchAnswer, type StayView } from '@/services/stays';
import { hydrate, mergeHydrated } from '../hydrate';
import { addReviewCases, noReviews, reviewThunks, type ReviewsSliceState } from '../reviews';
import { rootReducer } from '../index';

/** Spec §3 stays state: results, a city's stays, the stay shown, its reviews by tab, the guest's rating. */
export interface StaysState extends ReviewsSliceState {
  results: StaySearchAnswer | null;
  /** Why the search could not be answered (the page says it, with a retry: never an empty list). */
  searchError: ApiErrorInfo | null;
  cityStays: { cityCode: string; city: string; data: CityStay[] } | null;
  stay: StayView | null;
}

const initialState: StaysState = {
  results: null,
  searchError: null,
  cityStays: null,
  stay: null,
  reviews: noReviews(),
  reviewsError: null,
  userRating: null,
  loading: false,
};

const reviewRequests = reviewThunks('stays', getStayReviews, rateStay);
/** A tab (or another page) of a stay's reviews, read in the browser. */
export const fetchStayReviews = reviewRequests.fetchReviews;
/** The guest's rating and review of their stay (spec §7 POST /api/v1/staysRating). */
export const submitStayRating = reviewRequests.submitRating;

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
    builder.addCase(hydrate, (state, action) => ({ ...mergeHydrated(state, action.payload.stays), loading: false }));
    addReviewCases(builder, reviewRequests);
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
