import { createAsyncThunk, type ActionReducerMapBuilder, type Draft } from '@reduxjs/toolkit';
import { toApiError, type ApiErrorInfo } from '@/services/http';
import type { RatingRequest, Review, ReviewPage, ReviewTab } from '@/services/reviews';

/** What a product with reviews keeps of them (spec §3: review lists all/positive/negative/latest, the user's rating). */
export interface ReviewsSliceState {
  reviews: Record<ReviewTab, ReviewPage | null>;
  reviewsError: ApiErrorInfo | null;
  /** The review this browser just published. */
  userRating: Review | null;
  loading: boolean;
}

export const noReviews = (): Record<ReviewTab, ReviewPage | null> => ({ all: null, positive: null, negative: null, latest: null });

type ReviewsQuery = { id: string; sort: ReviewTab; page: number; pageSize: number; lang: 'en' | 'fr' };

/** A product's two review requests as thunks: a tab's page, read in the browser, and the traveller's rating. */
export function reviewThunks(product: string, read: (query: ReviewsQuery) => Promise<ReviewPage>, rate: (body: RatingRequest) => Promise<Review>) {
  const fetchReviews = createAsyncThunk<
    { tab: ReviewTab; page: ReviewPage },
    { id: string; tab: ReviewTab; page: number; pageSize: number; language: 'en' | 'fr' },
    { rejectValue: ApiErrorInfo }
  >(`${product}/fetchReviews`, async ({ id, tab, page, pageSize, language }, { rejectWithValue }) => {
    try {
      return { tab, page: await read({ id, sort: tab, page, pageSize, lang: language }) };
    } catch (error) {
      return rejectWithValue(toApiError(error).info);
    }
  });
  const submitRating = createAsyncThunk<Review, RatingRequest, { rejectValue: ApiErrorInfo }>(`${product}/submitRating`, async (body, { rejectWithValue }) => {
    try {
      return await rate(body);
    } catch (error) {
      return rejectWithValue(toApiError(error).info);
    }
  });
  return { fetchReviews, submitRating };
}

/** How both requests change the product's state: the loading flag set and cleared (spec §4), a tab's page kept, the rating kept. */
export function addReviewCases<S extends ReviewsSliceState>(
  builder: ActionReducerMapBuilder<S>,
  { fetchReviews, submitRating }: ReturnType<typeof reviewThunks>,
) {
  const of = (state: Draft<S>) => state as unknown as ReviewsSliceState;
  builder
    .addCase(fetchReviews.pending, (state) => {
      of(state).loading = true;
      of(state).reviewsError = null;
    })
    .addCase(fetchReviews.fulfilled, (state, action) => {
      of(state).reviews[action.payload.tab] = action.payload.page;
      of(state).loading = false;
    })
    .addCase(fetchReviews.rejected, (state, action) => {
      of(state).reviewsError = action.payload ?? { status: 0, code: 'NETWORK', message: '', errors: [] };
      of(state).loading = false;
    })
    .addCase(submitRating.pending, (state) => {
      of(state).loading = true;
    })
    .addCase(submitRating.fulfilled, (state, action) => {
      of(state).userRating = action.payload;
      of(state).loading = false;
    })
    .addCase(submitRating.rejected, (state) => {
      of(state).loading = false;
    });
  return builder;
}
