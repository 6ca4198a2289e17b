import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { booking } from '@/components/flights/seats/fixtures';
import { renderWithProviders } from '@/components/test-utils/render';
import { ApiError } from '@/services/http';
import { initialPaymentState } from '@/store/slices/payment';
import { FlightPayment } from './FlightPayment';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', push }) }));
const toastError = jest.fn();
jest.mock('react-hot-toast', () => ({ __esModule: true, default: { error: (...args: unknown[]) => toastError(...args) } }));
const applyVoucher = jest.fn();
const removeVoucher = jest.fn();
const reserveForBankTransfer = jest.fn();
jest.mock('@/services/bookings', () => ({
  ...jest.requireActual('@/services/bookings'),
  applyVoucher: (...args: unknown[]) => applyVoucher(...args),
  removeVoucher: (...args: unknown[]) => removeVoucher(...args),
  reserveForBankTransfer: (...args: unknown[]) => reserveForBankTransfer(...args),
}));

const payable = { ...booking, seats: [{ travelerId: '1', segmentId: '1', number: '12A', price: '9000.00' }], amountDue: { amount: '240000.00', currency: 'NGN' as const }, methods: ['PAYSTACK', 'FLUTTERWAVE', 'BANK_TRANSFER'] as const };
const render = (notice: 'failed' | null = null, overrides = {}) =>
  renderWithProviders(<FlightPayment fareRules={{ brandedFare: 'LIGHT', currency: 'NGN', fareRules: { rules: [{ category: 'REFUND', notApplicable: true }] } }} notice={notice} />, {
    preloadedState: { payment: { ...initialPaymentState, booking: { ...payable, methods: [...payable.methods], ...overrides } } },
  });

describe('FlightPayment', () => {
  beforeEach(() => {
    push.mockClear();
    toastError.mockClear();
    [applyVoucher, removeVoucher, reserveForBankTransfer].forEach((mock) => mock.mockReset());
  });

  it('shows the trip, seats, fare rules and the amount charged in the booking currency, with full-page links to the gateways', () => {
    render();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pay for booking K7MX3Q');
    expect(screen.getByText('Seats: LOS→ABV 12A')).toBeInTheDocument();
    expect(screen.getByText('Not refundable.')).toBeInTheDocument();
    const paystack = screen.getByRole('link', { name: 'Pay ₦240,000 with Paystack' });
    expect(paystack).toHaveAttribute('href', '/api/payment/paystack?bookingId=K7MX3Q');
    expect(screen.getByRole('link', { name: /with Flutterwave/ })).toHaveAttribute('href', '/api/payment/flutterwave?bookingId=K7MX3Q');
  });

  it('toasts a failed payment and explains it on the page (spec §8)', () => {
    render('failed');
    expect(toastError).toHaveBeenCalledWith(expect.stringContaining('Your payment did not go through'), expect.anything());
    expect(screen.getByRole('alert')).toHaveTextContent('no money was taken');
  });

  it('applies a promo code, shows why one is refused, and removes it', async () => {
    applyVoucher.mockRejectedValueOnce(new ApiError({ status: 422, code: 'VOUCHER_EXPIRED', message: 'expired', errors: [] }));
    applyVoucher.mockResolvedValueOnce({ ...payable, voucherCode: 'WELCOME10', fare: { ...payable.fare, discount: '24000.00', total: '216000.00' } });
    removeVoucher.mockResolvedValueOnce(payable);
    const { store } = render();
    await userEvent.type(screen.getByLabelText('Promo code'), 'old1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code has expired.')).toBeInTheDocument();
    expect(store.getState().payment.voucherResponse).toMatchObject({ ok: false, error: 'VOUCHER_EXPIRED' });

    await userEvent.clear(screen.getByLabelText('Promo code'));
    await userEvent.type(screen.getByLabelText('Promo code'), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code WELCOME10 applied.')).toBeInTheDocument();
    expect(screen.getByText('Discount WELCOME10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay ₦216,000 with Paystack' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByLabelText('Promo code')).toBeInTheDocument();
  });

  it('reserves for bank transfer and goes to the instructions; a refusal is explained (spec §4: sets failed)', async () => {
    reserveForBankTransfer.mockRejectedValueOnce(new ApiError({ status: 422, code: 'TOO_LATE_TO_RESERVE', message: 'late', errors: [] }));
    reserveForBankTransfer.mockResolvedValueOnce({ paymentReference: 'K7MX3Q', deadline: '2026-11-23T08:00:00Z', amount: '240000.00', currency: 'NGN' });
    const { store } = render();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve and pay by bank transfer' }));
    expect(await screen.findByText('This flight leaves too soon to pay by bank transfer. Please pay by card.')).toBeInTheDocument();
    expect(store.getState().payment.failed).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reserve and pay by bank transfer' }));
    expect(store.getState().payment.failed).toBe(false);
    expect(push).toHaveBeenCalledWith('/flights/confirmation?booking=K7MX3Q', undefined, { locale: 'en' });
  });

  it('says when bank transfer is no longer possible', () => {
    render(null, { methods: ['PAYSTACK', 'FLUTTERWAVE'], bankTransferDeadline: null });
    expect(screen.queryByRole('button', { name: 'Reserve and pay by bank transfer' })).not.toBeInTheDocument();
    expect(screen.getByText(/Bank transfer is not available this close to departure/)).toBeInTheDocument();
  });
});
