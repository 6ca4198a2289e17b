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
}

const initialState: InsuranceState = { quote: null, showQuote: false, insuranceGetQuoteLoader: false };

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
    quoteSettled(state, action: PayloadAction<InsuranceQuote | null>) {
      state.quote = action.payload;
      state.showQuote = action.payload !== null;
      state.insuranceGetQuoteLoader = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => ({ ...mergeHydrated(state, action.payload.insurance), insuranceGetQuoteLoader: false }));
  },
});

declare module '../index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice to the store's state
  interface LazyLoadedSlices extends WithSlice<typeof insuranceSlice> {}
}

/** Only the insurance pages need this slice: it joins the store when their script loads (store/index.ts). */
const injectedInsuranceSlice = insuranceSlice.injectInto(rootReducer);

export const selectInsurance = injectedInsuranceSlice.selectSlice;
export const { quoteRequested, quoteSettled, quoteStopped } = insuranceSlice.actions;
export default insuranceSlice.reducer;
