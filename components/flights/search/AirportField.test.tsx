jest.mock('@/services/locations', () => ({ ...jest.requireActual('@/services/locations'), searchAirports: jest.fn() }));

import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { searchAirports, type AirportSuggestion } from '@/services/locations';
import { initialAuthState } from '@/store/slices/auth';
import { AirportField, airportLabel } from './AirportField';

const airport = (iataCode: string, cityName: string, name: string, countryName: string): AirportSuggestion => ({
  iataCode,
  name,
  detailedName: `${cityName}: ${name}`,
  address: { cityName, countryName, countryCode: 'XX' },
});
const lagos = airport('LOS', 'Lagos', 'Murtala Muhammed International', 'Nigeria');
const london = airport('LHR', 'London', 'Heathrow', 'United Kingdom');

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <AirportField label="From" name="from" value={value} onChange={setValue} error={error} />;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(searchAirports).mockReset();
});
afterEach(() => jest.useRealTimers());

const typeIn = async (text: string) => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.type(screen.getByRole('combobox', { name: 'From' }), text);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(250);
  });
  return user;
};

describe('the airport field', () => {
  it('asks the API once the person pauses, from two letters, in their language and country', async () => {
    jest.mocked(searchAirports).mockResolvedValue([lagos]);
    renderWithProviders(<Field />, { preloadedState: { auth: { ...initialAuthState, locale: 'fr', location: { country_code: 'SN' } as never } } });
    await typeIn('l');
    expect(searchAirports).not.toHaveBeenCalled();
    await typeIn('ag');
    expect(searchAirports).toHaveBeenCalledTimes(1);
    expect(searchAirports).toHaveBeenCalledWith('lag', 'fr', expect.objectContaining({ country: 'SN' }));
    expect(screen.getByRole('option', { name: /Lagos LOS/ })).toHaveTextContent('Murtala Muhammed International, Nigeria');
  });

  it('fills in "City (CODE)" from the chosen suggestion, and then suggests nothing more', async () => {
    jest.mocked(searchAirports).mockResolvedValue([lagos, london]);
    renderWithProviders(<Field />);
    const user = await typeIn('lo');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const input = screen.getByRole('combobox', { name: 'From' });
    expect(input).toHaveValue('London (LHR)');
    expect(airportLabel(london)).toBe('London (LHR)');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(250);
    });
    expect(searchAirports).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps working as free text when the suggestions cannot be had', async () => {
    jest.mocked(searchAirports).mockRejectedValue(new Error('offline'));
    renderWithProviders(<Field error="Choose an airport from the list." />);
    await typeIn('Lagos');
    const input = screen.getByRole('combobox', { name: 'From' });
    expect(input).toHaveValue('Lagos');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAccessibleDescription('Choose an airport from the list.');
  });
});
