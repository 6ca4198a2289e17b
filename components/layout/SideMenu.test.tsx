jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', push: jest.fn() }) }));
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { initialUiState } from '@/store/slices/ui';
import { SideMenu } from './SideMenu';

describe('SideMenu', () => {
  it('lists the products with Flights active by default, and five greyed coming-soon slots', () => {
    renderWithProviders(<SideMenu />, { preloadedState: { ui: { ...initialUiState, sideMenuOpen: true } } });
    expect(screen.getByRole('link', { name: 'Flights' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Insurance' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Stays' })).toBeInTheDocument();
    expect(screen.getAllByText('Coming soon')).toHaveLength(5);
  });

  it('closes on Escape', async () => {
    const { store } = renderWithProviders(<SideMenu />, { preloadedState: { ui: { ...initialUiState, sideMenuOpen: true } } });
    await userEvent.keyboard('{Escape}');
    expect(store.getState().ui.sideMenuOpen).toBe(false);
  });
});

describe('SideMenu with its burger', () => {
  it('closes when the burger is pressed again, instead of closing and reopening', async () => {
    const { TopBar } = await import('./TopBar');
    const { store } = renderWithProviders(
      <>
        <TopBar />
        <SideMenu />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(store.getState().ui.sideMenuOpen).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(store.getState().ui.sideMenuOpen).toBe(false);
  });

  it('closes on a click outside', async () => {
    const { store } = renderWithProviders(
      <>
        <p>Page</p>
        <SideMenu />
      </>,
      { preloadedState: { ui: { ...initialUiState, sideMenuOpen: true } } },
    );
    await userEvent.click(screen.getByText('Page'));
    expect(store.getState().ui.sideMenuOpen).toBe(false);
  });
});
