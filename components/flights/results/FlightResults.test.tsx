const mockQuery: Record<string, string> = {};
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/flights/search', asPath: '/flights/search', query: mockQuery, push: jest.fn(), replace: jest.fn() }),
}));

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { OfferView } from '@/services/flight-types';
import { initialAuthState } from '@/store/slices/auth';
import { initialFlightState } from '@/store/slices/flight';
import { FlightResults } from './FlightResults';

function offer(id: string, total: string, refundable: boolean): OfferView {
  return {
    id,
    numberOfBookableSeats: 9,
    price: { currency: 'USD', total, base: total },
    pricingOptions: refundable ? { refundableFare: true } : {},
    validatingAirlineCodes: ['P4'],
    travelerPricings: [
      {
        travelerId: '1',
        travelerType: 'ADULT',
        price: { total },
        fareDetailsBySegment: [{ segmentId: '1', cabin: 'ECONOMY', brandedFare: refundable ? 'FLEX' : 'LIGHT' }],
      },
    ],
    itineraries: [
      {
        duration: 'PT1H10M',
        segments: [
          {
            id: '1',
            departure: { iataCode: 'LOS', at: '2026-12-20T07:00:00' },
            arrival: { iataCode: 'ABV', at: '2026-12-20T08:10:00' },
            carrierCode: 'P4',
            number: `71${id}0`,
            aircraft: { code: '73H' },
            duration: 'PT1H10M',
          },
        ],
      },
    ],
  };
}

const criteria = {
  tripType: 'singleTrip' as const,
  legs: [{ from: 'LOS', to: 'ABV', date: '2026-12-20' }],
  returnDate: '',
  adults: 1,
  children: 0,
  lapInfants: 0,
  seatInfants: 0,
  cabin: 'ECONOMY' as const,
};

const renderResults = (offers: OfferView[]) =>
  renderWithProviders(<FlightResults searchErrors={[]} />, {
    preloadedState: {
      auth: { ...initialAuthState, currency: 'USD' },
      flight: { ...initialFlightState, flightResults: offers, resultsFor: criteria, searchId: 'c0ffee00-0000-4000-8000-000000000001' },
    },
  });

/** One of the sort bar's tabs ("Cheapest" is also the start of "Cheapest days this month"). */
const sortTab = (name: string) => within(screen.getByRole('group', { name: 'Sort flights' })).getByRole('link', { name: new RegExp(`^${name}`) });

describe('FlightResults sort tabs', () => {
  afterEach(() => {
    for (const key of Object.keys(mockQuery)) delete mockQuery[key];
  });

  it('are links that keep the filters, so a tap sorts before the script has arrived', () => {
    Object.assign(mockQuery, { trip: 'singleTrip', from: 'LOS', to: 'ABV', sort: 'CHEAPEST', stops: 'NONSTOP' });
    renderResults([offer('1', '100.00', false), offer('2', '180.00', true)]);
    expect(sortTab('Cheapest')).toHaveAttribute('aria-current', 'true');
    expect(sortTab('Shortest')).not.toHaveAttribute('aria-current');
    const shortest = new URL(sortTab('Shortest').getAttribute('href')!, 'https://example.test');
    expect(Object.fromEntries(shortest.searchParams)).toEqual({ trip: 'singleTrip', from: 'LOS', to: 'ABV', sort: 'SHORTEST', stops: 'NONSTOP' });
    const recommended = new URL(sortTab('Recommended').getAttribute('href')!, 'https://example.test');
    expect(recommended.pathname).toBe('/flights/search');
    expect(recommended.searchParams.has('sort')).toBe(false);
    expect(recommended.searchParams.get('stops')).toBe('NONSTOP');
  });

  it("show under Flexible the cheapest refundable fare's price, not a cheaper non-refundable one", () => {
    renderResults([offer('1', '100.00', false), offer('2', '180.00', true), offer('3', '150.00', false)]);
    expect(sortTab('Cheapest')).toHaveTextContent('US$100');
    expect(sortTab('Flexible')).toHaveTextContent('US$180');
  });

  it('say so under Flexible when no fare is refundable', () => {
    renderResults([offer('1', '100.00', false), offer('3', '150.00', false)]);
    expect(sortTab('Flexible')).toHaveTextContent('FlexibleNone refundable');
    expect(sortTab('Flexible')).not.toHaveTextContent('US$');
  });
});

describe('FlightResults search problems', () => {
  it('says what is wrong above the search form, where a phone shows it without scrolling', async () => {
    renderWithProviders(<FlightResults searchErrors={['date']} />, {
      preloadedState: { auth: { ...initialAuthState, currency: 'USD' }, flight: initialFlightState },
    });
    // The search form opens with the page (its script loads first).
    const problem = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(problem).toHaveTextContent('Choose a date from today on.');
    const form = await screen.findByRole('button', { name: 'Search flights' }, { timeout: 5000 });
    expect(problem.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No trip to sum up: the form alone, without a summary bar that would fold it away.
    expect(screen.queryByText('Change search')).not.toBeInTheDocument();
    expect(form.closest('details')).toBeNull();
  });

  it('says that an airport is not sold above the form, without a "Try again" that could not help', async () => {
    const amadeusError = { message: 'Unknown airport', amadeus_code: 'UNKNOWN_AIRPORT' };
    renderWithProviders(<FlightResults searchErrors={[]} />, {
      preloadedState: { auth: { ...initialAuthState, currency: 'USD' }, flight: { ...initialFlightState, error: true, amadeusError } },
    });
    const problem = screen.getByRole('alert');
    expect(problem).toHaveTextContent('We do not sell flights to or from one of these airports yet. Try a nearby city.');
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
    const form = await screen.findByRole('button', { name: 'Search flights' }, { timeout: 5000 });
    expect(problem.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
  it('names the place it does not sell and the nearest one it does', () => {
    const amadeusError = {
      message: 'Unknown airport',
      amadeus_code: 'UNKNOWN_AIRPORT',
      unsold: { place: 'London London-Corbin Airport-MaGee Field (LOZ)', nearest: 'Atlanta Hartsfield Jackson Atlanta Intl (ATL)' },
    };
    renderWithProviders(<FlightResults searchErrors={[]} />, {
      preloadedState: { auth: { ...initialAuthState, currency: 'USD' }, flight: { ...initialFlightState, error: true, amadeusError } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We do not sell flights to or from London London-Corbin Airport-MaGee Field (LOZ) yet. The nearest airport we fly: Atlanta Hartsfield Jackson Atlanta Intl (ATL).',
    );
  });
});
