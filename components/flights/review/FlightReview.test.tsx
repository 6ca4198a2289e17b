import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { OfferView } from '@/services/flight-types';
import { initialAuthState } from '@/store/slices/auth';
import { initialFlightState } from '@/store/slices/flight';
import { FlightReview, priceLines } from './FlightReview';

const pricing = (
  travelerId: string,
  travelerType: OfferView['travelerPricings'][number]['travelerType'],
  total: string,
): OfferView['travelerPricings'][number] => ({
  travelerId,
  travelerType,
  price: { total },
  fareDetailsBySegment: [{ segmentId: '1', cabin: 'ECONOMY', brandedFare: 'LIGHT', includedCheckedBags: { quantity: 1, weight: 23 } }],
});

const offer: OfferView = {
  id: '3',
  numberOfBookableSeats: 9,
  price: { currency: 'USD', total: '520.00', base: '440.00' },
  pricingOptions: {},
  validatingAirlineCodes: ['P4'],
  travelerPricings: [pricing('1', 'ADULT', '200.00'), pricing('2', 'ADULT', '200.00'), pricing('3', 'CHILD', '100.00'), pricing('4', 'HELD_INFANT', '20.00')],
  itineraries: [
    {
      duration: 'PT1H10M',
      segments: [
        {
          id: '1',
          departure: { iataCode: 'LOS', at: '2026-12-20T07:00:00' },
          arrival: { iataCode: 'ABV', at: '2026-12-20T08:10:00' },
          carrierCode: 'P4',
          number: '7120',
          aircraft: { code: '73H' },
          duration: 'PT1H10M',
        },
      ],
    },
  ],
};

const criteria = {
  tripType: 'singleTrip' as const,
  legs: [{ from: 'LOS', to: 'ABV', date: '2026-12-20' }],
  returnDate: '',
  adults: 2,
  children: 1,
  lapInfants: 1,
  seatInfants: 0,
  cabin: 'ECONOMY' as const,
};

describe('FlightReview', () => {
  it('groups travellers of a type into one priced line', () => {
    expect(priceLines(offer)).toEqual([
      { type: 'ADULT', count: 2, totalMinor: 40_000, each: 20_000 },
      { type: 'CHILD', count: 1, totalMinor: 10_000, each: 10_000 },
      { type: 'HELD_INFANT', count: 1, totalMinor: 2_000, each: 2_000 },
    ]);
  });

  it('shows the breakdown and tells the traveller when the price changed', () => {
    renderWithProviders(<FlightReview />, {
      preloadedState: {
        auth: { ...initialAuthState, currency: 'USD' },
        flight: {
          ...initialFlightState,
          confirmedOffer: offer,
          quoteId: '3f1c2b7e-9a4d-4c1e-8f6a-2b5d7e9c1a30',
          priceChangedFrom: '480.00',
          resultsFor: criteria,
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Review your flight' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('it was US$480, it is now US$520');
    expect(screen.getByText('2 × Adult')).toBeInTheDocument();
    expect(screen.getByText('US$400')).toBeInTheDocument();
    expect(screen.getByText('1 × Infant on lap')).toBeInTheDocument();
    expect(screen.getByText('Taxes and charges').nextSibling).toHaveTextContent('US$80');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('US$520');
  });

  it('carries the quote, not the offer, on to the travellers page', () => {
    renderWithProviders(<FlightReview />, {
      preloadedState: { flight: { ...initialFlightState, confirmedOffer: offer, quoteId: '3f1c2b7e-9a4d-4c1e-8f6a-2b5d7e9c1a30', resultsFor: criteria } },
    });
    const next = screen.getByRole('link', { name: 'Continue to travellers' }).getAttribute('href')!;
    expect(next).toMatch(/^\/flights\/travellers\?trip=singleTrip&from=LOS&to=ABV/);
    expect(next).toMatch(/&quote=3f1c2b7e-9a4d-4c1e-8f6a-2b5d7e9c1a30$/);
    expect(next).not.toMatch(/offer=/);
  });

  it('says when the price it held has expired, and offers a new search', () => {
    renderWithProviders(<FlightReview />, { preloadedState: { flight: { ...initialFlightState, offerUnavailable: 'EXPIRED', resultsFor: criteria } } });
    expect(screen.getByRole('alert')).toHaveTextContent('We hold a price for 30 minutes, and this one has expired. Search again to see the prices now.');
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/flights\/search\?trip=singleTrip&from=LOS&to=ABV/),
    );
  });

  it('gives the spec notice and a way back when the seats are gone', () => {
    renderWithProviders(<FlightReview />, { preloadedState: { flight: { ...initialFlightState, offerUnavailable: 'SOLD_OUT', resultsFor: criteria } } });
    expect(screen.getByRole('alert')).toHaveTextContent('No more seats available, check other options or contact support.');
    expect(screen.getByRole('link', { name: 'Check other options' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/flights\/search\?trip=singleTrip&from=LOS&to=ABV/),
    );
  });
});
