import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { Combobox } from './Combobox';

const FRUITS = ['Mango', 'Guava', 'Pawpaw'];
const classes = { field: 'field', suggestions: 'open', hidden: 'hidden', suggestion: 'suggestion', error: 'error' };

function Fruit({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  const options = FRUITS.filter((fruit) => value && fruit.toLowerCase().includes(value.toLowerCase()));
  return (
    <form aria-label="Fruit" onSubmit={(event) => event.preventDefault()}>
      <Combobox
        label="Fruit"
        name="fruit"
        value={value}
        error={error}
        options={options}
        offering={!FRUITS.includes(value)}
        listLabel="Fruits"
        optionKey={(fruit) => fruit}
        renderOption={(fruit) => <span>{fruit}</span>}
        onType={setValue}
        onChoose={setValue}
        classes={classes}
      />
    </form>
  );
}

describe('a combobox', () => {
  it('suggests as the person types, nothing highlighted, and Enter alone picks nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fruit />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    await user.type(input, 'a');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Fruits' })).toHaveClass('open');
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'false', 'false']);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('a');
  });

  it('moves with the arrows, wrapping round both ways, and takes the highlighted one with Enter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fruit />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    await user.type(input, 'a');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Pawpaw' }).id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Mango' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Mango');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).toHaveClass('hidden');
  });

  it('closes on Escape and opens again on typing; a tap chooses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fruit />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    await user.type(input, 'gu');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'a');
    await user.click(screen.getByRole('option', { name: 'Guava' }));
    expect(input).toHaveValue('Guava');
  });

  it('says its error under the field, read with it, and sends its value by name without JavaScript', () => {
    renderWithProviders(<Fruit error="Choose a fruit." />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose a fruit.');
    expect(input).toHaveAttribute('name', 'fruit');
  });
});
