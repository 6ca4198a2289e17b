import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { InsuranceQuote } from '@/services/insurance';
import { hydrate, mergeHydrated } from '../hydrate';
import { rootReducer } from '../index';

/** Spec §3 insurance state (the purchase's parts join it with the purchase). */
export interface InsuranceState {
  quote: InsuranceQuote | null;
  /** Spec §4: a quote success shows the quote. */
  showQuote: boolean;
  /** Spec §4: the loading overlay shows while a quote is being made. */
  insuranceGetQuoteLoader: boolean;
  /** Spec §4: and while an individual's or a family's details are sent and booked. */
  insuranceIndividualLoader: boolean;
  insuranceFamilyLoader: boolean;
  /** Spec §3: the orders booked from this browser's applications, by plan type. */
  individualBookingIds: string[];
  familyBookingIds: string[];
}

const initialState: InsuranceState = {
  quote: null,
  showQuote: false,
  insuranceGetQuoteLoader: false,
  insuranceIndividualLoader: false,
  insuranceFamilyLoader: false,
  individualBookingIds: [],
  familyBookingIds: [],
};

const insuranceSlice = createSlice({
  name: 'insurance',
  initialState,
  reducers: {
    quoteRequested(state) {
      state.insuranceGetQuoteLoader = true;
    },
    /** The quote's request went nowhere (the navigation was cancelled or failed): the overlay goes. */
    quoteStopped(state) {
      state.insuranceGetQuoteLoader = false;
    },
    applicationRequested(state, action: PayloadAction<'INDIVIDUAL' | 'FAMILY'>) {
      if (action.payload === 'FAMILY') state.insuranceFamilyLoader = true;
      else state.insuranceIndividualLoader = true;
    },
    /** Booked: its order's ID is kept; the overlay stays while the payment page loads. */
    applicationBooked(state, action: PayloadAction<{ bookingType: 'INDIVIDUAL' | 'FAMILY'; reference: string }>) {
      const ids = action.payload.bookingType === 'FAMILY' ? state.familyBookingIds : state.individualBookingIds;
      if (!ids.includes(action.payload.reference)) ids.push(action.payload.reference);
    },
    applicationStopped(state) {
      state.insuranceIndividualLoader = false;
      state.insuranceFamilyLoader = false;
    },
    quoteSettled(state, action: PayloadAction<InsuranceQuote | null>) {
      state.quote = action.payload;
      state.showQuote = action.payload !== null;
      state.insuranceGetQuoteLoader = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => ({
      ...mergeHydrated(state, action.payload.insurance),
      insuranceGetQuoteLoader: false,
      insuranceIndividualLoader: false,
      insuranceFamilyLoader: false,
    }));
  },
});

declare module '../index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice to the store's state
  interface LazyLoadedSlices extends WithSlice<typeof insuranceSlice> {}
}

/** Only the insurance pages need this slice: it joins the store when their script loads (store/index.ts). */
const injectedInsuranceSlice = insuranceSlice.injectInto(rootReducer);

export const selectInsurance = injectedInsuranceSlice.selectSlice;
export const { applicationBooked, applicationRequested, applicationStopped, quoteRequested, quoteSettled, quoteStopped } = insuranceSlice.actions;
export default insuranceSlice.reducer;
