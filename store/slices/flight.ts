import type { ArticleSummary } from '@/services/content';
import { setters } from '../setters';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Cabin, FlightSearchCriteria } from '@/lib/flight-search-query';
import type { OfferDictionaries, OfferView } from '@/services/flight-types';
import type { PopularTrip } from '@/services/flights';
import { hydrate, mergeHydrated } from '../hydrate';
import { rootReducer } from '../index';

export type TripType = 'singleTrip' | 'roundTrip' | 'multiTrip';
export type TicketType = 'Economy' | 'Premium Economy' | 'Business' | 'First';

/** Spec §9: at most five legs on a multi-city search. */
export const MAX_LEGS = 5;

export interface ItineraryLeg {
  departure: string;
  arrival: string;
  date: string;
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
  /** A place we do not sell flights to or from (UNKNOWN_AIRPORT), named, and the nearest we do. */
  unsold?: { place: string; nearest: string | null };
}

/** Why a chosen offer cannot be booked: sold out (spec §8 notice), no longer on sale, its price expired (30 minutes), or our failure. */
export type OfferUnavailable = 'SOLD_OUT' | 'GONE' | 'EXPIRED' | 'ERROR';

/**
 * The flight pages' shared state. Spec §3 also lists the seat map, chargeable bags, fare rules and
 * the order here; in this site each is the props of the one page that shows it, loaded by its
 * `getServerSideProps` from the booking (seats: the maps and bag offers; payment: the fare rules;
 * confirmation: the order), so it is never stale in a store another page filled.
 */
export interface FlightState {
  tripType: TripType;
  adults: number;
  children: number;
  infants: number;
  heldInfants: number;
  ticketType: TicketType;
  itinerary: ItineraryLeg[];
  returnDate: string | null;
  flightResults: OfferView[];
  dictionaries: OfferDictionaries | null;
  /** The search the results answer, as the results page's address gave it. */
  resultsFor: FlightSearchCriteria | null;
  /** The stored search the results come from (kept 30 minutes): an offer chosen from it is priced from there. */
  searchId: string | null;
  /** The chosen offer as priced and kept for booking (30 minutes): the travellers page and create-order carry it. */
  quoteId: string | null;
  /** The chosen offer as priced now (Flight Offers Price), with every traveller's pricing. */
  confirmedOffer: OfferView | null;
  /** The total it was searched at, when pricing changed it. */
  priceChangedFrom: string | null;
  offerUnavailable: OfferUnavailable | null;
  paid: boolean;
  popularTrips: PopularTrip[];
  /** The newest blog articles (spec §3), shown on the home page below the popular trips. */
  blogs: ArticleSummary[];
  additionalServices: AdditionalService[];
  error: boolean;
  amadeusError: AmadeusError | null;
  flightLoader: boolean;
  confirmationLoader: boolean;
  orderLoader: boolean;
}

export const initialFlightState: FlightState = {
  // Most trips are return trips (the search's default).
  tripType: 'roundTrip',
  adults: 1,
  children: 0,
  infants: 0,
  heldInfants: 0,
  ticketType: 'Economy',
  itinerary: [{ departure: '', arrival: '', date: '' }],
  returnDate: null,
  flightResults: [],
  dictionaries: null,
  resultsFor: null,
  searchId: null,
  quoteId: null,
  confirmedOffer: null,
  priceChangedFrom: null,
  offerUnavailable: null,
  paid: false,
  popularTrips: [],
  blogs: [],
  additionalServices: [],
  error: false,
  amadeusError: null,
  flightLoader: false,
  confirmationLoader: false,
  orderLoader: false,
};

/** The spec's ticket types and the provider's cabins. */
export const CABIN_OF_TICKET: Record<TicketType, Cabin> = { Economy: 'ECONOMY', 'Premium Economy': 'PREMIUM_ECONOMY', Business: 'BUSINESS', First: 'FIRST' };
const TICKET_OF_CABIN = Object.fromEntries(Object.entries(CABIN_OF_TICKET).map(([ticket, cabin]) => [cabin, ticket])) as Record<Cabin, TicketType>;

/** The search form's fields as one criteria object (lib/flight-search-query.ts). */
export function criteriaOf(state: FlightState): FlightSearchCriteria {
  return {
    tripType: state.tripType,
    legs: state.itinerary.map((leg) => ({ from: leg.departure, to: leg.arrival, date: leg.date })),
    returnDate: state.returnDate ?? '',
    adults: state.adults,
    children: state.children,
    lapInfants: state.heldInfants,
    seatInfants: state.infants,
    cabin: CABIN_OF_TICKET[state.ticketType],
  };
}

const sameTarget = (a: AdditionalService, b: Pick<AdditionalService, 'travelerId' | 'segmentId'>) =>
  a.travelerId === b.travelerId && a.segmentId === b.segmentId;

const flightSlice = createSlice({
  name: 'flight',
  initialState: initialFlightState,
  reducers: {
    ...setters<FlightState>()('ticketType', 'returnDate'),
    /** Fills the search form from a search (the results page's address). */
    setCriteria(state, action: PayloadAction<FlightSearchCriteria>) {
      const criteria = action.payload;
      state.tripType = criteria.tripType;
      state.itinerary = criteria.legs.map((leg) => ({ departure: leg.from, arrival: leg.to, date: leg.date }));
      state.returnDate = criteria.returnDate || null;
      state.adults = criteria.adults;
      state.children = criteria.children;
      state.heldInfants = criteria.lapInfants;
      state.infants = criteria.seatInfants;
      state.ticketType = TICKET_OF_CABIN[criteria.cabin];
    },
    setConfirmedOffer(
      state,
      action: PayloadAction<{ offer: OfferView | null; quoteId: string | null; previousTotal: string | null; unavailable: OfferUnavailable | null }>,
    ) {
      state.confirmedOffer = action.payload.offer;
      state.quoteId = action.payload.quoteId;
      state.priceChangedFrom = action.payload.previousTotal;
      state.offerUnavailable = action.payload.unavailable;
    },
    /** The landing page's content below the search: popular trips and the newest blog articles (one action: the results page carries this slice too). */
    setLandingContent(state, action: PayloadAction<{ popularTrips: PopularTrip[]; blogs: ArticleSummary[] }>) {
      state.popularTrips = action.payload.popularTrips;
      state.blogs = action.payload.blogs;
    },
    setSearchResults(
      state,
      action: PayloadAction<{ offers: OfferView[]; dictionaries: OfferDictionaries | null; criteria: FlightSearchCriteria; searchId: string | null }>,
    ) {
      state.flightResults = action.payload.offers;
      state.searchId = action.payload.searchId;
      state.dictionaries = action.payload.dictionaries;
      state.resultsFor = action.payload.criteria;
      state.error = false;
      state.amadeusError = null;
    },
    setSearchFailed(state, action: PayloadAction<AmadeusError | null>) {
      state.flightResults = [];
      state.error = true;
      state.amadeusError = action.payload;
    },
    setTripType(state, action: PayloadAction<TripType>) {
      state.tripType = action.payload;
      if (action.payload !== 'multiTrip') state.itinerary = state.itinerary.slice(0, 1);
      // A new multi-city trip starts with a second flight from where the first one lands.
      else if (state.itinerary.length === 1) state.itinerary.push({ departure: state.itinerary[0]!.arrival, arrival: '', date: '' });
      if (action.payload !== 'roundTrip') state.returnDate = null;
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
    setAdditionalService(state, action: PayloadAction<AdditionalService>) {
      const existing = state.additionalServices.find((service) => sameTarget(service, action.payload));
      if (existing) Object.assign(existing, action.payload);
      else state.additionalServices.push(action.payload);
    },
    /** The services of a booking as saved (the seat page starts from them). */
    replaceAdditionalServices(state, action: PayloadAction<AdditionalService[]>) {
      state.additionalServices = action.payload;
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
  setConfirmedOffer,
  setCriteria,
  setLandingContent,
  setSearchResults,
  setSearchFailed,
  setTripType,
  setTicketType,
  setTravellers,
  addLeg,
  removeLeg,
  updateLeg,
  setReturnDate,
  setAdditionalService,
  replaceAdditionalServices,
  clearAdditionalService,
  clearFlightError,
} = flightSlice.actions;

declare module '../index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice to the store's state
  interface LazyLoadedSlices extends WithSlice<typeof flightSlice> {}
}

/** Only the flight pages (home's search, results, review, travellers, seats) need this slice: it joins the store with their script. */
const injectedFlightSlice = flightSlice.injectInto(rootReducer);

export const selectFlight = injectedFlightSlice.selectSlice;
export default flightSlice.reducer;
