import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { ApiError } from '@/services/http';
import { initialAuthState } from '@/store/slices/auth';
import { SignupDialog } from './SignupDialog';

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

describe('sign-up dialog', () => {
  const open = { auth: { ...initialAuthState, SiginupFormM: true, agent: 'agent-7' } };

  async function fill(overrides: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>> = {}) {
    const values = { first: 'Ada', last: 'Obi', email: 'ada@example.com', password: 'long enough', confirm: 'long enough', ...overrides };
    if (values.first) await userEvent.type(screen.getByLabelText('First name'), values.first);
    if (values.last) await userEvent.type(screen.getByLabelText('Last name'), values.last);
    if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
    if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
    if (values.confirm) await userEvent.type(screen.getByLabelText('Confirm password'), values.confirm);
  }

  it('requires the terms, 8+ characters and a matching confirmation', async () => {
    renderWithProviders(<SignupDialog />, { preloadedState: open });
    await fill({ email: 'not-an-email', password: 'short', confirm: 'shorter' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the privacy policy and the terms to continue.')).toBeInTheDocument();
    expect(signupRequest).not.toHaveBeenCalled();
  });

  it('sends only the four fields, then asks for the code sent to the email', async () => {
    signupRequest.mockResolvedValue({ status: 'Verification code sent', data: { verificationId: 'ver-2', email: 'ada@example.com' } });
    const { store } = renderWithProviders(<SignupDialog />, { preloadedState: open });
    await fill();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(signupRequest).toHaveBeenCalledWith({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi', password: 'long enough' });
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/ada@example\.com/)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(store.getState().auth.Created).toBe(true);
  });

  it('says what to do when this email was sent too many codes: use the latest, or wait an hour (not the general 15 minutes)', async () => {
    signupRequest.mockRejectedValueOnce(new ApiError({ status: 429, code: 'TOO_MANY_CODES', message: 'server words', errors: [] }));
    signupRequest.mockRejectedValueOnce(new ApiError({ status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'server words', errors: [] }));
    renderWithProviders(<SignupDialog />, { preloadedState: open });
    await fill();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('We have sent this address several codes already. Use the latest one, or try again in an hour.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Too many attempts. For your safety, please wait 15 minutes and try again.')).toBeInTheDocument();
  });

  it('goes back to login from its Log in link', async () => {
    const { store } = renderWithProviders(<SignupDialog />, { preloadedState: open });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().auth).toMatchObject({ SiginupFormM: false, LoginFormM: true });
  });

  it('speaks French on the French site', () => {
    renderWithProviders(<SignupDialog />, { preloadedState: open, language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Créez votre compte' })).toBeInTheDocument();
  });
});
