import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { FlightSearchCriteria } from '@/lib/flight-search-query';
import { DatePrices } from './DatePrices';

const oneWay: FlightSearchCriteria = {
  tripType: 'singleTrip',
  legs: [{ from: 'LOS', to: 'ABV', date: '2027-01-10' }],
  returnDate: '',
  adults: 2,
  children: 0,
  lapInfants: 0,
  seatInfants: 0,
  cabin: 'ECONOMY',
};
const places = { LOS: 'Lagos', ABV: 'Abuja' };
const days = ['2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10', '2027-01-11', '2027-01-12', '2027-01-13'];

describe('DatePrices', () => {
  it('shows the lowest total on the days around a one-way departure, each a link to that search, the cheapest and the chosen named', () => {
    const cells = [['90000.00'], ['85000.00'], [null], ['95000.00'], ['99000.00'], ['120000.00'], ['88000.00']];
    renderWithProviders(
      <DatePrices criteria={oneWay} places={places} view={{ kind: 'grid', prices: { currency: 'NGN', departures: days, returns: null, cells } }} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Prices on nearby dates: Lagos → Abuja');
    expect(screen.getByText(/The lowest total for 2 travellers/)).toBeInTheDocument();
    const row = screen.getByRole('list', { name: 'Departure dates' });
    expect(within(row).getAllByRole('link')).toHaveLength(6);
    expect(within(row).getByRole('link', { name: /Friday, 8 January: ₦85,000 \(cheapest\)/ })).toHaveAttribute('href', expect.stringContaining('2027-01-08'));
    expect(within(row).getByRole('link', { name: /your dates/ })).toHaveAttribute('aria-current', 'true');
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your results' })).toHaveAttribute('href', expect.stringContaining('2027-01-10'));
  });

  it('lays a month out in weeks from Monday, with a way to the months either side', () => {
    const month = Array.from({ length: 31 }, (_, index) => `2027-01-${String(index + 1).padStart(2, '0')}`);
    renderWithProviders(
      <DatePrices
        criteria={oneWay}
        places={places}
        view={{
          kind: 'month',
          month: '2027-01',
          stay: null,
          prices: { currency: 'USD', departures: month, returns: null, cells: month.map((_, index) => [String(100 + index)]) },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cheapest days: Lagos → Abuja');
    const table = screen.getByRole('table', { name: 'January 2027' });
    // 1 January 2027 is a Friday: four blank days before it.
    expect(within(table).getAllByRole('row')[1]!.querySelectorAll('td:empty')).toHaveLength(4);
    expect(within(table).getByRole('link', { name: /Friday, 1 January: US\$100 \(cheapest\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous month/ })).toHaveAttribute('href', expect.stringContaining('2026-12'));
    expect(screen.getByRole('link', { name: /Next month/ })).toHaveAttribute('href', expect.stringContaining('2027-02'));
  });

  it('keeps a return trip as it is in every link of the month: its length, the party and the cabin, said above the prices', () => {
    const month = Array.from({ length: 31 }, (_, index) => `2027-01-${String(index + 1).padStart(2, '0')}`);
    const roundTrip: FlightSearchCriteria = { ...oneWay, tripType: 'roundTrip', returnDate: '2027-01-24', children: 1, lapInfants: 1 };
    renderWithProviders(
      <DatePrices
        criteria={roundTrip}
        places={places}
        view={{
          kind: 'month',
          month: '2027-01',
          stay: 14,
          prices: { currency: 'NGN', departures: month, returns: null, cells: month.map((_, index) => [String(400000 + index)]) },
        }}
      />,
    );
    expect(screen.getByText('Return · 14 days · 4 travellers · Economy')).toBeInTheDocument();
    const next = new URL(screen.getByRole('link', { name: /Next month/ }).getAttribute('href')!, 'http://site').searchParams;
    expect([next.get('month'), next.get('stay'), next.get('lapInfants'), next.get('children')]).toEqual(['2027-02', '14', '1', '1']);
    const day = new URL(screen.getByRole('link', { name: /Tuesday, 5 January/ }).getAttribute('href')!, 'http://site').searchParams;
    expect([day.get('trip'), day.get('depart'), day.get('return')]).toEqual(['roundTrip', '2027-01-05', '2027-01-19']);
    const back = new URL(screen.getByRole('link', { name: 'Back to your results' }).getAttribute('href')!, 'http://site').searchParams;
    expect([back.get('trip'), back.get('depart'), back.get('return')]).toEqual(['roundTrip', '2027-01-10', '2027-01-24']);
    const nearby = screen.getByRole('link', { name: 'Prices ±3 days' }).getAttribute('href')!;
    expect(nearby).toMatch(/^\/flights\/dates\?trip=roundTrip&.*return=2027-01-24/);
  });

  it('says a one-way price is one way', () => {
    renderWithProviders(
      <DatePrices
        criteria={oneWay}
        places={places}
        view={{ kind: 'grid', prices: { currency: 'NGN', departures: days, returns: null, cells: days.map(() => ['1000.00']) } }}
      />,
    );
    expect(screen.getByText('One way · 2 travellers · Economy')).toBeInTheDocument();
  });

  it('says when other dates could not be looked up', () => {
    renderWithProviders(<DatePrices criteria={oneWay} places={places} view={null} />);
    expect(screen.getByText(/We could not look up other dates just now/)).toBeInTheDocument();
  });
});
