import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { booking } from '@/components/flights/seats/fixtures';
import { renderWithProviders } from '@/components/test-utils/render';
import { askHref } from '@/components/aftersales/BookingRequests';
import { FlightConfirmation } from './FlightConfirmation';

const mockQuery: Record<string, string> = { booking: 'K7MX3Q' };
jest.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/flights/confirmation?booking=K7MX3Q', query: mockQuery, replace: jest.fn(), locale: 'en', defaultLocale: 'en' }),
}));

jest.mock('@/services/aftersales', () => ({ answerQuote: jest.fn(async () => ({})), getBookingRequests: jest.fn() }));

const terms = {
  until: '2027-01-10T20:00:00.000Z',
  cancel: { refundable: true, penalty: '50000.00', refund: '140000.00' },
  change: { allowed: true, fee: '60000.00' },
  nameCorrection: { allowed: true },
  travellers: [{ id: '1', name: 'ADA OBI' }],
};

describe('FlightConfirmation', () => {
  it('tells the truth about a paid booking whose e-tickets the airline never issued: payment received, our team on it', () => {
    renderWithProviders(
      <FlightConfirmation
        booking={{ ...booking, status: 'CONFIRMED', paidAt: '2026-11-23T10:00:00Z', payable: false, providerReference: '2ZYVAL', fulfilment: 'FAILED' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('the airline has not confirmed your booking yet');
    expect(screen.queryByText(/e-ticket attached/)).not.toBeInTheDocument();
  });

  it('gives a paid trip its e-ticket, calendar file, a WhatsApp share and what happens next', () => {
    renderWithProviders(
      <FlightConfirmation booking={{ ...booking, status: 'CONFIRMED', paidAt: '2026-11-23T10:00:00Z', payable: false, providerReference: '2ZYVAL' }} />,
    );
    expect(screen.getByText('Airline booking reference (PNR): 2ZYVAL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download e-ticket (PDF)' })).toHaveAttribute('href', '/api/bookings/K7MX3Q/ticket.pdf');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/bookings/K7MX3Q/calendar.ics');
    expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute('href', '/api/bookings/K7MX3Q/share/whatsapp');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute('href', '/manage?booking=K7MX3Q');
  });

  it("shows a transfer reservation's own account instead of a phone number", () => {
    const bankTransfer = {
      bankName: 'Test Bank',
      accountNumber: '9904100012',
      accountName: 'PAYSTACK CHECKOUT',
      expiresAt: '2026-11-24T08:00:00Z',
      amount: '240000.00',
      currency: 'NGN' as const,
      paymentReference: 'K7MX3Q-0A1B2C3D4E',
    };
    renderWithProviders(<FlightConfirmation booking={{ ...booking, paymentMethod: 'BANK_TRANSFER', bankTransfer }} />);
    expect(screen.getByRole('heading', { name: 'Pay by bank transfer' })).toBeInTheDocument();
    expect(screen.getByText('9904100012')).toBeInTheDocument();
    expect(screen.getAllByText('₦240,000')[0]).toHaveClass('value');
    expect(screen.queryByText(/to confirm your itinerary/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /e-ticket/ })).not.toBeInTheDocument();
  });

  it("shows each traveller's e-ticket number as airlines print it, once issued", () => {
    const passengers = booking.passengers.map((passenger, index) => ({ ...passenger, ticketNumber: index === 0 ? '1252123456789' : null }));
    renderWithProviders(
      <FlightConfirmation
        booking={{ ...booking, passengers, status: 'CONFIRMED', paidAt: '2026-11-23T10:00:00Z', payable: false, providerReference: '2ZYVAL' }}
      />,
    );
    // The number is one unbreakable piece of its line.
    expect(screen.getByText('125-2123456789').parentElement).toHaveTextContent(/^E-ticket number: 125-2123456789$/);
    expect(screen.getAllByText(/E-ticket number/)).toHaveLength(1);
  });

  it('says above the itinerary that the airline moved the flights, linking to what changed (EN and FR)', () => {
    const paid = { ...booking, status: 'CONFIRMED' as const, paidAt: '2026-11-23T10:00:00Z', payable: false, providerReference: '2ZYVAL' };
    const { unmount } = renderWithProviders(<FlightConfirmation booking={paid} />);
    expect(screen.queryByText(/changed these flights/)).not.toBeInTheDocument();
    unmount();
    const { unmount: again } = renderWithProviders(
      <FlightConfirmation booking={{ ...paid, scheduleChanged: true }} requests={{ terms, canAsk: true, requests: [] }} />,
    );
    expect(screen.getByText(/The airline has changed these flights since you booked: the times below are the new ones\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What changed' })).toHaveAttribute('href', '#changes');
    again();
    renderWithProviders(<FlightConfirmation booking={{ ...paid, scheduleChanged: true }} />, { language: 'fr' });
    expect(screen.getByText(/La compagnie a modifié ces vols depuis votre réservation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ce qui a changé' })).toHaveAttribute('href', '/manage?booking=K7MX3Q');
  });

  it('opens the request form from a link, so a tap before the page’s script has run is not lost', async () => {
    const paid = { ...booking, status: 'CONFIRMED' as const, paidAt: '2026-11-23T10:00:00Z', payable: false, providerReference: '2ZYVAL' };
    const { unmount } = renderWithProviders(<FlightConfirmation booking={paid} requests={{ terms, canAsk: true, requests: [] }} />);
    const ask = screen.getByRole('link', { name: 'Ask for a change, a cancellation or a name correction' });
    expect(ask).toHaveAttribute('href', '/flights/confirmation?booking=K7MX3Q&ask=1#changes');
    await userEvent.click(ask);
    expect(await screen.findByRole('radio', { name: /^New dates/ })).toBeInTheDocument();
    unmount();

    // Followed before the script ran: the page comes back with the form open.
    mockQuery.ask = '1';
    try {
      renderWithProviders(<FlightConfirmation booking={paid} requests={{ terms, canAsk: true, requests: [] }} />);
      expect(await screen.findByRole('radio', { name: /^New dates/ })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Ask for a change, a cancellation or a name correction' })).not.toBeInTheDocument();
    } finally {
      delete mockQuery.ask;
    }
    expect(askHref('/manage?booking=K7MX3Q&ask=1#top')).toBe('/manage?booking=K7MX3Q&ask=1#changes');
    expect(askHref('/flights/confirmation')).toBe('/flights/confirmation?ask=1#changes');
  });

  it('shows a dollar receipt with cents on every line when one has them', () => {
    const fare = { base: '542.00', taxes: '173.04', extras: '0.00', discount: '0.00', total: '715.04' };
    renderWithProviders(
      <FlightConfirmation booking={{ ...booking, currency: 'USD', fare, status: 'CONFIRMED', paidAt: '2026-11-23T10:00:00Z', payable: false }} />,
    );
    for (const amount of ['US$542.00', 'US$173.04', 'US$715.04']) expect(screen.getByText(amount)).toBeInTheDocument();
    expect(screen.queryByText('US$542')).not.toBeInTheDocument();
  });

  it('says the e-ticket number in French', () => {
    const passengers = booking.passengers.map((passenger) => ({ ...passenger, ticketNumber: '0742123456789' }));
    renderWithProviders(
      <FlightConfirmation
        booking={{ ...booking, passengers, status: 'CONFIRMED', paidAt: '2026-11-23T10:00:00Z', payable: false, providerReference: '2ZYVAL' }}
      />,
      { language: 'fr' },
    );
    const numbers = screen.getAllByText('074-2123456789');
    expect(numbers).toHaveLength(2);
    for (const number of numbers) expect(number.parentElement).toHaveTextContent(/^Numéro de billet électronique : 074-2123456789$/);
  });

  it('shows a paid trip’s requests: the quote to answer, a cancellation asked to be confirmed, each step kept', async () => {
    const { answerQuote } = jest.requireMock('@/services/aftersales') as { answerQuote: jest.Mock };
    const quoted = {
      id: '9b2f0c1e-1f5e-4a63-9d0b-2c4a1f0e8b7d',
      type: 'CANCEL' as const,
      status: 'QUOTED' as const,
      asked: { message: 'Visa refused.' },
      currency: 'NGN',
      quote: { fee: null, fareDifference: null, penalty: '50000.00', refund: '140000.00', toPay: '0.00', note: null, expiresAt: '2026-11-29T10:00:00.000Z' },
      payment: null,
      history: [
        { status: 'RECEIVED' as const, by: 'traveller' as const, note: 'Visa refused.', at: '2026-11-26T10:00:00.000Z' },
        { status: 'QUOTED' as const, by: 'system' as const, note: 'Priced by the fare rules.', at: '2026-11-26T10:00:00.001Z' },
      ],
      createdAt: '2026-11-26T10:00:00.000Z',
    };
    renderWithProviders(
      <FlightConfirmation
        booking={{ ...booking, status: 'CONFIRMED', paidAt: '2026-11-23T10:00:00Z', payable: false }}
        requests={{ terms, canAsk: false, requests: [quoted] }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute('href', '#changes');
    const card = screen.getByRole('article', { name: 'Cancellation' });
    expect(card).toHaveTextContent('You get back ₦140,000; the fare rules keep ₦50,000.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my booking' }));
    expect(answerQuote).not.toHaveBeenCalled();
    expect(screen.getByText(/This cancels booking K7MX3Q for every traveller and refunds ₦140,000/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my booking' }));
    expect(screen.getByRole('button', { name: 'Cancel my booking' })).toBeInTheDocument();
    expect(screen.getByText('Priced by the fare rules.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/One request is open at a time/)).toBeInTheDocument();
  });

  it('tells a traveller whose cancelled fare gave nothing back, never that a refund is coming', () => {
    renderWithProviders(
      <FlightConfirmation
        booking={{ ...booking, status: 'CANCELLED', paidAt: '2026-11-23T10:00:00Z', payable: false, refunded: { amount: '0.00', at: '2026-11-26T10:00:00Z' } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'This booking is cancelled, as you asked.' })).toBeInTheDocument();
    expect(screen.getByText('This fare was not refundable: nothing was refunded.')).toBeInTheDocument();
    expect(screen.queryByText(/has lapsed/)).not.toBeInTheDocument();
  });
});
