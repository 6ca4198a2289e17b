import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown } from './Dropdown';

const options = [
  { value: 'NGN', label: 'Naira' },
  { value: 'USD', label: 'Dollar' },
] as const;

function setup(onSelect = jest.fn()) {
  render(
    <div>
      <p>Outside</p>
      <Dropdown label="Currency: NGN" display="NGN" options={options} value="NGN" onSelect={onSelect} />
    </div>,
  );
  return { onSelect, button: screen.getByRole('button', { name: 'Currency: NGN' }) };
}

describe('Dropdown', () => {
  it('opens on click and closes on a second click', async () => {
    const { button } = setup();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { button } = setup();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const { button } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('marks the current choice and reports a new one, then closes and returns focus', async () => {
    const { button, onSelect } = setup();
    await userEvent.click(button);
    expect(screen.getByRole('menuitemradio', { name: 'Naira' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dollar' }));
    expect(onSelect).toHaveBeenCalledWith('USD');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('does not report the choice already made', async () => {
    const { button, onSelect } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Naira' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('moves between choices with the arrow keys and chooses with Enter', async () => {
    const { button, onSelect } = setup();
    await userEvent.click(button);
    expect(screen.getByRole('menuitemradio', { name: 'Naira' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Dollar' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Naira' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('USD');
  });
});
