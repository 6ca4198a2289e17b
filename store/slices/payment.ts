import { setters } from '../setters';
import { createSlice, type Action, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { BankTransferAnswer, OrderDetails, PayableOrder } from '@/services/bookings';
import type { ApiErrorInfo } from '@/services/http';
import { hydrate, mergeHydrated } from '../hydrate';
import { rootReducer } from '../index';

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
  booking: PayableOrder | null;
  failed: boolean;
  failedErrorMessage: string | null;
  voucherResponse: VoucherResponse | null;
  paymentLoader: boolean;
  /** Bank transfer asked for before the contact email was confirmed: the code we sent, and why the last one typed was refused. */
  contactConfirmation: { verificationId: string; email: string; expiresAt: string; error: string | null; message: string | null } | null;
}

/** Action type prefixes of the payment thunks (payment-thunks.ts). */
export const PAYMENT_THUNKS = {
  applyVoucher: 'payment/applyVoucher',
  removeVoucher: 'payment/removeVoucher',
  selectBank: 'payment/selectBank',
  confirmContact: 'payment/confirmContact',
} as const;

interface Fulfilled<P> extends Action {
  payload: P;
}

interface Rejected<Arg> extends Action {
  payload?: ApiErrorInfo;
  meta: { arg: Arg };
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
  contactConfirmation: null,
};

const paymentSlice = createSlice({
  name: 'payment',
  initialState: initialPaymentState,
  reducers: {
    ...setters<PaymentState>()('paymentMethod', 'paymentLoader'),
    setPaymentFailed(state, action: PayloadAction<string | null>) {
      state.failed = action.payload !== null;
      state.failedErrorMessage = action.payload;
    },
    setPaymentBooking(state, action: PayloadAction<PayableOrder | null>) {
      state.booking = action.payload;
      state.voucherResponse = null;
      state.paymentLoader = false;
      state.contactConfirmation = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => mergeHydrated(state, action.payload.payment));
    const keepMethods = (state: PaymentState, updated: OrderDetails) => {
      if (!state.booking) return;
      state.booking = { ...state.booking, ...updated, amountDue: { amount: updated.fare.total, currency: updated.currency } };
    };
    // The thunks live in payment-thunks.ts (loaded by the payment page only, not by every page's
    // first visit); their actions are matched here by type.
    const is =
      <A extends Action>(type: string) =>
      (action: Action): action is A =>
        action.type === type;
    builder
      .addMatcher(is(`${PAYMENT_THUNKS.applyVoucher}/pending`), (state) => {
        state.paymentLoader = true;
      })
      .addMatcher(is<Fulfilled<OrderDetails>>(`${PAYMENT_THUNKS.applyVoucher}/fulfilled`), (state, action) => {
        state.paymentLoader = false;
        keepMethods(state, action.payload);
        state.voucherResponse = { ok: true, code: action.payload.voucherCode, error: null, message: null };
      })
      .addMatcher(is<Rejected<{ code: string }>>(`${PAYMENT_THUNKS.applyVoucher}/rejected`), (state, action) => {
        state.paymentLoader = false;
        state.voucherResponse = { ok: false, code: action.meta.arg.code, error: action.payload?.code ?? 'UNKNOWN', message: action.payload?.message ?? null };
      })
      .addMatcher(is(`${PAYMENT_THUNKS.removeVoucher}/pending`), (state) => {
        state.paymentLoader = true;
      })
      .addMatcher(is<Fulfilled<OrderDetails>>(`${PAYMENT_THUNKS.removeVoucher}/fulfilled`), (state, action) => {
        state.paymentLoader = false;
        keepMethods(state, action.payload);
        state.voucherResponse = { ok: true, code: null, error: null, message: null };
      })
      .addMatcher(is<Rejected<string>>(`${PAYMENT_THUNKS.removeVoucher}/rejected`), (state, action) => {
        state.paymentLoader = false;
        state.voucherResponse = { ok: false, code: null, error: action.payload?.code ?? 'UNKNOWN', message: action.payload?.message ?? null };
      })
      .addMatcher(is(`${PAYMENT_THUNKS.selectBank}/pending`), (state) => {
        state.paymentLoader = true;
        state.paymentMethod = 'bank';
      })
      .addMatcher(is<Fulfilled<BankTransferAnswer>>(`${PAYMENT_THUNKS.selectBank}/fulfilled`), (state, action) => {
        state.paymentLoader = false;
        state.failed = false;
        state.failedErrorMessage = null;
        state.contactConfirmation = action.payload.reserved ? null : { ...action.payload.confirmation, error: null, message: null };
      })
      .addMatcher(is<Rejected<string>>(`${PAYMENT_THUNKS.selectBank}/rejected`), (state, action) => {
        state.paymentLoader = false;
        state.failed = true;
        state.failedErrorMessage = action.payload?.code ?? 'UNKNOWN';
      })
      .addMatcher(is(`${PAYMENT_THUNKS.confirmContact}/pending`), (state) => {
        state.paymentLoader = true;
      })
      .addMatcher(is<Fulfilled<BankTransferAnswer>>(`${PAYMENT_THUNKS.confirmContact}/fulfilled`), (state) => {
        state.paymentLoader = false;
        state.contactConfirmation = null;
      })
      .addMatcher(is<Rejected<unknown>>(`${PAYMENT_THUNKS.confirmContact}/rejected`), (state, action) => {
        state.paymentLoader = false;
        if (state.contactConfirmation) {
          state.contactConfirmation.error = action.payload?.code ?? 'UNKNOWN';
          state.contactConfirmation.message = action.payload?.message ?? null;
        }
      });
  },
});

declare module '../index' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice to the store's state
  interface LazyLoadedSlices extends WithSlice<typeof paymentSlice> {}
}

/** Only the payment page needs this slice: it joins the store when that page's script loads (store/index.ts). */
const injectedPaymentSlice = paymentSlice.injectInto(rootReducer);

/** The payment state, its initial value until the slice has seen an action. */
export const selectPayment = injectedPaymentSlice.selectSlice;

export const { setPaymentMethod, setPaymentFailed, setPaymentBooking, setPaymentLoader } = paymentSlice.actions;
export default paymentSlice.reducer;
