import { createSlice } from '@reduxjs/toolkit';
import { hydrate, mergeHydrated } from '../hydrate';

export interface ReviewLists {
  all: unknown[];
  positive: unknown[];
  negative: unknown[];
  latest: unknown[];
}

export interface StaysState {
  results: unknown[];
  price: unknown | null;
  cityStays: unknown[];
  /** Spec §9: the city listing defaults to Lagos. */
  city: string;
  confirmation: unknown | null;
  reviews: ReviewLists;
  userRatings: unknown[];
  loading: boolean;
  error: string | null;
}

export const initialStaysState: StaysState = {
  results: [],
  price: null,
  cityStays: [],
  city: 'Lagos',
  confirmation: null,
  reviews: { all: [], positive: [], negative: [], latest: [] },
  userRatings: [],
  loading: false,
  error: null,
};

const staysSlice = createSlice({
  name: 'stays',
  initialState: initialStaysState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => mergeHydrated(state, action.payload.stays));
  },
});

export default staysSlice.reducer;
