jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/stays/search', asPath: '/stays/search?city=LOS', query: {}, push: jest.fn(), replace: jest.fn() }),
}));

import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import { parseStayFilters, type StaySearchCriteria } from '@/lib/stay-search-query';
import type { StayCity, StayHotel, StayOffer, StaySearchAnswer } from '@/services/stays';
import { searchSettled } from '@/store/slices/stays';
import { StayResults, type StayResultsProps } from './StayResults';

const cities: StayCity[] = [{ code: 'LOS', name: 'Lagos', countryCode: 'NG', countryName: 'Nigeria', latitude: 6.45, longitude: 3.39 }];
const criteria: StaySearchCriteria = { city: 'LOS', checkIn: '2027-03-10', checkOut: '2027-03-12', rooms: 1, adults: 2, childAges: [4] };
const hotel = (hotelId: string, name: string): StayHotel => ({
  type: 'hotel',
  hotelId,
  chainCode: 'ST',
  name,
  cityCode: 'LOS',
  latitude: 6.45,
  longitude: 3.43,
  property: {
    stars: 4,
    propertyType: 'HOTEL',
    district: 'Ikoyi',
    distanceKm: 2.3,
    countryCode: 'NG',
    amenities: [],
    photos: [],
    description: 'A hotel.',
    checkIn: '14:00',
    checkOut: '11:00',
    reviews: { score: 8.6, count: 40 },
  },
});
const offer = (total: string): StayOffer => ({
  type: 'hotel-offer',
  id: `O${total}`,
  checkInDate: '2027-03-10',
  checkOutDate: '2027-03-12',
  roomQuantity: '1',
  rateCode: 'FLX',
  boardType: 'ROOM_ONLY',
  room: { type: 'STD', typeEstimated: { category: 'STANDARD_ROOM', beds: 1, bedType: 'DOUBLE' }, description: { text: 'Standard room', lang: 'EN' } },
  guests: { adults: 2 },
  price: { currency: 'USD', base: total, total, taxes: [], variations: { average: { base: total } } },
  policies: { paymentType: 'DEPOSIT', cancellations: [], checkInOut: { checkIn: '14:00', checkOut: '11:00' } },
  self: '/api/stays',
  freeCancellationUntil: null,
  roomsLeft: null,
});
const answer = (count: number, page = 1): StaySearchAnswer => ({
  data: [
    { hotel: hotel('STLOS001', 'Savanna Court Hotel'), offers: [offer('249.40')] },
    { hotel: hotel('STLOS002', 'Lagoon View Suites'), offers: [offer('180.00')] },
  ] as StaySearchAnswer['data'],
  meta: { count, page, pageSize: 10, nights: 2 },
});

const props = (overrides: Partial<StayResultsProps> = {}): StayResultsProps => ({
  cities,
  criteria,
  filters: parseStayFilters({}),
  cityName: 'Lagos',
  problems: [],
  today: '2027-03-01',
  firstPhoto: null,
  ...overrides,
});

function renderResults(results: StaySearchAnswer | null, overrides: Partial<StayResultsProps> = {}, error: { status: number; code: string } | null = null) {
  const view = renderWithProviders(<StayResults {...props(overrides)} />);
  act(() => {
    view.store.dispatch(searchSettled({ results, error: error as never }));
  });
  return view;
}

describe('the stays results', () => {
  it('say the stay in a line that opens the search, then the stays with their first offer, linked with the dates', () => {
    renderResults(answer(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Stays in Lagos' })).toBeInTheDocument();
    const summary = screen.getByText('Edit').closest('summary')!;
    expect(summary).toHaveTextContent('Lagos');
    expect(summary).toHaveTextContent('3 guests · 1 room');
    expect(screen.getByText('2 stays · Prices for 2 nights, taxes included')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Savanna Court Hotel', 'Lagoon View Suites']);
    expect(screen.getByRole('link', { name: 'Savanna Court Hotel' })).toHaveAttribute(
      'href',
      '/stays/STLOS001?city=LOS&checkIn=2027-03-10&checkOut=2027-03-12&rooms=1&adults=2&children=1&age=4',
    );
  });

  it('sort and page by links that keep the search and filters', () => {
    renderResults(answer(25, 2), { filters: { ...parseStayFilters({}), breakfast: true, page: 2 } });
    const sorts = screen.getByRole('navigation', { name: 'Sort stays' });
    expect(within(sorts).getByRole('link', { name: 'Recommended' })).toHaveAttribute('aria-current', 'true');
    expect(within(sorts).getByRole('link', { name: 'Lowest price' }).getAttribute('href')).toMatch(/sort=PRICE&breakfast=1$/);
    const pages = screen.getByRole('navigation', { name: 'Pages of stays' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Previous' }).getAttribute('href')).not.toContain('page=');
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toMatch(/page=3$/);
    expect(screen.getByText('Filters (1 on)')).toBeInTheDocument();
    const score = screen.getByRole('group', { name: "Guests' score" });
    expect(within(score).getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(
      within(score)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['', '6', '7', '8', '9']);
  });

  it('say why nothing is shown: no stay for these nights, or none for these filters (then the filters are what to change)', () => {
    const { unmount } = renderResults({ data: [], meta: { count: 0, page: 1, pageSize: 10, nights: 2 } });
    expect(screen.getByText(/No stay in Lagos has rooms free/)).toBeInTheDocument();
    unmount();
    renderResults({ data: [], meta: { count: 0, page: 1, pageSize: 10, nights: 2 } }, { filters: { ...parseStayFilters({}), minStars: 5 } });
    expect(screen.getByText('No stay matches these filters: clear some to see more.')).toBeInTheDocument();
  });

  it('say a failed search with a way to try again, never an empty list', () => {
    renderResults(null, {}, { status: 429, code: 'TOO_MANY_ATTEMPTS' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Too many searches from this connection.');
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/stays/search?city=LOS');
  });

  it('show the form itself, its problems first, for a search that cannot be made', () => {
    renderResults(null, { cityName: null, problems: [{ problem: 'checkInPast' }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a stay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check-in cannot be in the past.' })).toBeInTheDocument();
    expect(screen.queryByText('Edit')).toBeNull();
  });
});
