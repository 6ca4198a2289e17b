import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { CityStay } from '@/services/stays';
import { Destination } from './Destination';
import type { DestinationPageProps } from './destination-props';

const stay = {
  type: 'hotel',
  hotelId: 'STDKR001',
  chainCode: 'ST',
  name: 'Corniche Hotel',
  cityCode: 'DKR',
  latitude: 14.69,
  longitude: -17.44,
  property: {
    stars: 4,
    propertyType: 'HOTEL',
    district: 'Plateau',
    distanceKm: 1.2,
    countryCode: 'SN',
    amenities: [],
    photos: [],
    description: 'On the sea.',
    checkIn: '14:00',
    checkOut: '11:00',
    reviews: { score: 8.4, count: 22 },
  },
  fromPerNight: { amount: '95.00', currency: 'USD' },
} as CityStay;

const props = (overrides: Partial<DestinationPageProps> = {}): DestinationPageProps => ({
  slug: 'dakar',
  city: { code: 'DKR', name: 'Dakar', countryCode: 'SN', countryName: 'Senegal', latitude: 14.69, longitude: -17.44 },
  stays: [stay],
  categories: [{ category: 'TOURS', count: 3, name: 'Tours' }],
  places: [{ id: 'PLDKR001', name: 'Gorée Island' }],
  routes: [{ slug: 'lagos-to-dakar', originCity: 'Lagos' }],
  firstPhoto: null,
  guides: [{ slug: 'dakar-in-three-days', title: 'Dakar in three days' }],
  ...overrides,
});

describe('a destination', () => {
  it('gathers the flights in, the stays, the things to do and the guides, each linking to where it is booked', () => {
    renderWithProviders(<Destination {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dakar, Senegal' })).toBeInTheDocument();
    const flights = screen.getByRole('region', { name: 'Flights to Dakar' });
    expect(within(flights).getByRole('link', { name: 'From Lagos' })).toHaveAttribute('href', expect.stringContaining('lagos-to-dakar'));
    const stays = screen.getByRole('region', { name: 'Where to stay in Dakar' });
    expect(within(stays).getByRole('heading', { name: 'Corniche Hotel' })).toBeInTheDocument();
    expect(within(stays).getByRole('link', { name: 'Search stays for your dates' })).toHaveAttribute('href', '/stays');
    const things = screen.getByRole('region', { name: 'Things to do in Dakar' });
    expect(within(things).getByRole('link', { name: 'Tours' })).toHaveAttribute('href', '/experiences/tours?city=DKR');
    expect(within(things).getByText('3 to book')).toBeInTheDocument();
    expect(within(things).getByRole('link', { name: 'Gorée Island' })).toBeInTheDocument();
    const before = screen.getByRole('region', { name: 'Before you go' });
    expect(within(before).getByRole('link', { name: 'Dakar in three days' })).toHaveAttribute('href', '/blog/dakar-in-three-days');
    expect(within(before).getByRole('link', { name: 'Paying by bank transfer' })).toHaveAttribute('href', '/help/pay-by-bank-transfer');
  });

  it('says what it could not read and leaves out what the city does not have, never an error page', () => {
    renderWithProviders(<Destination {...props({ stays: null, routes: [], categories: [], places: [] })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not show Dakar’s stays just now.');
    const flights = screen.getByRole('region', { name: 'Flights to Dakar' });
    expect(flights).toHaveTextContent('Search flights to Dakar from any airport.');
    expect(within(flights).getByRole('link', { name: 'Search flights' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Things to do in Dakar' })).toBeNull();
  });
});
