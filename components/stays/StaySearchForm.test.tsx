const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/stays', asPath: '/stays', query: {}, push, replace: jest.fn() }),
}));

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import type { StaySearchCriteria } from '@/lib/stay-search-query';
import type { StayCity } from '@/services/stays';
import { initialAuthState } from '@/store/slices/auth';
import { selectStays } from '@/store/slices/stays';
import { StaySearchForm } from './StaySearchForm';

const cities: StayCity[] = [
  { code: 'LOS', name: 'Lagos', countryCode: 'NG', countryName: 'Nigeria', latitude: 6.45, longitude: 3.39 },
  { code: 'DKR', name: 'Dakar', countryCode: 'SN', countryName: 'Senegal', latitude: 14.69, longitude: -17.44 },
];
const today = '2026-11-29';
const empty: StaySearchCriteria = { city: '', checkIn: '', checkOut: '', rooms: 1, adults: 2, childAges: [] };
const asked: StaySearchCriteria = { city: 'DKR', checkIn: '2027-01-03', checkOut: '2027-01-05', rooms: 1, adults: 2, childAges: [] };

beforeEach(() => jest.clearAllMocks());

describe('the stays search', () => {
  it('is a GET form to the results, filled with the asked search and its city named as the list names it, so it works without JavaScript', () => {
    renderWithProviders(<StaySearchForm cities={cities} values={asked} today={today} />, {
      language: 'fr',
      preloadedState: { auth: { ...initialAuthState, locale: 'fr' } },
    });
    const form = screen.getByRole('form', { name: 'Trouver un séjour' });
    expect(form).toHaveAttribute('action', '/fr/stays/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Dakar, Senegal');
    expect(screen.getByLabelText('Arrivée')).toHaveAttribute('min', today);
    expect(screen.getByLabelText('Arrivée')).toHaveAttribute('max', '2027-11-29');
    expect(screen.getByLabelText('Départ')).toHaveAttribute('min', '2027-01-04');
  });

  it('lists every problem before searching, each linked to its field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StaySearchForm cities={cities} values={{ ...empty, city: 'Atlantis' }} today={today} />);
    await user.click(screen.getByRole('button', { name: 'Search stays' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['We have no stays in “Atlantis” yet: choose a city from the list.', '#stay-search-city'],
      ['Choose your check-in date.', '#stay-search-checkIn'],
      ['Choose your check-out date.', '#stay-search-checkOut'],
    ]);
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Check-in')).toHaveAccessibleDescription('Choose your check-in date.');
    expect(push).not.toHaveBeenCalled();
  });

  it('moves the check-out after a later check-in, asks each child’s age, and searches by the city’s code', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<StaySearchForm cities={cities} values={asked} today={today} />);
    const checkIn = screen.getByLabelText('Check-in');
    await user.clear(checkIn);
    await user.type(checkIn, '2027-01-10');
    expect(screen.getByLabelText('Check-out')).toHaveValue('2027-01-11');
    await user.selectOptions(screen.getByLabelText('Children'), '2');
    const ages = screen.getByRole('group', { name: "Children's ages on check-in day" });
    await user.selectOptions(within(ages).getByLabelText('Child 1'), '4');
    await user.click(screen.getByRole('button', { name: 'Search stays' }));
    expect(await screen.findByRole('link', { name: 'Give the age of child 2.' })).toHaveAttribute('href', '#stay-search-age-1');
    await user.selectOptions(within(ages).getByLabelText('Child 2'), '0');
    await user.click(screen.getByRole('button', { name: 'Search stays' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/stays/search?city=DKR&checkIn=2027-01-10&checkOut=2027-01-11&rooms=1&adults=2&children=2&age=4&age=0'),
    );
    expect(selectStays(store.getState()).loading).toBe(true);
  });

  it('stops the loader when the search does not move the page', async () => {
    push.mockResolvedValueOnce(false);
    const { store } = renderWithProviders(<StaySearchForm cities={cities} values={asked} today={today} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search stays' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    await waitFor(() => expect(selectStays(store.getState()).loading).toBe(false));
  });

  it('says each room needs an adult', async () => {
    renderWithProviders(<StaySearchForm cities={cities} values={{ ...asked, rooms: 3, adults: 2 }} today={today} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search stays' }));
    expect(await screen.findByRole('link', { name: /Each room needs at least one adult/ })).toHaveAttribute('href', '#stay-search-rooms');
  });

  it('shows the server’s refusal of the asked search at once', () => {
    renderWithProviders(<StaySearchForm cities={cities} values={{ ...asked, checkIn: '2026-11-01' }} problems={[{ problem: 'checkInPast' }]} today={today} />);
    expect(screen.getByRole('link', { name: 'Check-in cannot be in the past.' })).toHaveAttribute('href', '#stay-search-checkIn');
  });

  it('on a stay’s page asks only the dates and guests, and opens that stay’s rooms', async () => {
    renderWithProviders(<StaySearchForm cities={cities} values={asked} today={today} stayId="STDKR001" />);
    expect(screen.queryByRole('combobox', { name: 'Destination' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Dates and guests for this stay' })).toHaveAttribute('action', '/stays/STDKR001');
    await userEvent.click(screen.getByRole('button', { name: 'Show prices' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/stays/STDKR001?city=DKR&checkIn=2027-01-03&checkOut=2027-01-05&rooms=1&adults=2#rooms'));
  });
});
