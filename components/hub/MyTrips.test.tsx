jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/hub', asPath: '/hub' }) }));
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import type { ExperienceTripSummary, StayTripSummary, TripSummary } from '@/services/account';
import { MyTrips } from './MyTrips';

const trip = (reference: string, period: TripSummary['period']): TripSummary => ({
  reference,
  status: period === 'reserved' ? 'PENDING' : period === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  period,
  createdAt: '2026-11-20T10:00:00Z',
  paymentDeadline: '2026-11-21T10:00:00Z',
  startsAt: '2027-01-10T23:00:00',
  from: 'LOS',
  to: 'LHR',
  departureAt: '2027-01-10T23:00:00',
  returnAt: '2027-01-24T21:00:00',
  flights: 2,
  travellers: 2,
  total: { amount: '2100000.00', currency: 'NGN' },
});

const stay = (
  reference: string,
  period: StayTripSummary['period'],
  startsAt: string,
  reviewStatus: StayTripSummary['reviewStatus'] = 'NOT_YET',
): StayTripSummary => ({
  reference,
  status: period === 'reserved' ? 'PENDING' : period === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  period,
  createdAt: '2026-11-20T10:00:00Z',
  paymentDeadline: '2026-11-21T10:00:00Z',
  startsAt,
  propertyId: 'STLOS002',
  propertyName: 'Savanna Court Hotel',
  cityCode: 'LOS',
  checkIn: startsAt.slice(0, 10),
  checkOut: '2027-01-12',
  nights: 2,
  rooms: 1,
  guests: 2,
  reviewStatus,
  total: { amount: '579855.00', currency: 'NGN' },
});

const experience = (
  reference: string,
  period: ExperienceTripSummary['period'],
  slotStartsAt: string,
  reviewStatus: ExperienceTripSummary['reviewStatus'] = 'NOT_YET',
): ExperienceTripSummary => ({
  reference,
  status: period === 'reserved' ? 'PENDING' : period === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  period,
  createdAt: '2026-11-20T10:00:00Z',
  paymentDeadline: '2026-11-21T10:00:00Z',
  startsAt: slotStartsAt.slice(0, 19),
  experienceId: 'EXLOS001',
  name: 'Lagos street food tour',
  category: 'TOURS',
  cityCode: 'LOS',
  slotStartsAt,
  participants: 3,
  reviewStatus,
  total: { amount: '124000.00', currency: 'NGN' },
});

describe('My Trips', () => {
  it('lists experiences in time order with their local time, the ticket, a review once over, and payment while reserved', async () => {
    renderWithProviders(
      <MyTrips
        trips={{
          flights: [trip('K7MX3Q', 'upcoming')],
          stays: [],
          experiences: [
            experience('EXP001', 'upcoming', '2027-01-11T17:00:00+01:00'),
            experience('EXP002', 'past', '2026-10-01T09:00:00+01:00', 'OPEN'),
            experience('EXP003', 'reserved', '2027-02-01T09:00:00+01:00'),
          ],
        }}
      />,
    );
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['K7MX3Q', 'EXP001']);
    expect(screen.getByText(/Experience · 11 Jan 2027, 17:00 · 3 participants/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ticket (PDF)' })).toHaveAttribute('href', '/api/bookings/EXP001/ticket.pdf');
    expect(screen.getAllByRole('link', { name: 'See the booking' })[1]).toHaveAttribute('href', '/experiences/confirmation?booking=EXP001');
    await userEvent.click(screen.getByRole('tab', { name: /Past/ }));
    expect(screen.getByRole('link', { name: 'Review your experience' })).toHaveAttribute('href', '/experiences/confirmation?booking=EXP002#review-form-title');
    await userEvent.click(screen.getByRole('tab', { name: /Reserved/ }));
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/experiences/payment?booking=EXP003');
  });

  it('lists stays beside flights in time order, with the voucher, and a review once a stay is over', async () => {
    renderWithProviders(
      <MyTrips
        trips={{
          flights: [trip('K7MX3Q', 'upcoming')],
          stays: [stay('S4TAY3', 'upcoming', '2027-01-05T14:00:00'), stay('P4ST77', 'past', '2026-10-01T14:00:00', 'OPEN')],
        }}
      />,
    );
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['S4TAY3', 'K7MX3Q']);
    expect(screen.getByText(/Hotel stay · 5 Jan 2027 – 12 Jan 2027 · 2 nights · 2 guests/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voucher (PDF)' })).toHaveAttribute('href', '/api/bookings/S4TAY3/ticket.pdf');
    expect(screen.getAllByRole('link', { name: 'See the booking' })[0]).toHaveAttribute('href', '/stays/confirmation?provider=stays&booking=S4TAY3');
    await userEvent.click(screen.getByRole('tab', { name: /Past/ }));
    expect(screen.getByRole('link', { name: 'Review your stay' })).toHaveAttribute(
      'href',
      '/stays/confirmation?provider=stays&booking=P4ST77#review-form-title',
    );
  });

  it('groups trips by period, with the spec empty states and a pay link for reservations', async () => {
    renderWithProviders(<MyTrips trips={{ flights: [trip('K7MX3Q', 'upcoming'), trip('P4NR7T', 'reserved')], stays: [] }} />);
    expect(screen.getByRole('tab', { name: /Upcoming 1/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('K7MX3Q')).toBeInTheDocument();
    expect(screen.getByText(/2 travellers/)).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Past/ }));
    expect(screen.getByText('You have no past trips.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a flight' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('tab', { name: /Reserved/ }));
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/payment?booking=P4NR7T');
    expect(screen.getByText(/^Reserved: pay by 21 Nov 2026/)).toBeInTheDocument();
  });

  it('moves between the period tabs with the arrow keys, Home and End (one tab stop)', async () => {
    renderWithProviders(<MyTrips trips={{ flights: [trip('K7MX3Q', 'upcoming')], stays: [] }} />);
    const upcoming = screen.getByRole('tab', { name: /Upcoming/ });
    expect(screen.getByRole('tab', { name: /Past/ })).toHaveAttribute('tabindex', '-1');
    upcoming.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Past/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Past/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /Cancelled/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(upcoming).toHaveFocus();
    expect(upcoming).toHaveAttribute('aria-selected', 'true');
  });

  it('sits in the Travel Hub tabs, My Trips marked as the current one', () => {
    renderWithProviders(<MyTrips trips={{ flights: [], stays: [] }} />);
    const nav = screen.getByRole('navigation', { name: 'Travel Hub' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'My Trips' }));
    expect(screen.getByRole('link', { name: 'My Trips' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/hub/invite');
    expect(screen.getByRole('link', { name: 'Points' })).not.toHaveAttribute('aria-current');
  });

  it('says "You have not booked any flight" when nothing is reserved, and asks a signed-out visitor to log in', async () => {
    const { unmount } = renderWithProviders(<MyTrips trips={{ flights: [], stays: [] }} />);
    await userEvent.click(screen.getByRole('tab', { name: /Reserved/ }));
    expect(screen.getByText('You have not booked any flight')).toBeInTheDocument();
    unmount();
    const { store } = renderWithProviders(<MyTrips trips={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().auth.AuthModal).toBe(true);
  });
});
