import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { ApiError } from '@/services/http';
import { ForgotPassword } from './ForgotPassword';

const toastSuccess = jest.fn();
const toastError = jest.fn();
jest.mock('@/components/common/toast', () => ({
  toast: { success: (message: string) => toastSuccess(message), error: (message: string) => toastError(message) },
}));
const requestPasswordReset = jest.fn();
const checkResetCode = jest.fn();
const updatePassword = jest.fn();
jest.mock('@/services/account', () => ({
  requestPasswordReset: (...args: unknown[]) => requestPasswordReset(...args),
  checkResetCode: (...args: unknown[]) => checkResetCode(...args),
  updatePassword: (...args: unknown[]) => updatePassword(...args),
}));

describe('ForgotPassword', () => {
  it('goes email → code → password → congratulations with the spec toasts, and resets its steps when left', async () => {
    requestPasswordReset.mockResolvedValue({ status: 'sent' });
    checkResetCode
      .mockRejectedValueOnce(new ApiError({ status: 422, code: 'INVALID_CODE', message: 'wrong', errors: [] }))
      .mockResolvedValueOnce({ status: 'ok' });
    updatePassword.mockRejectedValueOnce(new ApiError({ status: 500, code: 'INTERNAL', message: 'boom', errors: [] })).mockResolvedValueOnce({ status: 'ok' });
    const { store, unmount } = renderWithProviders(<ForgotPassword />);

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(requestPasswordReset).toHaveBeenCalledWith('ada@example.com', 'en');
    expect(toastSuccess).toHaveBeenLastCalledWith('Email sent successfully');

    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(toastSuccess).toHaveBeenLastCalledWith('Otp verified successfully');

    await userEvent.type(screen.getByLabelText('New password'), 'new secret 1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'new secret 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords do not match.');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'new secret 1');
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(toastError).toHaveBeenLastCalledWith('Could not process request');
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(toastSuccess).toHaveBeenLastCalledWith('Password updated successfully');
    expect(screen.getByRole('status')).toHaveTextContent('Congratulations!');
    expect(store.getState().auth.forgotPasswordStep).toBe('done');

    unmount();
    expect(store.getState().auth.forgotPasswordStep).toBe('request');
  });
});
