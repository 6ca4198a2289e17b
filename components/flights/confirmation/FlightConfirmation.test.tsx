import { screen } from '@testing-library/react';
import { booking } from '@/components/flights/seats/fixtures';
import { renderWithProviders } from '@/components/test-utils/render';
import { FlightConfirmation } from './FlightConfirmation';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/flights/confirmation?booking=K7MX3Q', replace: jest.fn(), locale: 'en', defaultLocale: 'en' }) }));

describe('FlightConfirmation', () => {
  it('gives a paid trip its e-ticket, calendar file, a WhatsApp share and what happens next', () => {
    renderWithProviders(<FlightConfirmation booking={{ ...booking, status: 'CONFIRMED', paidAt: '2026-11-23T10:00:00Z', payable: false, providerReference: '2ZYVAL' }} />);
    expect(screen.getByText('Airline booking reference (PNR): 2ZYVAL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download e-ticket (PDF)' })).toHaveAttribute('href', '/api/bookings/K7MX3Q/ticket.pdf');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/bookings/K7MX3Q/calendar.ics');
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute('href', '/api/bookings/K7MX3Q/share/whatsapp');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute('href', '/manage?booking=K7MX3Q');
  });

  it("shows a transfer reservation's own account instead of a phone number", () => {
    const bankTransfer = { bankName: 'Test Bank', accountNumber: '9904100012', accountName: 'PAYSTACK CHECKOUT', expiresAt: '2026-11-24T08:00:00Z', amount: '240000.00', currency: 'NGN' as const, paymentReference: 'K7MX3Q-0A1B2C3D4E' };
    renderWithProviders(<FlightConfirmation booking={{ ...booking, paymentMethod: 'BANK_TRANSFER', bankTransfer }} />);
    expect(screen.getByRole('heading', { name: 'Pay by bank transfer' })).toBeInTheDocument();
    expect(screen.getByText('9904100012')).toBeInTheDocument();
    expect(screen.getAllByText('₦240,000')[0]).toHaveClass('value');
    expect(screen.queryByText(/to confirm your itinerary/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /e-ticket/ })).not.toBeInTheDocument();
  });

  it("shows each traveller's e-ticket number as airlines print it, once issued", () => {
    const passengers = booking.passengers.map((passenger, index) => ({ ...passenger, ticketNumber: index === 0 ? '1252123456789' : null }));
    renderWithProviders(<FlightConfirmation booking={{ ...booking, passengers, status: 'CONFIRMED', paidAt: '2026-11-23T10:00:00Z', payable: false, providerReference: '2ZYVAL' }} />);
    // The number is one unbreakable piece of its line.
    expect(screen.getByText('125-2123456789').parentElement).toHaveTextContent(/^E-ticket number: 125-2123456789$/);
    expect(screen.getAllByText(/E-ticket number/)).toHaveLength(1);
  });

  it('says the e-ticket number in French', () => {
    const passengers = booking.passengers.map((passenger) => ({ ...passenger, ticketNumber: '0742123456789' }));
    renderWithProviders(<FlightConfirmation booking={{ ...booking, passengers, status: 'CONFIRMED', paidAt: '2026-11-23T10:00:00Z', payable: false, providerReference: '2ZYVAL' }} />, { language: 'fr' });
    const numbers = screen.getAllByText('074-2123456789');
    expect(numbers).toHaveLength(2);
    for (const number of numbers) expect(number.parentElement).toHaveTextContent(/^Numéro de billet électronique : 074-2123456789$/);
  });
});
