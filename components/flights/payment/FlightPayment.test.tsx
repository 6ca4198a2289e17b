import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { booking } from '@/components/flights/seats/fixtures';
import { renderWithProviders } from '@/components/test-utils/render';
import { ApiError } from '@/services/http';
import { initialPaymentState, selectPayment } from '@/store/slices/payment';
import { initialUiState } from '@/store/slices/ui';
import { FlightPayment } from './FlightPayment';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', push }) }));
const toastError = jest.fn();
jest.mock('@/components/common/toast', () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));
const applyVoucher = jest.fn();
const removeVoucher = jest.fn();
const reserveForBankTransfer = jest.fn();
const confirmBankTransferContact = jest.fn();
jest.mock('@/services/bookings', () => ({
  ...jest.requireActual('@/services/bookings'),
  applyVoucher: (...args: unknown[]) => applyVoucher(...args),
  removeVoucher: (...args: unknown[]) => removeVoucher(...args),
  reserveForBankTransfer: (...args: unknown[]) => reserveForBankTransfer(...args),
  confirmBankTransferContact: (...args: unknown[]) => confirmBankTransferContact(...args),
}));

const payable = {
  ...booking,
  seats: [{ travelerId: '1', segmentId: '1', number: '12A', price: '9000.00' }],
  amountDue: { amount: '240000.00', currency: 'NGN' as const },
  methods: ['PAYSTACK', 'FLUTTERWAVE', 'BANK_TRANSFER'] as const,
};
const render = (notice: 'failed' | null = null, overrides = {}) =>
  renderWithProviders(
    <FlightPayment
      fareRules={{ offerId: '1', brandedFare: 'LIGHT', currency: 'NGN', fareRules: { rules: [{ category: 'REFUND', notApplicable: true }] } }}
      notice={notice}
    />,
    {
      preloadedState: { payment: { ...initialPaymentState, booking: { ...payable, methods: [...payable.methods], ...overrides } } },
    },
  );

describe('FlightPayment', () => {
  beforeEach(() => {
    push.mockClear();
    toastError.mockClear();
    [applyVoucher, removeVoucher, reserveForBankTransfer, confirmBankTransferContact].forEach((mock) => mock.mockReset());
  });

  it('asks for the method first (card, bank transfer, USSD), with full-page links through the processor, shown as a badge', () => {
    render();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pay for booking K7MX3Q');
    expect(screen.getByText('Seats: LOS→ABV 12A')).toBeInTheDocument();
    expect(screen.getByText('Not refundable.')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'How would you like to pay?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['card', 'bank', 'ussd']);
    expect(within(group).getByRole('radio', { name: /Card/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /USSD/ })).toHaveAccessibleDescription('Dial a code: no internet or card needed');
    expect(screen.getByRole('link', { name: 'Pay ₦240,000 by card' })).toHaveAttribute('href', '/api/payment/paystack?bookingId=K7MX3Q');
    expect(screen.getByRole('link', { name: 'Pay ₦240,000 with USSD' })).toHaveAttribute('href', '/api/payment/paystack?bookingId=K7MX3Q&channel=ussd');
    expect(screen.getByText('Secure payment by Paystack')).toBeInTheDocument();
    // The traveller never picks the company.
    expect(screen.queryByRole('link', { name: /Flutterwave/ })).not.toBeInTheDocument();
  });

  it('says a declined payment once: a toast, not a toast and a banner', () => {
    render('failed');
    expect(toastError).toHaveBeenCalledWith(expect.stringContaining('Your payment did not go through'), expect.objectContaining({ id: 'payment-failed' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in its own words why a promo code is not for this booking (first trip, once per person, another kind)', async () => {
    for (const [code, words] of [
      ['VOUCHER_FIRST_TRIP_ONLY', 'This promo code is for a first trip with us only.'],
      ['VOUCHER_ONCE_PER_PERSON', 'You have used this promo code already: it is one booking per person.'],
      ['VOUCHER_NOT_FOR_THIS', 'This promo code does not apply to this kind of booking.'],
    ] as const) {
      applyVoucher.mockRejectedValueOnce(new ApiError({ status: 422, code, message: 'server words', errors: [] }));
      const { unmount } = render();
      await userEvent.type(screen.getByLabelText('Promo code'), 'welcome10');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText(words)).toBeInTheDocument();
      unmount();
    }
  });

  it('applies a promo code, shows why one is refused, and removes it', async () => {
    applyVoucher.mockRejectedValueOnce(new ApiError({ status: 422, code: 'VOUCHER_EXPIRED', message: 'expired', errors: [] }));
    applyVoucher.mockResolvedValueOnce({ ...payable, voucherCode: 'WELCOME10', fare: { ...payable.fare, discount: '24000.00', total: '216000.00' } });
    removeVoucher.mockResolvedValueOnce(payable);
    const { store } = render();
    await userEvent.type(screen.getByLabelText('Promo code'), 'old1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code has expired.')).toBeInTheDocument();
    expect(selectPayment(store.getState()).voucherResponse).toMatchObject({ ok: false, error: 'VOUCHER_EXPIRED' });

    await userEvent.clear(screen.getByLabelText('Promo code'));
    await userEvent.type(screen.getByLabelText('Promo code'), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code WELCOME10 applied.')).toBeInTheDocument();
    expect(screen.getByText('Discount WELCOME10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay ₦216,000 by card' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByLabelText('Promo code')).toBeInTheDocument();
  });

  it('reserves for bank transfer and goes to the instructions; a refusal is explained (spec §4: sets failed)', async () => {
    reserveForBankTransfer.mockRejectedValueOnce(new ApiError({ status: 422, code: 'TOO_LATE_TO_RESERVE', message: 'late', errors: [] }));
    reserveForBankTransfer.mockResolvedValueOnce({
      method: 'BANK_TRANSFER',
      reserved: true,
      bankTransfer: { paymentReference: 'K7MX3Q', deadline: '2026-11-23T08:00:00Z', amount: '240000.00', currency: 'NGN' },
    });
    const { store } = render();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve and pay by bank transfer' }));
    expect(await screen.findByText('This flight leaves too soon to pay by bank transfer. Please pay by card.')).toBeInTheDocument();
    expect(selectPayment(store.getState()).failed).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reserve and pay by bank transfer' }));
    expect(selectPayment(store.getState()).failed).toBe(false);
    expect(push).toHaveBeenCalledWith('/flights/confirmation?booking=K7MX3Q', undefined, { locale: 'en' });
  });

  it('asks for the code sent to the contact email before reserving; a wrong one is said beside the field', async () => {
    const confirmation = { verificationId: '9d1c5a3e-0000-4000-8000-000000000000', email: 'a•••@example.com', expiresAt: '2026-11-23T08:10:00Z' };
    reserveForBankTransfer.mockResolvedValueOnce({ method: 'BANK_TRANSFER', reserved: false, confirmation, heldUntil: '2026-11-23T08:45:00Z' });
    confirmBankTransferContact.mockRejectedValueOnce(new ApiError({ status: 422, code: 'INVALID_CODE', message: 'wrong', errors: [] }));
    confirmBankTransferContact.mockResolvedValueOnce({
      method: 'BANK_TRANSFER',
      reserved: true,
      bankTransfer: { paymentReference: 'K7MX3Q', deadline: '2026-11-24T08:00:00Z', amount: '240000.00', currency: 'NGN' },
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve and pay by bank transfer' }));
    expect(await screen.findByText(/We sent a 6-digit code to a•••@example.com/)).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('6-digit code'), '12a3456');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and reserve' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByLabelText('6-digit code'));
    await userEvent.type(screen.getByLabelText('6-digit code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and reserve' }));
    expect(confirmBankTransferContact).toHaveBeenLastCalledWith({ reference: 'K7MX3Q', verificationId: confirmation.verificationId, code: '654321' });
    expect(push).toHaveBeenCalledWith('/flights/confirmation?booking=K7MX3Q', undefined, { locale: 'en' });
  });

  it('goes through the processor the API lists first (the configured one), and offers no USSD in dollars', () => {
    render(null, { methods: ['FLUTTERWAVE', 'PAYSTACK', 'BANK_TRANSFER'], currency: 'USD' });
    expect(screen.getByRole('link', { name: /by card/ })).toHaveAttribute('href', '/api/payment/flutterwave?bookingId=K7MX3Q');
    expect(screen.getByText('Secure payment by Flutterwave')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /USSD/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /USSD/ })).not.toBeInTheDocument();
  });

  it('says when bank transfer is no longer possible, on the choice itself', () => {
    render(null, { methods: ['PAYSTACK', 'FLUTTERWAVE'], bankTransferDeadline: null });
    expect(screen.queryByRole('button', { name: 'Reserve and pay by bank transfer' })).not.toBeInTheDocument();
    const bank = screen.getByRole('radio', { name: /Bank transfer/ });
    expect(bank).toBeDisabled();
    expect(bank).toHaveAccessibleDescription('Not possible this close to departure');
  });

  it("shows a reservation's own account with copy buttons, the amount to the kobo, and the sandbox's transfer-received button", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const bankTransfer = {
      bankName: 'Test Bank',
      accountNumber: '9904100012',
      accountName: 'PAYSTACK CHECKOUT',
      expiresAt: '2026-11-24T08:00:00Z',
      amount: '240000.50',
      currency: 'NGN' as const,
      paymentReference: 'K7MX3Q-0A1B2C3D4E',
    };
    renderWithProviders(<FlightPayment fareRules={null} notice={null} />, {
      preloadedState: {
        payment: { ...initialPaymentState, booking: { ...payable, methods: [...payable.methods], paymentMethod: 'BANK_TRANSFER', bankTransfer } },
        ui: { ...initialUiState, paymentsSandbox: true },
      },
    });
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    expect(screen.getByText('9904100012')).toBeInTheDocument();
    expect(screen.getByText('₦240,000.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenLastCalledWith('9904100012');
    expect(screen.getByRole('status')).toHaveTextContent('Account number copied.');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Amount (exactly)' }));
    expect(writeText).toHaveBeenLastCalledWith('240000.50');
    const received = screen.getByRole('button', { name: 'Simulate: transfer of ₦240,000.50 received' });
    const form = received.closest('form')!;
    expect(form).toHaveAttribute('action', '/api/payment/sandbox/K7MX3Q-0A1B2C3D4E');
    expect(within(form).getByDisplayValue('success')).toHaveAttribute('name', 'outcome');
  });
});
