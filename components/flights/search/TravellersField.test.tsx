import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, renderWithProviders } from '@/components/test-utils/render';
import { makeStore } from '@/store';
import type { Cabin } from '@/lib/flight-search-query';
import { maxFor, TravellersField, type TravellerCounts } from './TravellersField';

function Field({ initial, error }: { initial: TravellerCounts; error?: string }) {
  const [counts, setCounts] = useState(initial);
  const [cabin, setCabin] = useState<Cabin>('ECONOMY');
  return <TravellersField counts={counts} cabin={cabin} onCounts={setCounts} onCabin={setCabin} error={error} />;
}

const one = { adults: 1, children: 0, lapInfants: 0, seatInfants: 0 };

describe('travellers and cabin', () => {
  it('allows nine seats in all and one infant on each adult’s lap', () => {
    expect(maxFor('adults', { adults: 2, children: 3, lapInfants: 2, seatInfants: 1 })).toBe(5);
    expect(maxFor('lapInfants', { adults: 2, children: 7, lapInfants: 0, seatInfants: 0 })).toBe(2);
    expect(maxFor('children', { adults: 9, children: 0, lapInfants: 0, seatInfants: 0 })).toBe(0);
  });

  it('says the party and cabin in its summary, and steps each kind within the rules', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field initial={one} />);
    const summary = screen.getByText('Travellers and cabin').closest('summary')!;
    expect(summary).toHaveTextContent('1 traveller · Economy');
    await user.click(summary);
    expect(screen.getByRole('button', { name: 'Fewer Adults' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More Infants on lap' }));
    expect(screen.getByRole('button', { name: 'More Infants on lap' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More Children' }));
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    expect(summary).toHaveTextContent('3 travellers · Business');
  });

  it('closes on Escape, giving the keyboard back to its summary, and on a press outside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <p>Outside</p>
        <Field initial={one} />
      </>,
    );
    const summary = screen.getByText('Travellers and cabin').closest('summary')!;
    const details = summary.closest('details')!;
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'More Children' }));
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.click(screen.getByText('Outside'));
    expect(details.open).toBe(false);
  });

  it('lets a press on a button below it be that button’s click, closing only once the press is over', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={submitted}>
        <Field initial={one} />
        <button type="submit">Search flights</button>
      </form>,
    );
    const details = screen.getByText('Travellers and cabin').closest('details')!;
    await user.click(screen.getByText('Travellers and cabin'));
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Search flights' }) });
    // Pressed, not yet let go: the panel is still there, nothing under the pointer has moved.
    expect(details.open).toBe(true);
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Search flights' }) });
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(details.open).toBe(false);
  });

  it('names its buttons as French speaks, for a screen reader', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field initial={one} />, { language: 'fr' });
    await user.click(screen.getByText('Voyageurs et cabine'));
    expect(screen.getByRole('button', { name: 'Ajouter un adulte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer un bébé sur les genoux' })).toBeDisabled();
  });

  it('takes a typed number within the rules, and the infants on laps leave with their adults', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field initial={{ adults: 3, children: 0, lapInfants: 3, seatInfants: 0 }} />);
    await user.click(screen.getByText('Travellers and cabin'));
    const adults = screen.getByRole('spinbutton', { name: /Adults/ });
    expect(adults).toHaveAttribute('name', 'adults');
    await user.click(screen.getByRole('button', { name: 'Fewer Adults' }));
    expect(screen.getByRole('spinbutton', { name: /Infants on lap/ })).toHaveValue(2);
    const children = screen.getByRole('spinbutton', { name: /Children/ });
    await user.clear(children);
    await user.type(children, '40');
    expect(children).toHaveValue(7);
  });

  it('opens to show its error beside the counts it is about', () => {
    renderWithProviders(<Field initial={one} error="At most 9 travellers." />);
    const error = screen.getByText('At most 9 travellers.');
    expect(error.closest('details')).toHaveAttribute('open');
  });

  it('is drawn open in the page’s HTML when it comes with an error, so it shows without JavaScript', () => {
    const html = renderToString(
      <Provider store={makeStore()}>
        <I18nextProvider i18n={createTestI18n() as unknown as I18n}>
          <TravellersField counts={one} cabin="ECONOMY" onCounts={jest.fn()} onCabin={jest.fn()} error="At most 9 travellers." />
        </I18nextProvider>
      </Provider>,
    );
    expect(html).toMatch(/^<details class="travellers" open="">/);
  });
});
