jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/hub/points', asPath: '/hub/points' }) }));
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import type { Invitations, InsurancePolicy, PointsStatement } from '@/services/account';
import { initialAuthState } from '@/store/slices/auth';
import { HubInsurance } from './HubInsurance';
import { HubInvite } from './HubInvite';
import { HubPoints } from './HubPoints';

const naira = { auth: { ...initialAuthState, currency: 'NGN' as const } };

describe('Travel Hub: insurance', () => {
  it('says there is no insurance yet, and lists a policy with its contract, cover and fees', () => {
    const { unmount } = renderWithProviders(<HubInsurance policies={[]} />);
    expect(screen.getByText('You have no insurance yet.')).toBeInTheDocument();
    unmount();
    const policy: InsurancePolicy = {
      reference: 'K7MX3Q',
      createdAt: '2026-11-01T08:50:00Z',
      paymentDeadline: '2026-11-01T09:35:00Z',
      startsAt: '2027-01-15T23:59:59',
      total: { amount: '15500.00', currency: 'NGN' },
      planName: 'Africa',
      contractNumber: 'BX-1001',
      status: 'CONFIRMED',
      period: 'upcoming',
      purchasedAt: '2026-11-01T09:00:00Z',
      coverBegins: '2027-01-01',
      coverEnds: '2027-01-15',
      destinationCountry: 'GH',
      purposeOfTravel: 'LEISURE',
      tripType: 'SINGLE_TRIP',
      bookingType: 'INDIVIDUAL',
      adults: 1,
      children: 0,
      fees: { adultFee: '15000.00', childrenFee: '0.00', insuranceCharges: '500.00', total: '15500.00', currency: 'NGN' },
    };
    renderWithProviders(<HubInsurance policies={[policy]} />, { preloadedState: naira });
    expect(screen.getByRole('heading', { level: 1, name: 'My insurance' })).toBeInTheDocument();
    expect(screen.getByText('BX-1001')).toBeInTheDocument();
    expect(screen.getByText(/Ghana · Upcoming/)).toBeInTheDocument();
    expect(screen.getByText(/Cover 1 Jan 2027 – 15 Jan 2027/)).toBeInTheDocument();
    expect(screen.getByText('₦15,500')).toBeInTheDocument();
    expect(screen.getByText('Leisure')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Certificate and details (K7MX3Q)' })).toHaveAttribute('href', '/insurance/confirmation?booking=K7MX3Q');
    expect(screen.queryByText('Log in')).toBeNull();
  });

  it('asks a signed-out visitor to log in', () => {
    renderWithProviders(<HubInsurance policies={null} />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says so when the list could not be loaded, with a retry, instead of an empty list', () => {
    renderWithProviders(<HubInsurance policies={null} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/hub/points');
    expect(screen.queryByText('You have no insurance yet.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });
});

describe('Travel Hub: points', () => {
  it('shows the balance, the rule, the overview and what each booking earned', () => {
    const points: PointsStatement = {
      balance: 87,
      rule: { ngnPerPoint: 1000, usdPerPoint: 1 },
      entries: [{ product: 'flight', reference: 'K7MX3Q', confirmedAt: '2026-11-20T10:00:00Z', paid: { amount: '87654.32', currency: 'NGN' }, points: 87 }],
    };
    renderWithProviders(
      <HubPoints
        summary={{
          points,
          overview: {
            type: 'all',
            baseCode: 'NGN',
            flights: null,
            insurance: null,
            points: 87,
            totalPaid: { amount: '87654.32', currency: 'NGN' },
            nextTrip: { reference: 'K7MX3Q', from: 'LOS', to: 'ABV', departureAt: '2027-01-10T08:00:00' },
          },
        }}
      />,
      { preloadedState: naira },
    );
    expect(screen.getByText('87 points')).toBeInTheDocument();
    expect(screen.getByText(/1 point for every ₦1,000 you pay/)).toBeInTheDocument();
    expect(screen.getByText(/Paid with us so far: ₦87,654\b/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Next trip: LOS → ABV/ })).toHaveAttribute('href', '/flights/confirmation?booking=K7MX3Q');
    expect(screen.getByText('+87 points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Points' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes a balance of thousands as each language does', () => {
    const points: PointsStatement = { balance: 4366, rule: { ngnPerPoint: 1000, usdPerPoint: 1 }, entries: [] };
    const { unmount } = renderWithProviders(<HubPoints summary={{ points, overview: null }} />, { preloadedState: naira });
    expect(screen.getByText('4,366 points')).toBeInTheDocument();
    unmount();
    renderWithProviders(<HubPoints summary={{ points, overview: null }} />, { preloadedState: { auth: { ...naira.auth, locale: 'fr' } } });
    expect(screen.getByText(/^4\s366 points$/)).toBeInTheDocument();
  });

  it('explains where points come from when there are none', () => {
    renderWithProviders(<HubPoints summary={{ points: { balance: 0, rule: { ngnPerPoint: 1000, usdPerPoint: 1 }, entries: [] }, overview: null }} />);
    expect(screen.getByText('0 points')).toBeInTheDocument();
    expect(screen.getByText(/No points yet/)).toBeInTheDocument();
  });
});

describe('Travel Hub: invite friends', () => {
  const invitations: Invitations = {
    referralCode: 'AB23CD45',
    link: 'https://baobab.example/invite/AB23CD45',
    friendsJoined: 2,
    reward: { amountOff: '5000.00', minTotal: '25000.00', currency: 'NGN' },
    promoCodes: [
      {
        code: 'FRIEND-QW34ER',
        amountOff: '5000.00',
        minTotal: '25000.00',
        currency: 'NGN',
        earnedAt: '2026-11-20T10:00:00Z',
        validUntil: '2027-11-20T10:00:00Z',
        status: 'AVAILABLE',
      },
      {
        code: 'FRIEND-ZX78CV',
        amountOff: '5000.00',
        minTotal: '25000.00',
        currency: 'NGN',
        earnedAt: '2026-11-18T10:00:00Z',
        validUntil: '2027-11-18T10:00:00Z',
        status: 'HELD',
      },
    ],
  };

  it('gives the link to copy, counts friends and lists the earned promo codes', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<HubInvite invitations={invitations} />, { preloadedState: naira });
    expect(screen.getByText(/you get a promo code: ₦5,000 off a booking of ₦25,000 or more/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your invitation link')).toHaveValue(invitations.link);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenCalledWith(invitations.link);
    expect(screen.getByText(/2 friends joined/)).toBeInTheDocument();
    const item = screen.getByText('FRIEND-QW34ER').closest('li')!;
    expect(within(item).getByText('Available')).toBeInTheDocument();
    expect(within(item).getByText(/Valid until 20 Nov 2027/)).toBeInTheDocument();
    expect(within(screen.getByText('FRIEND-ZX78CV').closest('li')!).getByText('Held by a booking waiting for payment')).toBeInTheDocument();
  });

  it('says how codes are earned before there are any', () => {
    renderWithProviders(<HubInvite invitations={{ ...invitations, friendsJoined: 0, promoCodes: [] }} />);
    expect(screen.getByText(/No promo codes yet/)).toBeInTheDocument();
  });
});
