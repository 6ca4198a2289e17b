import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { getExperienceReviews, getInformational, rateExperience, type Activity, type ActivityList, type ExperienceSlot } from '@/services/experiences';
import { toApiError, type ApiErrorInfo } from '@/services/http';
import type { ReviewPage, ReviewTab } from '@/services/reviews';
import { hydrate, mergeHydrated } from '../hydrate';
import { listingReducers, showFirstReviews, type ListingSliceState } from '../listing';
import { addReviewCases, noReviews, reviewThunks } from '../reviews';
import { rootReducer } from '../index';

/** Spec §3 experiences state: results, the experience shown (its slots), informational items, reviews by tab, the rating, the loading flag. */
export interface ExperiencesState extends ListingSliceState<ActivityList> {
  experience: { data: Activity; slots: ExperienceSlot[] } | null;
  /** Places worth knowing opened on this page, by id (spec §3 informational item). */
  informational: Record<string, Activity>;
  /** The place being fetched, and the one whose fetch failed. */
  informationalPending: string | null;
  informationalFailed: string | null;
}

const initialState: ExperiencesState = {
  results: null,
  searchError: null,
  experience: null,
  informational: {},
  informationalPending: null,
  informationalFailed: null,
  reviews: noReviews(),
  reviewsError: null,
  userRating: null,
  loading: false,
};

const failed = (error: unknown): ApiErrorInfo => toApiError(error).info;

const reviewRequests = reviewThunks('experiences', getExperienceReviews, rateExperience);
/** A tab (or another page) of an experience's reviews, read in the browser. */
export const fetchExperienceReviews = reviewRequests.fetchReviews;
/** The participant's rating and review (spec §7 POST /api/v1/experienceRating). */
export const submitExperienceRating = reviewRequests.submitRating;

/** A place worth knowing and its practical information (spec §7 GET /api/infoExpView). */
export const fetchInformational = createAsyncThunk<Activity, { id: string; language: 'en' | 'fr' }, { rejectValue: ApiErrorInfo }>(
  'experiences/fetchInformational',
  async ({ id, language }, { rejectWithValue }) => {
    try {
      return await getInformational(id, language);
    } catch (error) {
      return rejectWithValue(failed(error));
    }
  },
);

const listing = listingReducers<ActivityList, ExperiencesState>();

const experiencesSlice = createSlice({
  name: 'experiences',
  initialState,
  reducers: {
    resultsSettled: listing.settled,
    searchRequested: listing.searchRequested,
    searchStopped: listing.searchStopped,
    experienceSettled(state, action: PayloadAction<{ experience: ExperiencesState['experience']; reviews: ReviewPage | null; tab: ReviewTab }>) {
      state.experience = action.payload.experience;
      showFirstReviews(state, action.payload.tab, action.payload.reviews);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, (state, action) => ({ ...mergeHydrated(state, action.payload.experiences), loading: false }))
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
      });
    addReviewCases(builder, reviewRequests);
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
