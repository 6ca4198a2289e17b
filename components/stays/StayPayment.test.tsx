jest.mock('next/router', () => ({
  useRouter: () => ({
    pathname: '/stays/payment',
    asPath: '/stays/payment?booking=K7MX3Q',
    query: {},
    push: jest.fn(),
    replace: jest.fn(() => Promise.resolve(true)),
  }),
}));
jest.mock('@/services/stays', () => ({ ...jest.requireActual('@/services/stays'), rateStay: jest.fn(), cancelStay: jest.fn() }));

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancelStay, rateStay } from '@/services/stays';
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
  fulfilment: null,
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
    provider: 'stays',
    propertyId: 'STLOS002',
    propertyName: 'Savanna Court Hotel',
    cityCode: 'LOS',
    district: 'Ikoyi',
    cityName: 'Lagos',
    latitude: 6.4521,
    longitude: 3.4339,
    checkInFrom: '14:00',
    checkOutUntil: '11:00',
    checkInAt: '2027-01-03T13:00:00.000Z',
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
      room: {
        type: 'STD',
        typeEstimated: { category: 'STANDARD_ROOM', beds: 1, bedType: 'DOUBLE' },
        description: { text: 'Standard double room', lang: 'EN' },
      },
      guests: { adults: 2 },
      price: {
        currency: 'USD',
        base: '232.00',
        total: '249.40',
        taxes: [{ amount: '17.40', currency: 'USD', code: 'VAT', percentage: '7.5', included: false }],
        variations: { average: { base: '116.00' } },
      },
      policies: {
        paymentType: 'DEPOSIT',
        cancellations: [
          { type: 'FULL_STAY', deadline: '2027-01-01T12:00:00+01:00', description: { text: 'Free cancellation until the deadline', lang: 'EN' } },
        ],
        checkInOut: { checkIn: '15:00', checkOut: '12:00' },
      },
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
    expect(within(stay).getByText('Free until Fri, 1 January 2027, 12:00 (local time)')).toBeInTheDocument();
    expect(within(stay).getByRole('link', { name: 'Directions in your maps app' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=6.4521,3.4339',
    );
    expect(within(stay).getByText(/2 nights · 1 × Standard double room · Room only/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Receipt' }))
        .getAllByRole('definition')
        .map((row) => row.textContent),
    ).toEqual(['US$232.00', 'US$17.40', 'US$249.40']);
    expect(screen.getByRole('link', { name: 'Pay US$249.40 by card' })).toHaveAttribute('href', '/api/payment/paystack?bookingId=K7MX3Q');
  });

  const paid = { ...booking, status: 'CONFIRMED' as const, paidAt: '2026-11-24T09:10:00Z', providerReference: '6134366237' };

  it('puts the property’s confirmation number first once paid, with the voucher and the calendar', () => {
    renderWithProviders(<StayConfirmation booking={paid} now="2026-11-25T10:00:00.000Z" />);
    expect(screen.getByRole('heading', { level: 1, name: '6134366237' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the voucher (PDF)' })).toHaveAttribute('href', '/api/bookings/K7MX3Q/ticket.pdf');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/bookings/K7MX3Q/calendar.ics');
  });

  it('says what cancelling gives back before asking, free until the deadline, then less the first night', async () => {
    jest.mocked(cancelStay).mockResolvedValue({ reference: 'K7MX3Q', status: 'CANCELLED', refund: { status: 'REFUNDED', amount: '249.40', currency: 'USD' } });
    const { unmount } = renderWithProviders(<StayConfirmation booking={paid} now="2026-11-25T10:00:00.000Z" />);
    const section = screen.getByRole('region', { name: 'Changed plans?' });
    expect(within(section).getByText(/Free cancellation until 1 January, 12:00 \(local time\): you get US\$249.40 back/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel this stay' }));
    expect(within(section).getByText('Cancel Savanna Court Hotel and get US$249.40 back?')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Yes, cancel' }));
    expect(cancelStay).toHaveBeenCalledWith('K7MX3Q');
    unmount();

    renderWithProviders(<StayConfirmation booking={paid} now="2027-01-02T10:00:00.000Z" />);
    expect(screen.getByText(/the first night \(US\$124.70\) is kept and US\$124.70 comes back/)).toBeInTheDocument();
  });

  it('asks for the review only once the stay is over, checks it, and says it was published', async () => {
    const { unmount } = renderWithProviders(<StayConfirmation booking={paid} now="2026-11-25T10:00:00.000Z" />);
    expect(screen.getByText('You can review your stay once you have checked out, from 5 January 2027.')).toBeInTheDocument();
    unmount();

    const over = { ...paid, stay: { ...paid.stay, review: { status: 'OPEN' as const, until: '2027-04-05' } } };
    jest.mocked(rateStay).mockResolvedValue({
      id: 'r1',
      authorName: 'Amaka O.',
      authorCountry: null,
      language: 'en',
      overall: 9,
      categories: {},
      title: null,
      text: 'x',
      experiencedOn: '2027-01-03',
      createdAt: '2027-01-06T10:00:00Z',
      verified: true,
    });
    renderWithProviders(<StayConfirmation booking={over} now="2027-01-06T10:00:00.000Z" />);
    const section = screen.getByRole('region', { name: 'Review your stay' });
    await userEvent.click(within(section).getByRole('button', { name: 'Publish my review' }));
    const summary = within(section).getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Overall, out of 10: Choose a score.' })).toHaveAttribute('href', '#review-overall');
    for (const label of ['Overall, out of 10', 'Cleanliness', 'Comfort', 'Location', 'Facilities', 'Staff', 'Value for money'])
      await userEvent.selectOptions(within(section).getByLabelText(label), '9');
    await userEvent.type(within(section).getByLabelText('Your review'), 'Quiet room, kind staff and the power never went off.');
    await userEvent.click(within(section).getByRole('button', { name: 'Publish my review' }));
    expect(rateStay).toHaveBeenCalledWith(
      expect.objectContaining({
        bookingId: 'K7MX3Q',
        overall: 9,
        categories: { cleanliness: 9, comfort: 9, location: 9, facilities: 9, staff: 9, value: 9 },
        text: 'Quiet room, kind staff and the power never went off.',
      }),
    );
    expect(await within(section).findByText(/Thank you: your review is published/)).toBeInTheDocument();
  });
});
