jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/experiences/tours', asPath: '/experiences/tours?city=LOS', query: {}, push: jest.fn(), replace: jest.fn() }),
}));

import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import { parseExperienceFilters } from '@/lib/experience-query';
import type { Activity, ExperienceCity } from '@/services/experiences';
import { resultsSettled } from '@/store/slices/experiences';
import { ExperienceResults, type ExperienceResultsProps } from './ExperienceResults';

const cities: ExperienceCity[] = [{ code: 'LOS', name: 'Lagos', countryCode: 'NG', countryName: 'Nigeria', experiences: 12, places: 3 }];
const activity = (id: string, name: string): Activity =>
  ({
    type: 'activity',
    id,
    self: { href: `/api/experienceView?id=${id}`, methods: ['GET'] },
    name,
    shortDescription: 'A walk.',
    description: 'A walk.',
    geoCode: { latitude: 6.45, longitude: 3.4 },
    price: { amount: '15000.00', currencyCode: 'NGN' },
    pictures: [],
    bookingLink: '',
    provider: 'experiences',
    category: 'TOURS',
    cityCode: 'LOS',
    informational: false,
    reviews: { score: 8.8, count: 12 },
    details: null,
  }) as Activity;
type List = NonNullable<Parameters<typeof resultsSettled>[0]['results']>;
const list = (count: number, page = 1): List => ({
  data: [activity('EXLOS001', 'Lekki Conservation Centre walk'), activity('EXLOS002', 'Makoko by boat')],
  meta: { count, page, pageSize: 12 },
});

const props = (overrides: Partial<ExperienceResultsProps> = {}): ExperienceResultsProps => ({
  category: 'TOURS',
  cities,
  filters: parseExperienceFilters({ city: 'LOS' }),
  problems: [],
  today: '2027-03-01',
  maxDate: '2028-03-01',
  firstPhoto: null,
  ...overrides,
});

function renderResults(results: List | null, overrides: Partial<ExperienceResultsProps> = {}, error: { status: number; code: string } | null = null) {
  const view = renderWithProviders(<ExperienceResults {...props(overrides)} />);
  act(() => {
    view.store.dispatch(resultsSettled({ results, error: error as never }));
  });
  return view;
}

describe('a category’s experiences', () => {
  it('name the category and city, describe it, and list its experiences with the way to the others', () => {
    renderResults(list(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Tours in Lagos' })).toBeInTheDocument();
    expect(screen.getByText(/City walks, food tours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All experiences' })).toHaveAttribute('href', '/experiences?city=LOS');
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Tours' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('2 experiences')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Lekki Conservation Centre walk', 'Makoko by boat']);
  });

  it('search words: said in the heading, kept by the sorts and pages', () => {
    renderResults(list(30, 2), { filters: parseExperienceFilters({ city: 'LOS', q: 'boat', page: '2' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Tours: “boat”' })).toBeInTheDocument();
    const sorts = screen.getByRole('navigation', { name: 'Sort by' });
    expect(within(sorts).getByRole('link', { name: 'Lowest price' }).getAttribute('href')).toMatch(/q=boat/);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toMatch(/page=3/);
  });

  it('open the search to say words too short, and the filters to say a day in the past', () => {
    renderResults(null, { filters: parseExperienceFilters({ q: 'a', date: '2027-02-01' }), problems: ['termShort', 'datePast'] });
    expect(screen.getByText('Type at least two letters of what you are looking for.').closest('details')).toHaveAttribute('open');
    expect(screen.getByText('Choose a day from today.').closest('details')).toHaveAttribute('open');
  });

  it('say a city without experiences, an empty list and a failed search, each in its words', () => {
    const { unmount } = renderResults(list(0), { problems: ['city'] });
    expect(screen.getByRole('alert')).toHaveTextContent('We have no experiences in this city yet.');
    unmount();
    const second = renderResults({ data: [], meta: { count: 0, page: 1, pageSize: 12 } }, { filters: parseExperienceFilters({ minScore: '9' }) });
    expect(screen.getByText('Nothing matches. Remove a filter or try other words.')).toBeInTheDocument();
    second.unmount();
    renderResults(null, {}, { status: 503, code: 'PROVIDER_UNAVAILABLE' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the experiences just now (PROVIDER_UNAVAILABLE).');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/experiences/tours?city=LOS');
  });
});
