import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { initialAuthState } from '@/store/slices/auth';
import { FilterPanel } from './FilterPanel';
import type { OfferDictionaries, OfferFilters } from './offer-view';

const none: OfferFilters = { stops: 'ALL', airlines: [], maxPriceMinor: null, departs: [], maxHours: null };
const dictionaries = { carriers: { P4: 'AIR PEACE', KQ: 'KENYA AIRWAYS' } } as unknown as OfferDictionaries;

function renderPanel(filters: OfferFilters = none, airlines = ['KQ', 'P4']) {
  const setView = jest.fn();
  renderWithProviders(
    <FilterPanel
      filters={filters}
      airlines={airlines}
      dictionaries={dictionaries}
      hourSteps={[8, 12]}
      priceSteps={[450000, 600000]}
      currency="NGN"
      setView={setView}
    />,
    // A visitor paying in naira: the steps are shown as they are.
    { preloadedState: { auth: { ...initialAuthState, currency: 'NGN' } } },
  );
  return setView;
}

describe('the results’ filters', () => {
  it('set the stops in the address, "any" leaving it', async () => {
    const setView = renderPanel({ ...none, stops: 'NONSTOP' });
    const stops = screen.getByRole('group', { name: 'Stops' });
    expect(within(stops).getByRole('radio', { name: 'Non-stop only' })).toBeChecked();
    await userEvent.click(within(stops).getByRole('radio', { name: 'Any number of stops' }));
    expect(setView).toHaveBeenCalledWith({ stops: undefined });
  });

  it('add and remove airlines by their names, shown only when there is a choice', async () => {
    const setView = renderPanel({ ...none, airlines: ['P4'] });
    const airlines = screen.getByRole('group', { name: 'Airlines' });
    await userEvent.click(within(airlines).getByRole('checkbox', { name: /Kenya Airways/i }));
    expect(setView).toHaveBeenLastCalledWith({ airline: ['P4', 'KQ'] });
    await userEvent.click(within(airlines).getByRole('checkbox', { name: /Air Peace/i }));
    expect(setView).toHaveBeenLastCalledWith({ airline: [] });
  });

  it('has no airline choice for a single airline', () => {
    renderPanel(none, ['P4']);
    expect(screen.queryByRole('group', { name: 'Airlines' })).toBeNull();
  });

  it('choose departure times, a longest journey and a highest price in the results’ currency', async () => {
    const setView = renderPanel({ ...none, maxPriceMinor: 45_000_000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Morning (06:00–11:59)' }));
    expect(setView).toHaveBeenLastCalledWith({ departs: ['MORNING'] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Journey time' }), 'Up to 12 hours');
    expect(setView).toHaveBeenLastCalledWith({ maxHours: '12' });
    const priceChoice = screen.getByRole('combobox', { name: 'Highest total price' });
    expect(priceChoice).toHaveValue('450000');
    expect(
      within(priceChoice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any price', '₦450,000', '₦600,000']);
    await userEvent.selectOptions(priceChoice, 'Any price');
    expect(setView).toHaveBeenLastCalledWith({ maxPrice: undefined });
  });

  it('clear every filter at once', async () => {
    const setView = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(setView).toHaveBeenCalledWith({ stops: undefined, airline: undefined, maxPrice: undefined, departs: undefined, maxHours: undefined });
  });
});
