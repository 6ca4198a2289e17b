jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/stays/confirmation', asPath: '/stays/confirmation?booking=K7MX3Q', query: {} }) }));

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import { initialUiState } from '@/store/slices/ui';
import { awaitingProvider, ConfirmationHero, type ConfirmationHeroWords } from './ConfirmationHero';

const words: ConfirmationHeroWords = {
  test: 'Test mode: nothing was taken',
  done: 'Your stay is booked',
  cancelled: 'Your stay is cancelled',
  numberLabel: 'Confirmation number',
  bookingId: 'Booking ID',
  paid: 'Paid',
  refundedOn: (amount, date) => `Refunded ${amount} on ${date}`,
  refundPending: 'Your refund is on its way',
};
type Booking = Parameters<typeof ConfirmationHero>[0]['booking'];
const paid: Booking = {
  reference: 'K7MX3Q',
  kind: 'stay',
  status: 'CONFIRMED',
  paidAt: '2026-11-24T09:05:00Z',
  refunded: null,
  currency: 'NGN',
  fulfilment: 'DONE',
} as Booking;

const renderHero = (booking: Booking, sandbox = false) =>
  renderWithProviders(
    <ConfirmationHero
      booking={booking}
      number="HTL-55821"
      headingId="hero"
      words={words}
      actions={<a href="/voucher.pdf">Voucher</a>}
      note="Sent to your email"
    />,
    { preloadedState: { ui: { ...initialUiState, paymentsSandbox: sandbox } } },
  );

describe('the top of a confirmation', () => {
  it('heads a confirmed booking with the number to quote, then the booking ID, when it was paid, its documents', () => {
    renderHero(paid);
    expect(screen.getByText('Your stay is booked')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'HTL-55821' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'HTL-55821' });
    expect(within(facts).getByText('K7MX3Q')).toBeInTheDocument();
    expect(within(facts).getByText(/24 November 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voucher' })).toBeInTheDocument();
    expect(screen.getByText('Sent to your email')).toBeInTheDocument();
    expect(screen.queryByText(words.test)).toBeNull();
  });

  it('says test mode when payments are simulated', () => {
    renderHero(paid, true);
    expect(screen.getByText(words.test)).toBeInTheDocument();
  });

  it('never says "booked" while the provider confirms a paid booking: payment received, the booking ID, a way to look again', () => {
    const waiting = { ...paid, fulfilment: 'PENDING' } as Booking;
    expect(awaitingProvider(waiting)).toBe(true);
    renderHero(waiting);
    expect(screen.getByText('Payment received')).toBeInTheDocument();
    expect(screen.queryByText('Your stay is booked')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'K7MX3Q' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('the hotel is confirming your booking');
    expect(screen.getByRole('link', { name: 'Check again' })).toHaveAttribute('href', '/stays/confirmation?booking=K7MX3Q');
    expect(screen.queryByRole('link', { name: 'Voucher' })).toBeNull();
  });

  it('gives the support line when the provider did not confirm after every try', () => {
    renderHero({ ...paid, fulfilment: 'FAILED' } as Booking);
    expect(screen.getByRole('status')).toHaveTextContent(/has not confirmed your booking yet.*Call \+?\d/);
  });

  it('says what was refunded, and when, for a cancelled booking; or that the refund is on its way', () => {
    const { unmount } = renderHero({ ...paid, status: 'CANCELLED', refunded: { amount: '224595.00', at: '2026-11-25T10:00:00Z' } } as Booking);
    expect(screen.getByText('Your stay is cancelled')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Refunded ₦224,595(\.00)? on 25 November 2026/);
    expect(screen.queryByRole('link', { name: 'Voucher' })).toBeNull();
    unmount();
    renderHero({ ...paid, status: 'CANCELLED', refunded: null } as Booking);
    expect(screen.getByRole('status')).toHaveTextContent('Your refund is on its way');
  });
});
