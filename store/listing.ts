import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/services/http';
import type { ReviewPage, ReviewTab } from '@/services/reviews';
import { noReviews, type ReviewsSliceState } from './reviews';

/** What a product with a listing keeps of it (stays, experiences): the list asked for, or why it could not be read. */
export interface ListingSliceState<Results> extends ReviewsSliceState {
  results: Results | null;
  /** Why the search could not be answered (the page says it, with a retry: never an empty list). */
  searchError: ApiErrorInfo | null;
}

/**
 * The reducers every listing has: its answer settled (a list or a failure, and no more waiting),
 * a new search on its way (the page's address changes: the list waits under a loader), and a
 * search that did not happen after all.
 */
export function listingReducers<Results, State extends ListingSliceState<Results>>() {
  return {
    settled(state: State, action: PayloadAction<{ results: Results | null; error: ApiErrorInfo | null }>) {
      state.results = action.payload.results;
      state.searchError = action.payload.error;
      state.loading = false;
    },
    searchRequested(state: State) {
      state.loading = true;
    },
    searchStopped(state: State) {
      state.loading = false;
    },
  };
}

/** A product page's reviews as its server read them: the tab asked for, the others read when opened. */
export function showFirstReviews(state: ReviewsSliceState, tab: ReviewTab, page: ReviewPage | null) {
  state.reviews = { ...noReviews(), [tab]: page };
  state.reviewsError = null;
}
