import { createSlice } from '@reduxjs/toolkit';
import { hydrate, mergeHydrated } from '../hydrate';

export interface TripHistory {
  all: unknown[];
  upcoming: unknown[];
  past: unknown[];
  cancelled: unknown[];
}

const emptyHistory = (): TripHistory => ({ all: [], upcoming: [], past: [], cancelled: [] });

export interface DashboardState {
  bookingOverview: unknown | null;
  personalInfo: unknown | null;
  flightHistory: TripHistory;
  insuranceHistory: TripHistory;
  allBookings: unknown[];
  allFlightBookings: unknown[];
  allInsuranceBookings: unknown[];
  selectedBooking: unknown | null;
  uploaded: boolean;
  error: string | null;
}

export const initialDashboardState: DashboardState = {
  bookingOverview: null,
  personalInfo: null,
  flightHistory: emptyHistory(),
  insuranceHistory: emptyHistory(),
  allBookings: [],
  allFlightBookings: [],
  allInsuranceBookings: [],
  selectedBooking: null,
  uploaded: false,
  error: null,
};

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => mergeHydrated(state, action.payload.dashboard));
  },
});

export default dashboardSlice.reducer;
