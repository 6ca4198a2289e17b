import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { getExperienceReviews, getInformational, rateExperience, type Activity, type ActivityList, type ExperienceSlot } from '@/services/experiences';
import { toApiError, type ApiErrorInfo } from '@/services/http';
import type { RatingRequest, Review, ReviewPage, ReviewTab } from '@/services/reviews';
import { hydrate, mergeHydrated } from '../hydrate';
import { rootReducer } from '../index';

/** Spec §3 experiences state: results, the experience shown (its slots), informational items, reviews by tab, the rating, the loading flag. */
export interface ExperiencesState {
  results: ActivityList | null;
  /** Why the list could not be read (the page says it, with a retry: never an empty list). */
  searchError: ApiErrorInfo | null;
  experience: { data: Activity; slots: ExperienceSlot[] } | null;
  /** Places worth knowing opened on this page, by id (spec §3 informational item). */
  informational: Record<string, Activity>;
  /** The place being fetched, and the one whose fetch failed. */
  informationalPending: string | null;
  informationalFailed: string | null;
  reviews: Record<ReviewTab, ReviewPage | null>;
  reviewsError: ApiErrorInfo | null;
  /** The review this browser just published. */
  userRating: Review | null;
  /** Spec §4: each request sets it, and clears it when it ends (success or failure). */
  loading: boolean;
}

const initialState: ExperiencesState = {
  results: null,
  searchError: null,
  experience: null,
  informational: {},
  informationalPending: null,
  informationalFailed: null,
  reviews: { all: null, positive: null, negative: null, latest: null },
  reviewsError: null,
  userRating: null,
  loading: false,
};

const failed = (error: unknown): ApiErrorInfo => toApiError(error).info;

/** A tab (or another page) of an experience's reviews, read in the browser. */
export const fetchExperienceReviews = createAsyncThunk<{ tab: ReviewTab; page: ReviewPage }, { id: string; tab: ReviewTab; page: number; pageSize: number; language: 'en' | 'fr' }, { rejectValue: ApiErrorInfo }>(
  'experiences/fetchReviews',
  async ({ id, tab, page, pageSize, language }, { rejectWithValue }) => {
    try {
      return { tab, page: await getExperienceReviews({ id, sort: tab, page, pageSize, lang: language }) };
    } catch (error) {
      return rejectWithValue(failed(error));
    }
  },
);

/** A place worth knowing and its practical information (spec §7 GET /api/infoExpView). */
export const fetchInformational = createAsyncThunk<Activity, { id: string; language: 'en' | 'fr' }, { rejectValue: ApiErrorInfo }>('experiences/fetchInformational', async ({ id, language }, { rejectWithValue }) => {
  try {
    return await getInformational(id, language);
  } catch (error) {
    return rejectWithValue(failed(error));
  }
});

/** The participant's rating and review (spec §7 POST /api/v1/experienceRating). */
export const submitExperienceRating = createAsyncThunk<Review, RatingRequest, { rejectValue: ApiErrorInfo }>('experiences/submitRating', async (body, { rejectWithValue }) => {
  try {
    return await rateExperience(body);
  } catch (error) {
    return rejectWithValue(failed(error));
  }
});

const experiencesSlice = createSlice({
  name: 'experiences',
  initialState,
  reducers: {
    resultsSettled(state, action: PayloadAction<{ results: ActivityList | null; error: ApiErrorInfo | null }>) {
      state.results = action.payload.results;
      state.searchError = action.payload.error;
      state.loading = false;
    },
    experienceSettled(state, action: PayloadAction<{ experience: ExperiencesState['experience']; reviews: ReviewPage | null; tab: ReviewTab }>) {
      state.experience = action.payload.experience;
      state.reviews = { ...initialState.reviews, [action.payload.tab]: action.payload.reviews };
      state.reviewsError = null;
    },
    /** A list is on its way (the page's address changes): the results wait under a loader. */
    searchRequested(state) {
      state.loading = true;
    },
    searchStopped(state) {
      state.loading = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, (state, action) => ({ ...mergeHydrated(state, action.payload.experiences), loading: false }))
      .addCase(fetchExperienceReviews.pending, (state) => {
        state.loading = true;
        state.reviewsError = null;
      })
      .addCase(fetchExperienceReviews.fulfilled, (state, action) => {
        state.reviews[action.payload.tab] = action.payload.page;
        state.loading = false;
      })
      .addCase(fetchExperienceReviews.rejected, (state, action) => {
        state.reviewsError = action.payload ?? { status: 0, code: 'NETWORK', message: '', errors: [] };
        state.loading = false;
      })
      .addCase(fetchInformational.pending, (state, action) => {
        state.loading = true;
        state.informationalPending = action.meta.arg.id;
        state.informationalFailed = null;
      })
      .addCase(fetchInformational.fulfilled, (state, action) => {
        state.informational[action.payload.id] = action.payload;
        state.informationalPending = null;
        state.loading = false;
      })
      .addCase(fetchInformational.rejected, (state, action) => {
        state.informationalFailed = action.meta.arg.id;
        state.informationalPending = null;
        state.loading = false;
      })
      .addCase(submitExperienceRating.pending, (state) => {
        state.loading = true;
      })
      .addCase(submitExperienceRating.fulfilled, (state, action) => {
        state.userRating = action.payload;
        state.loading = false;
      })
      .addCase(submitExperienceRating.rejected, (state) => {
        state.loading = false;
      });
  },
});

declare module '../index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice to the store's state
  interface LazyLoadedSlices extends WithSlice<typeof experiencesSlice> {}
}

/** Only the experiences pages need this slice: it joins the store when their script loads. */
const injectedExperiencesSlice = experiencesSlice.injectInto(rootReducer);

export const selectExperiences = injectedExperiencesSlice.selectSlice;
export const { experienceSettled, resultsSettled, searchRequested, searchStopped } = experiencesSlice.actions;
export default experiencesSlice.reducer;
