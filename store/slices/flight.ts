import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hydrate, mergeHydrated } from '../hydrate';

export type TripType = 'singleTrip' | 'roundTrip' | 'multiTrip';
export type TicketType = 'Economy' | 'Premium Economy' | 'Business' | 'First';
export const SORT_OPTIONS = ['RECOMMENDED', 'CHEAPEST', 'SHORTEST', 'FLEXIBLE'] as const;
export type FlightSort = (typeof SORT_OPTIONS)[number];
export const STOP_FILTERS = ['ALL', 'NONSTOP', 'ONESTOP', 'TWOSTOP', 'THREESTOP', 'FOURSTOP'] as const;
export type StopFilter = (typeof STOP_FILTERS)[number];

/** Spec §9: at most five legs on a multi-city search. */
export const MAX_LEGS = 5;

export interface ItineraryLeg {
  departure: string;
  arrival: string;
  date: string;
}

export interface FlightFilters {
  airline: string[];
  stops: StopFilter;
  pricerange: [number, number] | null;
  active: boolean;
}

export interface AdditionalService {
  travelerId: string;
  segmentId: string;
  seatNumber?: string;
  bags?: number;
}

export interface AmadeusError {
  message: string;
  amadeus_code?: string | number;
}

export interface FlightState {
  tripType: TripType;
  adults: number;
  children: number;
  infants: number;
  heldInfants: number;
  ticketType: TicketType;
  itinerary: ItineraryLeg[];
  returnDate: string | null;
  flightResults: unknown[];
  confirmedOffer: { travelerPricings: unknown[]; fareDetailsBySegment: unknown[] } | null;
  seatMap: unknown[];
  chargeableBags: unknown[];
  fareRules: unknown | null;
  order: unknown | null;
  paid: boolean;
  popularTrips: unknown[];
  blogs: unknown[];
  sort: FlightSort;
  filters: FlightFilters;
  additionalServices: AdditionalService[];
  error: boolean;
  amadeusError: AmadeusError | null;
  flightLoader: boolean;
  confirmationLoader: boolean;
  orderLoader: boolean;
}

export const initialFlightState: FlightState = {
  tripType: 'singleTrip',
  adults: 1,
  children: 0,
  infants: 0,
  heldInfants: 0,
  ticketType: 'Economy',
  itinerary: [{ departure: '', arrival: '', date: '' }],
  returnDate: null,
  flightResults: [],
  confirmedOffer: null,
  seatMap: [],
  chargeableBags: [],
  fareRules: null,
  order: null,
  paid: false,
  popularTrips: [],
  blogs: [],
  sort: 'RECOMMENDED',
  filters: { airline: [], stops: 'ALL', pricerange: null, active: false },
  additionalServices: [],
  error: false,
  amadeusError: null,
  flightLoader: false,
  confirmationLoader: false,
  orderLoader: false,
};

const sameTarget = (a: AdditionalService, b: Pick<AdditionalService, 'travelerId' | 'segmentId'>) =>
  a.travelerId === b.travelerId && a.segmentId === b.segmentId;

const flightSlice = createSlice({
  name: 'flight',
  initialState: initialFlightState,
  reducers: {
    setTripType(state, action: PayloadAction<TripType>) {
      state.tripType = action.payload;
      if (action.payload !== 'multiTrip') state.itinerary = state.itinerary.slice(0, 1);
      if (action.payload !== 'roundTrip') state.returnDate = null;
    },
    setTicketType(state, action: PayloadAction<TicketType>) {
      state.ticketType = action.payload;
    },
    setTravellers(state, action: PayloadAction<Pick<FlightState, 'adults' | 'children' | 'infants' | 'heldInfants'>>) {
      Object.assign(state, action.payload);
    },
    addLeg(state) {
      if (state.itinerary.length < MAX_LEGS) state.itinerary.push({ departure: '', arrival: '', date: '' });
    },
    removeLeg(state, action: PayloadAction<number>) {
      if (state.itinerary.length > 1) state.itinerary.splice(action.payload, 1);
    },
    updateLeg(state, action: PayloadAction<{ index: number; leg: Partial<ItineraryLeg> }>) {
      const leg = state.itinerary[action.payload.index];
      if (leg) Object.assign(leg, action.payload.leg);
    },
    setReturnDate(state, action: PayloadAction<string | null>) {
      state.returnDate = action.payload;
    },
    setSort(state, action: PayloadAction<FlightSort>) {
      state.sort = action.payload;
    },
    setFilters(state, action: PayloadAction<Partial<FlightFilters>>) {
      state.filters = { ...state.filters, ...action.payload, active: true };
    },
    clearFilters(state) {
      state.filters = initialFlightState.filters;
    },
    setAdditionalService(state, action: PayloadAction<AdditionalService>) {
      const existing = state.additionalServices.find((service) => sameTarget(service, action.payload));
      if (existing) Object.assign(existing, action.payload);
      else state.additionalServices.push(action.payload);
    },
    /** Seat removal: clears the services of one traveller on one segment. */
    clearAdditionalService(state, action: PayloadAction<Pick<AdditionalService, 'travelerId' | 'segmentId'>>) {
      state.additionalServices = state.additionalServices.filter((service) => !sameTarget(service, action.payload));
    },
    clearFlightError(state) {
      state.error = false;
      state.amadeusError = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => mergeHydrated(state, action.payload.flight));
  },
});

export const {
  setTripType,
  setTicketType,
  setTravellers,
  addLeg,
  removeLeg,
  updateLeg,
  setReturnDate,
  setSort,
  setFilters,
  clearFilters,
  setAdditionalService,
  clearAdditionalService,
  clearFlightError,
} = flightSlice.actions;
export default flightSlice.reducer;
