const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/flights/payment', asPath: '/flights/payment?booking=K7MX3Q', query: {}, push, replace: jest.fn() }),
}));
jest.mock('@/services/bookings', () => ({
  ...jest.requireActual('@/services/bookings'),
  applyVoucher: jest.fn(),
  removeVoucher: jest.fn(),
  reserveForBankTransfer: jest.fn(),
}));

import { createRef } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { ApiError } from '@/services/http';
import { applyVoucher, removeVoucher, reserveForBankTransfer, type PayableOrder } from '@/services/bookings';
import { initialPaymentState } from '@/store/slices/payment';
import { Checkout } from './Checkout';
import { PaymentNotices } from './PaymentNotices';

const order: PayableOrder = {
  reference: 'K7MX3Q',
  kind: 'flight',
  status: 'PENDING',
  createdAt: '2026-11-24T09:00:00Z',
  paymentDeadline: '2026-11-24T09:45:00Z',
  paidAt: null,
  fulfilment: null,
  paymentMethod: null,
  lastPayment: null,
  currency: 'NGN',
  fare: { base: '400000.00', taxes: '50000.00', extras: '0.00', discount: '0.00', total: '450000.00' },
  voucherCode: null,
  refunded: null,
  providerReference: null,
  payable: true,
  bankTransferDeadline: '2026-11-25T09:00:00Z',
  bankTransfer: null,
  amountDue: { amount: '450000.00', currency: 'NGN' },
  methods: ['PAYSTACK', 'BANK_TRANSFER'],
} as PayableOrder;

function renderCheckout(booking: PayableOrder = order, payment: Partial<typeof initialPaymentState> = {}) {
  const noticeRef = createRef<HTMLDivElement>();
  const view = renderWithProviders(
    <>
      <PaymentNotices notice={null} noticeRef={noticeRef} />
      <Checkout booking={booking} receipt={<p>The fare</p>} instructionsPath="/flights/confirmation?booking=K7MX3Q" noticeRef={noticeRef} />
    </>,
    { preloadedState: { payment: { ...initialPaymentState, booking, ...payment } } },
  );
  return { ...view, noticeRef };
}

const refused = (code: string) => new ApiError({ status: 422, code, message: `${code} said`, errors: [] });

beforeEach(() => jest.clearAllMocks());

describe('the checkout every product shares', () => {
  it('offers card, bank transfer and USSD in naira, card first, each a link to the processor’s own page', () => {
    renderCheckout();
    const methods = screen.getByRole('group', { name: 'How would you like to pay?' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['card', 'bank', 'ussd']);
    expect(within(methods).getByRole('radio', { name: /Card/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Pay ₦450,000 by card' })).toHaveAttribute('href', '/api/payment/paystack?bookingId=K7MX3Q');
    expect(screen.getByRole('link', { name: 'Pay ₦450,000 with USSD' })).toHaveAttribute('href', expect.stringContaining('channel=ussd'));
    expect(screen.getByText('Secure payment by Paystack')).toBeInTheDocument();
  });

  it('has no USSD in dollars, and says why a bank transfer is closed near departure', () => {
    renderCheckout({ ...order, currency: 'USD', methods: ['FLUTTERWAVE'] });
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['card', 'bank']);
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeDisabled();
    expect(screen.getByText('Not possible this close to departure')).toBeInTheDocument();
    expect(screen.getByText('Secure payment by Flutterwave')).toBeInTheDocument();
  });

  it('says the link is opening once pressed, so a slow phone is not tapped twice', async () => {
    renderCheckout();
    const card = screen.getByRole('link', { name: /by card/ });
    card.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(card);
    expect(card).toHaveTextContent('Opening the secure payment page…');
    expect(card).toHaveAttribute('aria-busy', 'true');
  });

  it('applies a promo code, and says at the field why one was refused', async () => {
    jest.mocked(applyVoucher).mockRejectedValueOnce(refused('VOUCHER_EXPIRED'));
    const user = userEvent.setup();
    renderCheckout();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(screen.getByLabelText('Promo code'), '  EASTER26 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(applyVoucher).toHaveBeenCalledWith('K7MX3Q', 'EASTER26');
    expect(await screen.findByText('This promo code has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the applied code with a way to remove it', async () => {
    jest.mocked(removeVoucher).mockResolvedValueOnce({ ...order, voucherCode: null });
    renderCheckout({ ...order, voucherCode: 'EASTER26' });
    expect(screen.getByText(/Promo code EASTER26 applied\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(removeVoucher).toHaveBeenCalledWith('K7MX3Q');
  });

  it('reserves for a bank transfer and moves to the instructions', async () => {
    jest.mocked(reserveForBankTransfer).mockResolvedValueOnce({
      method: 'BANK_TRANSFER',
      reserved: true,
      bankTransfer: { paymentReference: 'K7MX3Q', deadline: '2026-11-25T09:00:00Z', amount: '450000.00', currency: 'NGN', supportPhone: '+234' },
    });
    renderCheckout();
    expect(screen.getByText(/an account number opened for this booking only/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve and pay by bank transfer' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/flights/confirmation?booking=K7MX3Q', undefined, { locale: 'en' }));
  });

  it('asks a guest for the code sent to the contact email before reserving', async () => {
    jest.mocked(reserveForBankTransfer).mockResolvedValueOnce({
      method: 'BANK_TRANSFER',
      reserved: false,
      confirmation: { verificationId: 'v1', email: 'a***@example.com', expiresAt: '2026-11-24T09:30:00Z' },
      heldUntil: '2026-11-24T09:45:00Z',
    });
    renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve and pay by bank transfer' }));
    expect(await screen.findByLabelText('6-digit code')).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to a\*\*\*@example\.com/)).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('says a refused reservation above the page and moves focus there', async () => {
    jest.mocked(reserveForBankTransfer).mockRejectedValueOnce(refused('BANK_TRANSFER_CLOSED'));
    const { noticeRef } = renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Reserve and pay by bank transfer' }));
    await waitFor(() => expect(noticeRef.current).toHaveFocus());
    expect(within(noticeRef.current!).getByRole('alert')).toBeInTheDocument();
  });

  it('shows the account to pay into once reserved, or a retry when the bank had none to give', () => {
    const reserved = { ...order, paymentMethod: 'BANK_TRANSFER' } as PayableOrder;
    const { unmount } = renderCheckout(reserved);
    expect(screen.getByText(/We could not get your account number just now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get my account number' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    unmount();
    renderCheckout({ ...reserved, currency: 'USD' });
    expect(screen.getByText(/Call us on/)).toBeInTheDocument();
  });
});
