import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { ApiError } from '@/services/http';
import { initialAuthState } from '@/store/slices/auth';
import { LoginModal } from './LoginModal';

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
