import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { OpsRequests } from './OpsRequests';

const signOut = jest.fn(() => Promise.resolve());
jest.mock('@/components/layout/sign-out', () => ({ signOut: () => signOut() }));
const reload = jest.fn();
jest.mock('@/components/common/reload-page', () => ({ reloadPage: () => reload() }));
const toastError = jest.fn();
jest.mock('@/components/common/toast', () => ({ toast: { success: jest.fn(), error: (message: string) => toastError(message) } }));

describe('OpsRequests', () => {
  beforeEach(() => {
    signOut.mockClear();
    reload.mockClear();
    toastError.mockClear();
  });

  it('lets a staff member sign out from the operations page (the top bar has no account menu for staff)', async () => {
    renderWithProviders(<OpsRequests access="staff" which="open" requests={[]} />);
    expect(screen.getByText('Nothing to do: no request is open.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says why when signing out fails, and stays on the page', async () => {
    signOut.mockImplementationOnce(() => Promise.reject(new Error('The connection dropped.')));
    renderWithProviders(<OpsRequests access="staff" which="open" requests={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('The connection dropped.'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers no sign-out to a visitor who is not staff', () => {
    renderWithProviders(<OpsRequests access="signed-out" which="open" requests={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('This page is for our staff.');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});
