import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hydrate, mergeHydrated } from '../hydrate';

export interface QuoteForm {
  destinationCountry: string;
  purposeOfTravel: 'leisure' | 'study';
  tripType: 'oneTrip' | 'other';
  bookingType: 'individual' | 'family';
  adults: number;
  children: number;
  coverStart: string;
  coverEnd: string;
  oldestTravellerDob: string;
}

export interface InsuranceState {
  quoteForm: QuoteForm;
  quote: unknown | null;
  showQuote: boolean;
  payment: unknown | null;
  bookedData: unknown | null;
  insuranceGetQuoteLoader: boolean;
  insuranceFamilyLoader: boolean;
  insuranceIndividualLoader: boolean;
  insurancePaymentLoader: boolean;
  individualBookingIds: string[];
  familyBookingIds: string[];
}

export const initialInsuranceState: InsuranceState = {
  quoteForm: {
    destinationCountry: '',
    purposeOfTravel: 'leisure',
    tripType: 'oneTrip',
    bookingType: 'individual',
    adults: 1,
    children: 0,
    coverStart: '',
    coverEnd: '',
    oldestTravellerDob: '',
  },
  quote: null,
  showQuote: false,
  payment: null,
  bookedData: null,
  insuranceGetQuoteLoader: false,
  insuranceFamilyLoader: false,
  insuranceIndividualLoader: false,
  insurancePaymentLoader: false,
  individualBookingIds: [],
  familyBookingIds: [],
};

const insuranceSlice = createSlice({
  name: 'insurance',
  initialState: initialInsuranceState,
  reducers: {
    updateQuoteForm(state, action: PayloadAction<Partial<QuoteForm>>) {
      state.quoteForm = { ...state.quoteForm, ...action.payload };
    },
    setShowQuote(state, action: PayloadAction<boolean>) {
      state.showQuote = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => mergeHydrated(state, action.payload.insurance));
  },
});

/** Spec §4: the loading overlay shows while any insurance loader is on. */
export const isInsuranceBusy = (state: InsuranceState) =>
  state.insuranceGetQuoteLoader || state.insuranceFamilyLoader || state.insuranceIndividualLoader || state.insurancePaymentLoader;

export const { updateQuoteForm, setShowQuote } = insuranceSlice.actions;
export default insuranceSlice.reducer;
