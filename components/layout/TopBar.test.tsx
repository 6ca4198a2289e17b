import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { initialAuthState } from '@/store/slices/auth';
import { initialUiState } from '@/store/slices/ui';
import { TopBar } from './TopBar';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', push }) }));

const savePreferences = jest.fn((choice: unknown) => Promise.resolve(choice));
jest.mock('@/services/preferences', () => ({ savePreferences: (choice: unknown) => savePreferences(choice) }));

const located = { ...initialAuthState, location: { country_code: 'NG', country_code_iso3: 'NGA' }, locationResolved: true, currency: 'NGN' as const };

describe('TopBar', () => {
  beforeEach(() => {
    push.mockClear();
    savePreferences.mockClear();
  });

  it('offers NGN and USD on the flights page and saves a new currency', async () => {
    const { store } = renderWithProviders(<TopBar />, { preloadedState: { auth: located } });
    await userEvent.click(screen.getByRole('button', { name: 'Currency: NGN' }));
    const menu = screen.getByRole('menu', { name: 'Currency: NGN' });
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(2);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /USD/ }));
    expect(store.getState().auth.currency).toBe('USD');
    expect(savePreferences).toHaveBeenCalledWith({ currency: 'USD' });
  });

  it('offers NGN only on the insurance page', async () => {
    renderWithProviders(<TopBar />, { preloadedState: { auth: located, ui: { ...initialUiState, activePage: 'insurance' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Currency: NGN' }));
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(1);
  });

  it('shows naira on the insurance page to a visitor who chose dollars elsewhere', async () => {
    renderWithProviders(<TopBar />, { preloadedState: { auth: { ...located, currency: 'USD' }, ui: { ...initialUiState, activePage: 'insurance' } } });
    expect(screen.getByRole('button', { name: 'Currency: NGN' })).toBeInTheDocument();
    expect(screen.getByLabelText('Currency', { selector: 'select' })).toHaveValue('NGN');
  });

  it('hides the currency dropdown until the location is known', () => {
    renderWithProviders(<TopBar />);
    expect(screen.queryByRole('button', { name: /^Currency/ })).not.toBeInTheDocument();
  });

  it('switches the language by saving it and moving to the French address', async () => {
    renderWithProviders(<TopBar />, { preloadedState: { auth: located } });
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Français' }));
    expect(savePreferences).toHaveBeenCalledWith({ locale: 'fr' });
    expect(push).toHaveBeenCalledWith('/', '/', { locale: 'fr' });
  });

  it('shows Log in to a visitor and to an admin user, the Travel Hub menu to a traveller', async () => {
    const { unmount } = renderWithProviders(<TopBar />, {
      preloadedState: { auth: { ...located, user: { id: '1', email: 'a@b.c', firstName: 'Ada', lastName: 'Obi', adminType: 'super' } } },
    });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<TopBar />, {
      preloadedState: { auth: { ...located, user: { id: '1', email: 'a@b.c', firstName: 'Ada', lastName: 'Obi' } } },
    });
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Travel Hub/ }));
    expect(screen.getByRole('menuitem', { name: 'My Trips' })).toHaveAttribute('href', '/hub');
    expect(screen.getByRole('menuitem', { name: 'Preferences' })).toHaveAttribute('href', '/hub/preferences');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menuitem', { name: 'My Trips' })).not.toBeInTheDocument();
  });

  it('toggles the side menu with the burger', async () => {
    const { store } = renderWithProviders(<TopBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(store.getState().ui.sideMenuOpen).toBe(true);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the seasonal logo the server chose', () => {
    renderWithProviders(<TopBar />, { preloadedState: { ui: { ...initialUiState, season: 'sallah' } } });
    expect(screen.getByRole('img', { name: 'Baobab' })).toHaveAttribute('data-season', 'sallah');
  });
});
