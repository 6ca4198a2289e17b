jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/flights/lagos-to-london', push: jest.fn() }) }));

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { FlightRouteFacts } from '@/services/flights';
import { initialAuthState } from '@/store/slices/auth';
import { RoutePage, type RoutePageProps } from './RoutePage';

const facts: FlightRouteFacts = {
  origin: 'LOS',
  destination: 'LHR',
  originCity: 'Lagos',
  destinationCity: 'London',
  currency: 'NGN',
  months: [
    { month: '2027-01', date: '2027-01-15', lowest: '950000.00' },
    { month: '2027-02', date: '2027-02-15', lowest: '720000.00' },
    { month: '2027-03', date: '2027-03-15', lowest: null },
  ],
  carriers: [
    { code: 'BA', name: 'BRITISH AIRWAYS' },
    { code: 'VS', name: 'VIRGIN ATLANTIC' },
  ],
  shortestMinutes: 385,
  typicalMinutes: 410,
  fewestStops: 0,
  includedBags: 2,
};
const props = (overrides: Partial<RoutePageProps> = {}): RoutePageProps => ({
  slug: 'lagos-to-london',
  origin: 'LOS',
  destination: 'LON',
  cities: { from: 'Lagos', to: 'London' },
  facts,
  reverse: 'london-to-lagos',
  nearby: [{ slug: 'lagos-to-accra', city: 'Accra' }],
  ...overrides,
});
const naira = { preloadedState: { auth: { ...initialAuthState, currency: 'NGN' as const } } };

describe('a route’s page', () => {
  it('fills the search in, and gives the lowest fare of each month, the cheapest marked, each month opening its calendar', () => {
    renderWithProviders(<RoutePage {...props()} />, naira);
    expect(screen.getByRole('heading', { level: 1, name: 'Cheap flights from Lagos to London' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /search/i })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /lowest one-way fare/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['January 2027₦950,000', 'February 2027₦720,000', 'March 2027No flight found']);
    expect(within(rows[1]!).getByRole('cell')).toHaveClass('cheapest');
    expect(within(rows[0]!).getByRole('link', { name: 'See every day of January 2027' }).getAttribute('href')).toBe(
      '/flights/calendar?from=LOS&to=LON&month=2027-01&adults=1&cabin=ECONOMY',
    );
  });

  it('answers the questions travellers ask from our own searches, and links the way back and the neighbours', () => {
    renderWithProviders(<RoutePage {...props()} />, naira);
    const faq = screen.getByRole('region', { name: 'Questions travellers ask' });
    expect(
      within(faq)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'How much is a flight from Lagos to London?',
      'Which airlines fly from Lagos to London?',
      'How long is the flight from Lagos to London?',
      'When is it cheapest to fly from Lagos to London?',
      'How much checked baggage is included?',
      'Do I need a visa to fly to London?',
    ]);
    expect(within(faq).getByText(/started at ₦720,000 \(in February 2027\)/)).toBeInTheDocument();
    expect(within(faq).getByText('We found flights by British Airways and Virgin Atlantic.')).toBeInTheDocument();
    expect(within(faq).getByText(/takes 6 h 25 min \(non-stop\)/)).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'The route at a glance' });
    expect(
      within(facts)
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual([
      'British Airways, Virgin Atlantic',
      'from 6\u00a0h\u00a025\u00a0min, usually about 6\u00a0h\u00a050\u00a0min',
      'Non-stop flights available',
      '2 bags included',
    ]);
    const more = screen.getByRole('navigation', { name: 'More routes' });
    expect(within(more).getByRole('link', { name: 'Flights from London to Lagos' })).toHaveAttribute('href', expect.stringContaining('london-to-lagos'));
    expect(within(more).getByRole('link', { name: 'Lagos → Accra' })).toBeInTheDocument();
  });

  it('says when the prices could not be read, and asks only what it can answer', () => {
    renderWithProviders(<RoutePage {...props({ facts: null, reverse: null, nearby: [] })} />, naira);
    expect(screen.getByRole('status')).toHaveTextContent("We could not load this route's prices just now.");
    expect(screen.queryByRole('table')).toBeNull();
    const facts = screen.getByRole('region', { name: 'The route at a glance' });
    expect(
      within(facts)
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual(Array(4).fill('Not known yet'));
    const faq = screen.getByRole('region', { name: 'Questions travellers ask' });
    expect(
      within(faq)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Do I need a visa to fly to London?']);
  });
});
