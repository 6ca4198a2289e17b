import { applyVoucher, confirmBankTransferContact, removeVoucher, reserveForBankTransfer } from '@/services/bookings';
import { toApiError } from '@/services/http';
import { createAppAsyncThunk } from '../hooks';
import { PAYMENT_THUNKS } from './payment';

/** Spec §7 POST /payment/vouchers/checkout: the re-priced booking, or why the code was refused. */
export const applyVoucherCode = createAppAsyncThunk(
  PAYMENT_THUNKS.applyVoucher,
  async ({ reference, code }: { reference: string; code: string }, { rejectWithValue }) => {
    try {
      return await applyVoucher(reference, code);
    } catch (error) {
      return rejectWithValue(toApiError(error).info);
    }
  },
);

/** Spec §7 DELETE /payment/vouchers/checkout. */
export const removeVoucherCode = createAppAsyncThunk(PAYMENT_THUNKS.removeVoucher, async (reference: string, { rejectWithValue }) => {
  try {
    return await removeVoucher(reference);
  } catch (error) {
    return rejectWithValue(toApiError(error).info);
  }
});

/** Spec §7 POST /payment/select with the bank method: success clears failed, an error sets it (§4). */
export const selectBankTransfer = createAppAsyncThunk(PAYMENT_THUNKS.selectBank, async (reference: string, { rejectWithValue }) => {
  try {
    return await reserveForBankTransfer(reference);
  } catch (error) {
    return rejectWithValue(toApiError(error).info);
  }
});

/** The code sent to the booking's contact email: confirmed, the bank-transfer reservation is made. */
export const confirmBankContact = createAppAsyncThunk(
  PAYMENT_THUNKS.confirmContact,
  async (input: { reference: string; verificationId: string; code: string }, { rejectWithValue }) => {
    try {
      return await confirmBankTransferContact(input);
    } catch (error) {
      return rejectWithValue(toApiError(error).info);
    }
  },
);
