import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import { TicketCheckView } from './TicketCheckView';

const check = {
  ticket: 'TKT-AB12-CD34-EF56',
  status: 'VALID' as const,
  experience: 'Lagos street food tour',
  startsAt: '2027-01-10T14:00:00+01:00',
  participants: 2,
  holder: 'Tu••• B•••',
};
const qr = { size: 29, path: 'M2 2h7v1h-7z' };

describe('TicketCheckView', () => {
  it('shows a valid ticket with its QR code, drawn as the page came', () => {
    renderWithProviders(<TicketCheckView ticket="TKT-AB12-CD34-EF56" check={check} problem={null} qr={qr} />);
    expect(screen.getByText('Valid ticket')).toBeInTheDocument();
    const code = screen.getByRole('img', { name: 'QR code of ticket TKT-AB12-CD34-EF56' });
    expect(code).toHaveAttribute('viewBox', '0 0 29 29');
    expect(code.querySelector('path')).toHaveAttribute('d', 'M2 2h7v1h-7z');
    expect(screen.getByText(/Show this code at the meeting point/)).toBeInTheDocument();
  });

  it('shows no code on a cancelled or past ticket, and says a ticket it could not find', () => {
    const { unmount } = renderWithProviders(<TicketCheckView ticket="TKT-AB12-CD34-EF56" check={{ ...check, status: 'CANCELLED' }} problem={null} qr={qr} />);
    expect(screen.getByText('Cancelled: not valid')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    renderWithProviders(<TicketCheckView ticket="TKT-0000-0000-0000" check={null} problem="NOT_FOUND" />);
    expect(screen.getByRole('alert')).toHaveTextContent('No ticket has this number.');
  });
});
