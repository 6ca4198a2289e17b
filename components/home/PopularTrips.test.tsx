import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import { initialAuthState } from '@/store/slices/auth';
import { initialFlightState } from '@/store/slices/flight';
import { PopularTrips } from './PopularTrips';

const trip = {
  origin: 'LOS',
  originCity: 'Lagos',
  destination: 'ABV',
  destinationCity: 'Abuja',
  departureDate: '2026-12-12',
  price: { total: '154000.00', currency: 'NGN' as const },
};

describe('PopularTrips', () => {
  it('lists trips from the nearest airport, each a ready search, priced in the chosen currency', () => {
    renderWithProviders(<PopularTrips />, {
      preloadedState: { flight: { ...initialFlightState, popularTrips: [trip] }, auth: { ...initialAuthState, currency: 'NGN' } },
    });
    expect(screen.getByRole('heading', { name: 'Popular trips from Lagos' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Abuja/ });
    expect(link).toHaveAttribute('href', '/flights/search?trip=singleTrip&from=LOS&to=ABV&depart=2026-12-12&adults=1&cabin=ECONOMY');
    expect(link).toHaveTextContent('from ₦154,000');
  });

  it('says so when there is nothing to show (spec §2 empty state)', () => {
    renderWithProviders(<PopularTrips />);
    expect(screen.getByText('We could not find any popular trip from your current location.')).toBeInTheDocument();
  });
});
