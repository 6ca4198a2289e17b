jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/hub/settings', asPath: '/hub/settings' }) }));
jest.mock('@/services/account', () => ({
  ...jest.requireActual('@/services/account'),
  savePersonalInfo: jest.fn(),
  changePassword: jest.fn(),
  deleteAccount: jest.fn(),
  uploadProfilePhoto: jest.fn(),
}));
jest.mock('@/components/common/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/common/toast';
import { renderWithProviders } from '@/components/test-utils/render';
import { changePassword, savePersonalInfo, uploadProfilePhoto, type PersonalInfo } from '@/services/account';
import { ApiError } from '@/services/http';
import { HubSettings } from './HubSettings';

const info = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Obi',
  adminType: null,
  emailVerified: true,
  referralCode: 'ADA123',
  phone: '',
  dateOfBirth: '',
  nationality: 'NG',
  stateOfOrigin: '',
  address: '',
  zipCode: '',
  hasPassword: true,
  photoUrl: null,
} as unknown as PersonalInfo;

beforeEach(() => jest.clearAllMocks());

describe('account settings', () => {
  it('say to sign in first, or that the details could not be loaded', () => {
    const { unmount } = renderWithProviders(<HubSettings info={null} />);
    expect(screen.getByText('Log in to see your trips, points and preferences.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<HubSettings info={null} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
  });

  it('save the personal details, the nationality as a code in capitals', async () => {
    jest.mocked(savePersonalInfo).mockResolvedValue(undefined as never);
    const user = userEvent.setup();
    renderWithProviders(<HubSettings info={info} />);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const nationality = screen.getByLabelText('Nationality (two-letter code, e.g. NG)');
    await user.clear(nationality);
    await user.type(nationality, 'sn');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    await waitFor(() => expect(savePersonalInfo).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Ada', nationality: 'SN' })));
    expect(toast.success).toHaveBeenCalledWith('Updated successfully');
  });

  it('check a new password before sending it, and say a wrong current password in words', async () => {
    jest.mocked(changePassword).mockRejectedValue(new ApiError({ status: 403, code: 'WRONG_PASSWORD', message: 'wrong', errors: [] }));
    const user = userEvent.setup();
    renderWithProviders(<HubSettings info={info} />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(toast.error).toHaveBeenCalledWith('Use at least 8 characters.');
    await user.type(screen.getByLabelText('New password'), '-and-long');
    await user.type(screen.getByLabelText('Confirm the new password'), 'different!');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(toast.error).toHaveBeenLastCalledWith('The passwords do not match.');
    expect(changePassword).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'short-and-long');
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('That is not your current password.'));
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'old-password',
      password: 'short-and-long',
      confirmPassword: 'short-and-long',
      language: 'en',
    });
  });

  it('add a password to an account that signs in with Google, asking no current one', () => {
    renderWithProviders(<HubSettings info={{ ...info, hasPassword: false }} />);
    expect(screen.getByRole('heading', { name: 'Add a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('refuse a photo that is no picture or over 1 MB before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<HubSettings info={info} />);
    const input = screen.getByLabelText('Choose a picture');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(toast.error).toHaveBeenCalledWith('This file is not a picture. Use a JPEG, PNG or WebP image.');
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(toast.error).toHaveBeenLastCalledWith('The picture is larger than 1 MB. Please choose a smaller one.');
    expect(uploadProfilePhoto).not.toHaveBeenCalled();
  });

  it('show the new photo once uploaded', async () => {
    jest.mocked(uploadProfilePhoto).mockResolvedValue('/api/users/u1/photo?v=2');
    renderWithProviders(<HubSettings info={info} />);
    expect(screen.getByText('No picture yet.')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Choose a picture'), new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', '/api/users/u1/photo?v=2');
  });

  it('ask again before deleting the account, and let the person keep it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HubSettings info={info} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(screen.getByRole('button', { name: 'Yes, delete my account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('button', { name: 'Yes, delete my account' })).toBeNull();
  });
});
