import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ReviewPage, ReviewTab } from '@/services/reviews';
import { getStayReviews, rateStay, type CityStay, type StaySearchAnswer, type StayView } from '@/services/stays';
import { hydrate, mergeHydrated } from '../hydrate';
import { listingReducers, showFirstReviews, type ListingSliceState } from '../listing';
import { addReviewCases, noReviews, reviewThunks } from '../reviews';
import { rootReducer } from '../index';

/** Spec §3 stays state: results, a city's stays, the stay shown, its reviews by tab, the guest's rating. */
export interface StaysState extends ListingSliceState<StaySearchAnswer> {
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

const listing = listingReducers<StaySearchAnswer, StaysState>();

const staysSlice = createSlice({
  name: 'stays',
  initialState,
  reducers: {
    searchSettled: listing.settled,
    searchRequested: listing.searchRequested,
    searchStopped: listing.searchStopped,
    cityStaysSettled(state, action: PayloadAction<StaysState['cityStays']>) {
      state.cityStays = action.payload;
    },
    staySettled(state, action: PayloadAction<{ stay: StayView | null; reviews: ReviewPage | null; tab: ReviewTab }>) {
      state.stay = action.payload.stay;
      showFirstReviews(state, action.payload.tab, action.payload.reviews);
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
