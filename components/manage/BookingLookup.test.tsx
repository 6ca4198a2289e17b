import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import { BookingLookup } from './BookingLookup';

const form = { reference: '', lastName: '', to: 'confirmation' as const, xsrf: 'token-123', error: null };

describe('BookingLookup: the booking ID forgotten', () => {
  it('offers a second form that posts the email back to Manage booking, without JavaScript', () => {
    renderWithProviders(<BookingLookup purpose="manage" {...form} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Forgot your booking ID?' })).toBeInTheDocument();
    // The first form's field alone answers to "Booking ID".
    expect(screen.getAllByLabelText(/booking id/i)).toHaveLength(1);
    const email = screen.getByRole('textbox', { name: 'Email you booked with' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    const post = email.closest('form')!;
    expect(post).toHaveAttribute('method', 'post');
    expect(post).toHaveAttribute('action', '/manage');
    expect(post.querySelector('input[name="remind"]')).toHaveValue('1');
    expect(post.querySelector('input[name="xsrf"]')).toHaveValue('token-123');
    expect(within(post).getByRole('button', { name: 'Email me my bookings' })).toBeInTheDocument();
  });

  it('says where the bookings went (never whether the address booked), and an error beside its field, in French too', () => {
    const { unmount } = renderWithProviders(
      <BookingLookup purpose="manage" {...form} remind={{ email: 'ada@example.com', sent: 'a•••@example.com', error: null }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('If bookings were made with a•••@example.com, their IDs and links are on their way to that address.');
    unmount();
    renderWithProviders(<BookingLookup purpose="manage" {...form} remind={{ email: 'ada@', sent: null, error: 'INVALID' }} />, { language: 'fr' });
    const email = screen.getByRole('textbox', { name: 'E-mail utilisé pour réserver' });
    expect(email).toHaveValue('ada@');
    expect(email).toHaveAccessibleDescription(/Indiquez une adresse e-mail valide/);
  });
});
