const replace = jest.fn(() => Promise.resolve(true));
const router = { asPath: '/flights/confirmation?booking=K7MX3Q', query: {} as Record<string, string>, replace };
jest.mock('next/router', () => ({ useRouter: () => router }));
jest.mock('@/services/aftersales', () => ({ ...jest.requireActual('@/services/aftersales'), answerQuote: jest.fn(), getBookingRequests: jest.fn() }));

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { answerQuote, getBookingRequests, type AfterSalesRequest, type BookingRequests as Requests } from '@/services/aftersales';
import { ApiError } from '@/services/http';
import BookingRequests, { askHref } from './BookingRequests';

const terms: NonNullable<Requests['terms']> = {
  until: '2027-01-10T05:00:00Z',
  cancel: { refundable: true, penalty: '20000.00', refund: '180000.00' },
  change: { allowed: true, fee: '15000.00' },
  nameCorrection: { allowed: true },
  travellers: [{ id: '1', name: 'Ada Obi' }],
};
const request = (overrides: Partial<AfterSalesRequest> = {}): AfterSalesRequest => ({
  id: 'r1',
  type: 'CHANGE_DATES',
  status: 'QUOTED',
  asked: { dates: { departure: '2027-01-12' } },
  currency: 'NGN',
  quote: { fee: '15000.00', fareDifference: '5000.00', penalty: null, refund: null, toPay: '20000.00', note: null, expiresAt: '2027-01-05T10:00:00Z' },
  payment: null,
  history: [
    { status: 'RECEIVED', by: 'traveller', note: null, at: '2027-01-04T09:00:00Z' },
    { status: 'QUOTED', by: 'staff', note: 'Next day is full', at: '2027-01-04T10:00:00Z' },
  ],
  createdAt: '2027-01-04T09:00:00Z',
  ...overrides,
});
const render = (initial: Requests) => renderWithProviders(<BookingRequests reference="K7MX3Q" currency="NGN" roundTrip={false} initial={initial} />);

describe('BookingRequests', () => {
  beforeEach(() => {
    jest.mocked(answerQuote).mockReset();
    jest.mocked(getBookingRequests).mockReset();
    replace.mockClear();
  });

  it('opens the form by a link that also works before the script (ask=1, at the form)', () => {
    render({ terms, canAsk: true, requests: [] });
    expect(screen.getByRole('link', { name: 'Ask for a change, a cancellation or a name correction' })).toHaveAttribute(
      'href',
      '/flights/confirmation?booking=K7MX3Q&ask=1#changes',
    );
    expect(askHref('/stays/confirmation?booking=K7MX3Q#top')).toBe('/stays/confirmation?booking=K7MX3Q&ask=1#changes');
  });

  it('shows a change’s quote with what it costs, and accepting it asks the API and draws the requests again', async () => {
    jest.mocked(answerQuote).mockResolvedValue(undefined as never);
    jest
      .mocked(getBookingRequests)
      .mockResolvedValue({ terms, canAsk: false, requests: [request({ status: 'ACCEPTED', payment: { reference: 'P1', paid: false, url: '/pay' } })] });
    render({ terms, canAsk: false, requests: [request()] });
    expect(screen.getByRole('heading', { name: /New dates/ })).toBeInTheDocument();
    expect(screen.getByText('To pay: ₦20,000 (change fee ₦15,000, fare difference ₦5,000).')).toBeInTheDocument();
    expect(screen.getByText('“Next day is full”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(answerQuote).toHaveBeenCalledWith('K7MX3Q', 'r1', 'accept');
    expect(await screen.findByRole('link', { name: 'Pay ₦20,000' })).toBeInTheDocument();
  });

  it('asks again before a cancellation, and says why the API refused an answer', async () => {
    jest.mocked(answerQuote).mockRejectedValue(new ApiError({ status: 409, code: 'TOO_LATE', message: 'Too late', errors: [] }));
    const cancel = request({
      type: 'CANCEL',
      asked: {},
      quote: { fee: null, fareDifference: null, penalty: '20000.00', refund: '180000.00', toPay: '0.00', note: null, expiresAt: '2027-01-05T10:00:00Z' },
    });
    render({ terms, canAsk: false, requests: [cancel] });
    expect(screen.getByText('You get back ₦180,000; the fare rules keep ₦20,000.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my booking' }));
    expect(screen.getByText(/This cancels booking K7MX3Q for every traveller and refunds ₦180,000/)).toBeInTheDocument();
    // Keeping the booking is the main button; the cancellation, which cannot be undone, is drawn as a warning.
    expect(screen.getByRole('button', { name: /^Keep/ })).toHaveClass('primary');
    expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toHaveClass('danger');
    expect(screen.getByRole('button', { name: 'Yes, cancel it' })).not.toHaveClass('primary');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/closed/);
    expect(replace).not.toHaveBeenCalled();
  });
});
