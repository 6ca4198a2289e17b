import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hydrate, mergeHydrated } from '../hydrate';

export type PaymentMethod = 'paystack' | 'flutterwave' | 'bank' | null;

export interface PaymentState {
  paymentMethod: PaymentMethod;
  paystackLink: string | null;
  flutterwaveLink: string | null;
  verified: boolean;
  booking: unknown | null;
  failed: boolean;
  failedErrorMessage: string | null;
  voucherResponse: unknown | null;
  paymentLoader: boolean;
}

export const initialPaymentState: PaymentState = {
  paymentMethod: null,
  paystackLink: null,
  flutterwaveLink: null,
  verified: false,
  booking: null,
  failed: false,
  failedErrorMessage: null,
  voucherResponse: null,
  paymentLoader: false,
};

const paymentSlice = createSlice({
  name: 'payment',
  initialState: initialPaymentState,
  reducers: {
    setPaymentMethod(state, action: PayloadAction<PaymentMethod>) {
      state.paymentMethod = action.payload;
    },
    setPaymentFailed(state, action: PayloadAction<string | null>) {
      state.failed = action.payload !== null;
      state.failedErrorMessage = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => mergeHydrated(state, action.payload.payment));
  },
});

export const { setPaymentMethod, setPaymentFailed } = paymentSlice.actions;
export default paymentSlice.reducer;
