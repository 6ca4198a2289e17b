jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/stays/payment', asPath: '/stays/payment?booking=K7MX3Q', query: {}, push: jest.fn() }) }));

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { PayableStay } from '@/services/stays';
import { initialPaymentState } from '@/store/slices/payment';
import { StayConfirmation } from './StayConfirmation';
import { StayPayment } from './StayPayment';

const booking: PayableStay = {
  reference: 'K7MX3Q',
  kind: 'stay',
  status: 'PENDING',
  createdAt: '2026-11-24T09:00:00Z',
  paymentDeadline: '2026-11-24T09:45:00Z',
  paidAt: null,
  paymentMethod: null,
  lastPayment: null,
  currency: 'USD',
  fare: { base: '232.00', taxes: '17.40', extras: '0.00', discount: '0.00', total: '249.40' },
  voucherCode: null,
  refunded: null,
  providerReference: null,
  payable: true,
  bankTransferDeadline: null,
  bankTransfer: null,
  amountDue: { amount: '249.40', currency: 'USD' },
  methods: ['PAYSTACK'],
  stay: {
    propertyId: 'STLOS002',
    propertyName: 'Savanna Court Hotel',
    cityCode: 'LOS',
    district: 'Ikoyi',
    latitude: 6.4521,
    longitude: 3.4339,
    checkInFrom: '14:00',
    checkOutUntil: '11:00',
    review: { status: 'NOT_YET', until: '2027-04-05' },
    checkIn: '2027-01-03',
    checkOut: '2027-01-05',
    nights: 2,
    rooms: 1,
    adults: 2,
    childAges: [],
    guest: { firstName: 'Amaka', lastName: 'Obi' },
    offer: {
      type: 'hotel-offer',
      id: 'STLOS002STDFLX20270103N2A2R1C0',
      checkInDate: '2027-01-03',
      checkOutDate: '2027-01-05',
      roomQuantity: '1',
      rateCode: 'FLX',
      boardType: 'ROOM_ONLY',
      room: { type: 'STD', typeEstimated: { category: 'STANDARD_ROOM', beds: 1, bedType: 'DOUBLE' }, description: { text: 'Standard double room', lang: 'EN' } },
      guests: { adults: 2 },
      price: { currency: 'USD', base: '232.00', total: '249.40', taxes: [{ amount: '17.40', currency: 'USD', code: 'VAT', percentage: '7.5', included: false }], variations: { average: { base: '116.00' } } },
      policies: { paymentType: 'DEPOSIT', cancellations: [{ type: 'FULL_STAY', deadline: '2027-01-01T12:00:00+01:00', description: { text: 'Free cancellation until the deadline', lang: 'EN' } }], checkInOut: { checkIn: '15:00', checkOut: '12:00' } },
      self: '/api/staysView?id=STLOS002',
      freeCancellationUntil: '2027-01-01T12:00:00+01:00',
      roomsLeft: 4,
    },
  },
};

describe('stay payment and confirmation', () => {
  it('shows the stay with its times and cancellation terms, its price, and the shared checkout', () => {
    renderWithProviders(<StayPayment notice={null} />, { preloadedState: { payment: { ...initialPaymentState, booking } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Pay for your stay K7MX3Q' })).toBeInTheDocument();
    const stay = screen.getByRole('region', { name: 'Savanna Court Hotel' });
    expect(within(stay).getByText('Sun, 3 January 2027, from 15:00')).toBeInTheDocument();
    expect(within(stay).getByText('Free until 2027-01-01 12:00 (local time)')).toBeInTheDocument();
    expect(within(stay).getByText(/2 nights · 1 × Standard double room · Room only/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Receipt' })).getAllByRole('definition').map((row) => row.textContent)).toEqual(['US$232', 'US$17.40', 'US$249.40']);
    expect(screen.getByRole('link', { name: 'Pay US$249.40 by card' })).toHaveAttribute('href', '/api/payment/paystack?bookingId=K7MX3Q');
  });

  it('puts the property’s confirmation number first once paid, with the voucher and the calendar', () => {
    renderWithProviders(<StayConfirmation booking={{ ...booking, status: 'CONFIRMED', paidAt: '2026-11-24T09:10:00Z', providerReference: '6134366237' }} />);
    expect(screen.getByRole('heading', { level: 1, name: '6134366237' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the voucher (PDF)' })).toHaveAttribute('href', '/api/bookings/K7MX3Q/ticket.pdf');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/bookings/K7MX3Q/calendar.ics');
  });
});
