import { selectFlight } from '@/store/slices/flight';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { inDays } from '@/common/dates';
import { FlightSearchForm } from './FlightSearchForm';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', push }) }));

const searchAirports = jest.fn();
jest.mock('@/services/locations', () => ({ searchAirports: (...args: unknown[]) => searchAirports(...args) }));

const suggestion = (iataCode: string, cityName: string, name: string, countryName: string) => ({
  iataCode,
  name,
  detailedName: `${cityName}: ${name}`,
  address: { cityName, countryName, countryCode: 'XX' },
});

beforeEach(() => {
  push.mockClear();
  searchAirports.mockReset();
  searchAirports.mockResolvedValue([]);
});

describe('FlightSearchForm', () => {
  it('suggests airports as you type and takes one with the keyboard', async () => {
    searchAirports.mockResolvedValue([suggestion('LOS', 'Lagos', 'Murtala Muhammed', 'Nigeria'), suggestion('LGW', 'London', 'Gatwick', 'United Kingdom')]);
    renderWithProviders(<FlightSearchForm />);
    const from = screen.getByRole('combobox', { name: 'From' });
    await userEvent.type(from, 'lag');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(within(screen.getByRole('listbox', { name: 'Suggestions for From' })).getByText('Murtala Muhammed, Nigeria')).toBeInTheDocument();
    expect(searchAirports).toHaveBeenCalledWith('lag', 'en', expect.anything());
    // Nothing is highlighted until the person moves: Enter alone picks nothing (and sends nothing).
    expect(from).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    expect(from).toHaveValue('lag');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(from).toHaveValue('Lagos (LOS)');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says what is missing instead of searching', async () => {
    renderWithProviders(<FlightSearchForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByText('Choose where you fly from.')).toBeInTheDocument();
    expect(screen.getByText('Choose a date from today on.')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('goes to the shareable results address for a return trip', async () => {
    const { store } = renderWithProviders(<FlightSearchForm />);
    await userEvent.click(screen.getByRole('radio', { name: 'Return' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'From' }), 'LOS');
    await userEvent.type(screen.getByRole('combobox', { name: 'To' }), 'London (LHR)');
    await userEvent.type(screen.getByLabelText('Departure date'), inDays(10));
    await userEvent.type(screen.getByLabelText('Return date'), inDays(20));
    await userEvent.click(screen.getByText('Travellers and cabin'));
    await userEvent.click(screen.getByRole('button', { name: 'More Adults' }));
    await userEvent.click(screen.getByRole('button', { name: 'More Infants on lap' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Business' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search flights' }));
    expect(push).toHaveBeenCalledWith(
      `/flights/search?trip=roundTrip&from=LOS&to=LHR&depart=${inDays(10)}&return=${inDays(20)}&adults=2&lapInfants=1&cabin=BUSINESS`,
      undefined,
      { locale: 'en' },
    );
    expect(selectFlight(store.getState())).toMatchObject({ tripType: 'roundTrip', adults: 2, heldInfants: 1, ticketType: 'Business' });
  });

  it('keeps infants on laps within the adults and seats within nine', async () => {
    renderWithProviders(<FlightSearchForm />);
    await userEvent.click(screen.getByText('Travellers and cabin'));
    const moreLap = screen.getByRole('button', { name: 'More Infants on lap' });
    await userEvent.click(moreLap);
    expect(moreLap).toBeDisabled();
    for (let index = 0; index < 8; index += 1) await userEvent.click(screen.getByRole('button', { name: 'More Children' }));
    expect(screen.getByRole('button', { name: 'More Children' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More Adults' })).toBeDisabled();
    expect(screen.getByText('10 travellers · Economy')).toBeInTheDocument();
  });

  it('builds a multi-city trip of up to five flights', async () => {
    renderWithProviders(<FlightSearchForm />);
    await userEvent.click(screen.getByRole('radio', { name: 'Multi-city' }));
    expect(screen.getAllByRole('combobox', { name: 'From' })).toHaveLength(2);
    for (let index = 0; index < 3; index += 1) await userEvent.click(screen.getByRole('button', { name: '+ Add another flight' }));
    expect(screen.getAllByRole('combobox', { name: 'From' })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: '+ Add another flight' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove flight 5' }));
    expect(screen.getAllByRole('combobox', { name: 'From' })).toHaveLength(4);
  });

  it('swaps origin and destination', async () => {
    renderWithProviders(<FlightSearchForm />);
    await userEvent.type(screen.getByRole('combobox', { name: 'From' }), 'ABV');
    await userEvent.click(screen.getByRole('button', { name: 'Swap origin and destination' }));
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('ABV');
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('');
  });
});
