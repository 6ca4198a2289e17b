import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { ApiError } from '@/services/http';
import { initialAuthState } from '@/store/slices/auth';
import { LoginChooserDialog } from './LoginChooserDialog';
import { LoginModal } from './LoginModal';
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

describe('login modal', () => {
  const open = { auth: { ...initialAuthState, LoginFormM: true } };

  it('requires email and password before calling the API', async () => {
    renderWithProviders(<LoginModal />, { preloadedState: open });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(2);
    expect(loginRequest).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    renderWithProviders(<LoginModal />, { preloadedState: open });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('sends email, password and remember-me, then reloads the page', async () => {
    loginRequest.mockResolvedValue({ status: 'ok' });
    renderWithProviders(<LoginModal />, { preloadedState: open });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(loginRequest).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct horse', rememberMe: true });
    expect(reload).toHaveBeenCalled();
  });

  it("shows a refusal in the form, in the reader's words for the ones it knows and the server's otherwise", async () => {
    loginRequest.mockRejectedValueOnce(new ApiError({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Email or password is wrong.', errors: [] }));
    loginRequest.mockRejectedValueOnce(new ApiError({ status: 422, code: 'SOMETHING_NEW', message: 'A reason the server gives.', errors: [] }));
    renderWithProviders(<LoginModal />, { preloadedState: open });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or the password is not right.');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('A reason the server gives.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks for the emailed code when the account is not verified yet, and signs in with it', async () => {
    loginRequest.mockRejectedValue(new ApiError({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Verify first', verificationId: 'ver-1', errors: [] }));
    verifyEmailRequest.mockRejectedValueOnce(new ApiError({ status: 422, code: 'INVALID_CODE', message: 'wrong', errors: [] }));
    verifyEmailRequest.mockResolvedValueOnce({ status: 'Verified' });
    renderWithProviders(<LoginModal />, { preloadedState: open });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText('Verification code');
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The code has 6 digits.');
    await userEvent.type(code, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(verifyEmailRequest).toHaveBeenLastCalledWith('ver-1', '123456', 'en');
    expect(reload).toHaveBeenCalled();
  });

  it('says so plainly when the sign-in service cannot answer', async () => {
    loginRequest.mockRejectedValue(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'No route for POST /api/login.', errors: [] }));
    renderWithProviders(<LoginModal />, { preloadedState: open });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach our sign-in service/);
  });

  it('makes its header sticky after 40 px of scroll', async () => {
    renderWithProviders(<LoginModal />, { preloadedState: open });
    const header = screen.getByRole('button', { name: 'Close' }).parentElement!;
    const scroller = header.parentElement!;
    act(() => {
      scroller.scrollTop = 41;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-sticky', 'true');
  });

  it('opens sign-up from "no account?"', async () => {
    const { store } = renderWithProviders(<LoginModal />, { preloadedState: open });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(store.getState().auth).toMatchObject({ LoginFormM: false, SiginupFormM: true });
  });
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
