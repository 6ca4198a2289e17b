const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/stays/book', asPath: '/stays/book', query: {}, push, replace: jest.fn() }),
}));
jest.mock('@/services/stays', () => ({ ...jest.requireActual('@/services/stays'), bookStay: jest.fn(), confirmStayPrice: jest.fn() }));

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { ApiError } from '@/services/http';
import { bookStay, confirmStayPrice, type StayHotel, type StayOffer } from '@/services/stays';
import { StayGuestForm } from './StayGuestForm';

const refused = (status: number, code: string, errors: ApiError['info']['errors'] = []) => new ApiError({ status, code, message: `${code} said`, errors });
const stayOffer = (total: string): StayOffer => ({
  type: 'hotel-offer',
  id: 'TSXOJ6LFQ2',
  checkInDate: '2027-03-10',
  checkOutDate: '2027-03-12',
  roomQuantity: '1',
  rateCode: 'V**',
  boardType: 'ROOM_ONLY',
  room: { type: 'ELE', typeEstimated: { category: 'EXECUTIVE_ROOM', beds: 1, bedType: 'DOUBLE' }, description: { text: 'Executive King Room', lang: 'EN' } },
  guests: { adults: 1 },
  price: { currency: 'USD', base: total, total, taxes: [], variations: { average: { base: total } } },
  policies: { paymentType: 'GUARANTEE', cancellations: [], checkInOut: { checkIn: '14:00', checkOut: '11:00' } },
  self: '/api/stayPriceConfirm?id=TSXOJ6LFQ2',
  freeCancellationUntil: null,
  roomsLeft: null,
});
const hotel: StayHotel = {
  type: 'hotel',
  hotelId: 'STLOS002',
  chainCode: 'ST',
  name: 'Savanna Court Hotel',
  cityCode: 'LOS',
  latitude: 6.45,
  longitude: 3.43,
  property: {
    stars: 4,
    propertyType: 'HOTEL',
    district: 'Ikoyi',
    distanceKm: 2.3,
    countryCode: 'NG',
    amenities: [],
    photos: [],
    description: 'A hotel in Ikoyi.',
    checkIn: '14:00',
    checkOut: '11:00',
    reviews: { score: 8.6, count: 40 },
  },
};
const criteria = { city: 'LOS', checkIn: '2027-03-10', checkOut: '2027-03-12', adults: 1, rooms: 1, childAges: [] } as unknown as Parameters<
  typeof StayGuestForm
>[0]['criteria'];

const renderStay = (offer = stayOffer('249.40')) =>
  renderWithProviders(<StayGuestForm criteria={criteria} hotel={hotel} offer={offer} unavailable={null} previousTotal={null} />);

async function fillStayGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Title'), 'MRS');
  await user.type(screen.getByLabelText('First name'), 'Amaka');
  await user.type(screen.getByLabelText('Last name'), 'Obi');
  await user.type(screen.getByLabelText(/^Email/), 'amaka@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '+234 803 000 0000');
}

beforeEach(() => jest.clearAllMocks());

describe('the stay booking step', () => {
  it('lists each problem, linked to its field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderStay();
    await user.click(screen.getByRole('button', { name: /Continue to payment|Book|Pay/ }));
    const summary = await screen.findByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#stay-guest-title',
      '#stay-guest-firstName',
      '#stay-guest-lastName',
      '#stay-guest-email',
      '#stay-guest-phone',
    ]);
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(bookStay).not.toHaveBeenCalled();
  });

  it('books with the trimmed details, the arrival time and the requests, then moves to the payment', async () => {
    const user = userEvent.setup();
    jest.mocked(bookStay).mockResolvedValue({ reference: 'K7MX3Q' } as Awaited<ReturnType<typeof bookStay>>);
    renderStay();
    await fillStayGuest(user);
    await user.type(screen.getByLabelText(/Special requests/), '  A quiet room  ');
    await user.click(screen.getByRole('button', { name: /249\.40/ }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/stays/payment?booking=K7MX3Q'));
    expect(jest.mocked(bookStay).mock.calls[0]![0]).toMatchObject({
      offerId: 'TSXOJ6LFQ2',
      expectedTotal: '249.40',
      currency: 'USD',
      guest: { title: 'MRS', firstName: 'Amaka', lastName: 'Obi', email: 'amaka@example.com', phone: '+234 803 000 0000', specialRequests: 'A quiet room' },
    });
  });

  it('says a new price plainly and books again only when the person asks', async () => {
    const user = userEvent.setup();
    jest.mocked(bookStay).mockRejectedValueOnce(refused(409, 'PRICE_CHANGED'));
    jest.mocked(confirmStayPrice).mockResolvedValue({ offer: stayOffer('262.00') } as Awaited<ReturnType<typeof confirmStayPrice>>);
    renderStay();
    await fillStayGuest(user);
    await user.click(screen.getByRole('button', { name: /249\.40/ }));
    expect(await screen.findByRole('button', { name: /262/ })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent(/now US\$262 .*was US\$249\.40/);
    expect(bookStay).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
  });

  it('marks the fields the API refused, and says sold out in the summary', async () => {
    const user = userEvent.setup();
    jest.mocked(bookStay).mockRejectedValueOnce(refused(422, 'VALIDATION', [{ source: { pointer: '/guest/email' } }]));
    renderStay();
    await fillStayGuest(user);
    await user.click(screen.getByRole('button', { name: /249\.40/ }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true'));
    jest.mocked(bookStay).mockRejectedValueOnce(refused(409, 'SOLD_OUT'));
    await user.click(screen.getByRole('button', { name: /249\.40/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/sold|no longer|gone/i));
  });

  it('shows why a stay cannot be booked, with a way back to the search', () => {
    renderWithProviders(<StayGuestForm criteria={criteria} hotel={null} offer={null} unavailable="SOLD_OUT" previousTotal={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveAttribute('href', expect.stringContaining('/stays'));
  });
});
