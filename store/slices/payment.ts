import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { applyVoucher, removeVoucher, reserveForBankTransfer, type PayableBooking } from '@/services/bookings';
import { toApiError } from '@/services/http';
import { createAppAsyncThunk } from '../hooks';
import { hydrate, mergeHydrated } from '../hydrate';

export type PaymentMethod = 'paystack' | 'flutterwave' | 'bank' | null;

export interface VoucherResponse {
  ok: boolean;
  code: string | null;
  /** Why a code was refused (the API's code, e.g. VOUCHER_EXPIRED), shown beside the field. */
  error: string | null;
  message: string | null;
}

export interface PaymentState {
  paymentMethod: PaymentMethod;
  paystackLink: string | null;
  flutterwaveLink: string | null;
  verified: boolean;
  /** The booking being paid, as the payment page shows it. */
  booking: PayableBooking | null;
  failed: boolean;
  failedErrorMessage: string | null;
  voucherResponse: VoucherResponse | null;
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

/** Spec §7 POST /payment/vouchers/checkout: the re-priced booking, or why the code was refused. */
export const applyVoucherCode = createAppAsyncThunk('payment/applyVoucher', async ({ reference, code }: { reference: string; code: string }, { rejectWithValue }) => {
  try {
    return await applyVoucher(reference, code);
  } catch (error) {
    return rejectWithValue(toApiError(error).info);
  }
});

/** Spec §7 DELETE /payment/vouchers/checkout. */
export const removeVoucherCode = createAppAsyncThunk('payment/removeVoucher', async (reference: string, { rejectWithValue }) => {
  try {
    return await removeVoucher(reference);
  } catch (error) {
    return rejectWithValue(toApiError(error).info);
  }
});

/** Spec §7 POST /payment/select with the bank method: success clears failed, an error sets it (§4). */
export const selectBankTransfer = createAppAsyncThunk('payment/selectBank', async (reference: string, { rejectWithValue }) => {
  try {
    return await reserveForBankTransfer(reference);
  } catch (error) {
    return rejectWithValue(toApiError(error).info);
  }
});

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
    setPaymentBooking(state, action: PayloadAction<PayableBooking | null>) {
      state.booking = action.payload;
      state.voucherResponse = null;
      state.paymentLoader = false;
    },
    setPaymentLoader(state, action: PayloadAction<boolean>) {
      state.paymentLoader = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => mergeHydrated(state, action.payload.payment));
    const keepMethods = (state: PaymentState, updated: Omit<PayableBooking, 'methods' | 'amountDue'>) => {
      if (!state.booking) return;
      state.booking = { ...state.booking, ...updated, amountDue: { amount: updated.fare.total, currency: updated.currency } };
    };
    builder
      .addCase(applyVoucherCode.pending, (state) => {
        state.paymentLoader = true;
      })
      .addCase(applyVoucherCode.fulfilled, (state, action) => {
        state.paymentLoader = false;
        keepMethods(state, action.payload);
        state.voucherResponse = { ok: true, code: action.payload.voucherCode, error: null, message: null };
      })
      .addCase(applyVoucherCode.rejected, (state, action) => {
        state.paymentLoader = false;
        state.voucherResponse = { ok: false, code: action.meta.arg.code, error: action.payload?.code ?? 'UNKNOWN', message: action.payload?.message ?? null };
      })
      .addCase(removeVoucherCode.pending, (state) => {
        state.paymentLoader = true;
      })
      .addCase(removeVoucherCode.fulfilled, (state, action) => {
        state.paymentLoader = false;
        keepMethods(state, action.payload);
        state.voucherResponse = { ok: true, code: null, error: null, message: null };
      })
      .addCase(removeVoucherCode.rejected, (state, action) => {
        state.paymentLoader = false;
        state.voucherResponse = { ok: false, code: null, error: action.payload?.code ?? 'UNKNOWN', message: action.payload?.message ?? null };
      })
      .addCase(selectBankTransfer.pending, (state) => {
        state.paymentLoader = true;
        state.paymentMethod = 'bank';
      })
      .addCase(selectBankTransfer.fulfilled, (state) => {
        state.paymentLoader = false;
        state.failed = false;
        state.failedErrorMessage = null;
      })
      .addCase(selectBankTransfer.rejected, (state, action) => {
        state.paymentLoader = false;
        state.failed = true;
        state.failedErrorMessage = action.payload?.code ?? 'UNKNOWN';
      });
  },
});

export const { setPaymentMethod, setPaymentFailed, setPaymentBooking, setPaymentLoader } = paymentSlice.actions;
export default paymentSlice.reducer;
