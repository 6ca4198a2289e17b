jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/stays/[id]', asPath: '/stays/MCLONGHM', query: { id: 'MCLONGHM' }, push: jest.fn(), replace: jest.fn() }),
}));

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { StayOffer, StayView } from '@/services/stays';
import { StayDetail } from './StayDetail';

const offer = (id: string, total: string, free: string | null): StayOffer => ({
  type: 'hotel-offer',
  id,
  checkInDate: '2027-03-10',
  checkOutDate: '2027-03-12',
  roomQuantity: '1',
  rateCode: 'V**',
  boardType: 'ROOM_ONLY',
  room: { type: 'ELE', typeEstimated: { category: 'EXECUTIVE_ROOM', beds: 1, bedType: 'DOUBLE' }, description: { text: 'Executive King Room', lang: 'EN' } },
  guests: { adults: 1 },
  price: { currency: 'USD', base: total, total, taxes: [], variations: { average: { base: total } } },
  policies: {
    paymentType: 'GUARANTEE',
    cancellations: [
      free
        ? { type: 'FULL_STAY', deadline: free, description: { text: 'Free', lang: 'EN' } }
        : { type: 'FULL_STAY', amount: total, description: { text: 'Non-refundable', lang: 'EN' } },
    ],
    checkInOut: { checkIn: '', checkOut: '' },
  },
  self: `/api/stayPriceConfirm?id=${id}`,
  freeCancellationUntil: free,
  roomsLeft: null,
});

const stay: StayView = {
  provider: 'amadeus',
  rooms: [],
  offers: [offer('TSXOJ6LFQ2', '716.00', null), offer('FLXBRK7Q2Z', '812.05', '2027-03-08T12:00:00+00:00')],
  hotel: {
    type: 'hotel',
    hotelId: 'MCLONGHM',
    chainCode: 'MC',
    name: 'JW Marriott Grosvenor House London',
    cityCode: 'LON',
    latitude: 51.50988,
    longitude: -0.15509,
    property: {
      stars: null,
      propertyType: 'HOTEL',
      district: 'London',
      distanceKm: 2.3,
      countryCode: 'GB',
      amenities: [],
      photos: ['/api/stays/photos/MCLONGHM-1.svg'],
      description: 'A hotel in London.',
      checkIn: '',
      checkOut: '',
      reviews: { score: 9.3, count: 218 },
    },
  },
};

describe('a stay’s page', () => {
  it('shows a partner hotel’s rooms from its offers, its own terms, and the times the hotel states', () => {
    renderWithProviders(
      <StayDetail
        cities={[]}
        criteria={{ city: 'LON', checkIn: '2027-03-10', checkOut: '2027-03-12', rooms: 1, adults: 1, childAges: [] }}
        problems={[]}
        today="2026-11-25"
        offersFailed={false}
        firstPhoto={null}
      />,
      {
        preloadedState: {
          stays: {
            results: null,
            searchError: null,
            cityStays: null,
            stay,
            reviews: { all: null, positive: null, negative: null, latest: null },
            reviewsError: null,
            userRating: null,
            loading: false,
          },
        },
      },
    );
    const rooms = screen.getByRole('region', { name: 'Rooms and rates' });
    expect(within(rooms).getByRole('heading', { level: 3, name: 'Executive King Room' })).toBeInTheDocument();
    expect(within(rooms).getByText('1 double bed')).toBeInTheDocument();
    expect(within(rooms).getAllByRole('link', { name: /^Choose the Executive King Room/ })).toHaveLength(2);
    expect(within(rooms).getByRole('link', { name: /US\$716, Room only|Room only, US\$716/ })).toHaveAttribute(
      'href',
      expect.stringContaining('offer=TSXOJ6LFQ2'),
    );
    expect(within(rooms).getByText('Non-refundable')).toBeInTheDocument();
    const policies = screen.getByRole('region', { name: 'Policies' });
    expect(within(policies).getByText('From the time the hotel states (local time)')).toBeInTheDocument();
    expect(within(policies).getByText(/booked through our partner Amadeus: to cancel, call our customer care/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in your maps app' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=51.50988,-0.15509',
    );
  });
});
