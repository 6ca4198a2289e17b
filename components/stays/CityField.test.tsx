import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import type { StayCity } from '@/services/stays';
import { CityField } from './CityField';

const cities: StayCity[] = [
  { code: 'LOS', name: 'Lagos', countryCode: 'NG', countryName: 'Nigeria', latitude: 6.45, longitude: 3.39 },
  { code: 'ABV', name: 'Abuja', countryCode: 'NG', countryName: 'Nigeria', latitude: 9.07, longitude: 7.49 },
  { code: 'ACC', name: 'Accra', countryCode: 'GH', countryName: 'Ghana', latitude: 5.6, longitude: -0.19 },
];

function Field({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <CityField id="city" label="Destination" value={value} cities={cities} onChange={setValue} error={error} />;
}

describe('the stays destination', () => {
  it('suggests the cities that match, with nothing picked until the person moves', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(input, 'a');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(options.every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('a');
  });

  it('moves with the arrows, wrapping round, and Enter chooses the highlighted city', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(input, 'acc');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['AccraGhana']);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Accra, Ghana');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses a city by pointer, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(input, 'ab');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'u');
    await user.click(screen.getByRole('option', { name: /Abuja/ }));
    expect(input).toHaveValue('Abuja, Nigeria');
  });

  it('says its error under the field, read with it', () => {
    renderWithProviders(<Field error="Choose where you are going." />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose where you are going.');
    expect(input).toHaveAttribute('name', 'city');
  });
});
