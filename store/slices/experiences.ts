import { createSlice } from '@reduxjs/toolkit';
import { hydrate, mergeHydrated } from '../hydrate';

export const EXPERIENCE_CATEGORIES = ['Tours', 'Relaxation', 'OutdoorAndSport', 'Attraction'] as const;
export type ExperienceCategory = (typeof EXPERIENCE_CATEGORIES)[number];

export interface ExperiencesState {
  results: unknown[];
  data: unknown[];
  selected: unknown | null;
  informational: unknown | null;
  reviews: unknown[];
  ratings: unknown[];
  confirmation: unknown | null;
  loading: boolean;
  error: string | null;
}

export const initialExperiencesState: ExperiencesState = {
  results: [],
  data: [],
  selected: null,
  informational: null,
  reviews: [],
  ratings: [],
  confirmation: null,
  loading: false,
  error: null,
};

const experiencesSlice = createSlice({
  name: 'experiences',
  initialState: initialExperiencesState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => mergeHydrated(state, action.payload.experiences));
  },
});

export default experiencesSlice.reducer;
