import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { initialAuthState } from '@/store/slices/auth';
import { LoginChooserDialog } from './LoginChooserDialog';

const loginRequest = jest.fn();
const signupRequest = jest.fn();
const verifyEmailRequest = jest.fn();
jest.mock('@/services/auth', () => ({
  loginRequest: (payload: unknown) => loginRequest(payload),
  signupRequest: (payload: unknown) => signupRequest(payload),
  verifyEmailRequest: (...args: unknown[]) => verifyEmailRequest(...args),
}));

const reload = jest.fn();
jest.mock('@/components/common/reload-page', () => ({ reloadPage: () => reload() }));
beforeEach(() => {
  loginRequest.mockReset();
  signupRequest.mockReset();
  reload.mockReset();
});

describe('login chooser', () => {
  it('leads to the email form, the social redirects (back to this page) and sign-up', async () => {
    window.history.replaceState(null, '', '/flights/search?from=LOS');
    const { store } = renderWithProviders(<LoginChooserDialog />, {
      preloadedState: { auth: { ...initialAuthState, AuthModal: true, socialLogin: { google: true, twitter: true } } },
    });
    const dialog = screen.getByRole('dialog', { name: 'Log in or create an account' });
    expect(within(dialog).getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/login/google?returnTo=%2Fflights%2Fsearch%3Ffrom%3DLOS',
    );
    expect(within(dialog).getByRole('link', { name: 'Continue with X (Twitter)' })).toHaveAttribute(
      'href',
      '/api/login/twitter?returnTo=%2Fflights%2Fsearch%3Ffrom%3DLOS',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with email' }));
    expect(store.getState().auth).toMatchObject({ AuthModal: false, LoginFormM: true });
  });

  it('does not offer a social sign-in that has no keys (hidden, not greyed out)', () => {
    renderWithProviders(<LoginChooserDialog />, {
      preloadedState: { auth: { ...initialAuthState, AuthModal: true, socialLogin: { google: false, twitter: true } } },
    });
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Google/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue with X (Twitter)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { store } = renderWithProviders(<LoginChooserDialog />, { preloadedState: { auth: { ...initialAuthState, AuthModal: true } } });
    await userEvent.keyboard('{Escape}');
    expect(store.getState().auth.AuthModal).toBe(false);
  });
});
