import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { ApiError } from '@/services/http';
import type { OfferView } from '@/services/flight-types';
import { initialFlightState } from '@/store/slices/flight';
import { TravellersForm, titlesFor } from './TravellersForm';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', push }) }));
const createFlightBooking = jest.fn();
jest.mock('@/services/bookings', () => ({ createFlightBooking: (...args: unknown[]) => createFlightBooking(...args) }));
const saveTraveller = jest.fn<Promise<object>, unknown[]>(() => Promise.resolve({}));
jest.mock('@/services/account', () => ({ saveTraveller: (...args: unknown[]) => saveTraveller(...args) }));

const offer: OfferView = {
  id: '1',
  numberOfBookableSeats: 9,
  price: { currency: 'NGN', total: '150000.00', base: '120000.00' },
  pricingOptions: {},
  validatingAirlineCodes: ['P4'],
  travelerPricings: [{ travelerId: '1', travelerType: 'ADULT', price: { total: '150000.00' }, fareDetailsBySegment: [{ segmentId: '1', cabin: 'ECONOMY' }] }],
  itineraries: [
    {
      duration: 'PT1H15M',
      segments: [
        {
          id: '1',
          departure: { iataCode: 'LOS', at: '2030-01-10T07:00:00' },
          arrival: { iataCode: 'ABV', at: '2030-01-10T08:15:00' },
          carrierCode: 'P4',
          number: '7120',
          aircraft: { code: '73H' },
          duration: 'PT1H15M',
        },
      ],
    },
  ],
};
const criteria = {
  tripType: 'singleTrip' as const,
  legs: [{ from: 'LOS', to: 'ABV', date: '2030-01-10' }],
  returnDate: '',
  adults: 1,
  children: 0,
  lapInfants: 0,
  seatInfants: 0,
  cabin: 'ECONOMY' as const,
};
const countries = [
  { code: 'GH', name: 'Ghana' },
  { code: 'NG', name: 'Nigeria' },
];

async function fillAll() {
  await userEvent.selectOptions(screen.getByLabelText('Title'), 'MS');
  await userEvent.click(screen.getByLabelText('Female'));
  await userEvent.type(screen.getByLabelText('First name (as on passport)'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name (as on passport)'), 'Obi');
  await userEvent.type(screen.getByLabelText('Date of birth'), '1990-01-01');
  await userEvent.type(screen.getByLabelText('Passport number'), 'A1234567');
  await userEvent.type(screen.getByLabelText('Passport expiry date'), '2031-01-01');
  await userEvent.type(screen.getByLabelText('Email for the booking'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Phone number with country code'), '+234 803 000 0000');
}

describe('titlesFor', () => {
  it('never offers Mr or Mrs for a child, and lists Mme once in French', () => {
    expect(titlesFor('CHILD', 'en')).toEqual(['MSTR', 'MISS']);
    expect(titlesFor('HELD_INFANT', 'fr')).toEqual(['MSTR', 'MISS']);
    expect(titlesFor('ADULT', 'en')).toEqual(['MR', 'MRS', 'MS', 'MISS', 'DR']);
    expect(titlesFor('ADULT', 'fr')).toEqual(['MR', 'MRS', 'MISS', 'DR']);
  });
});

describe('TravellersForm', () => {
  beforeEach(() => {
    push.mockClear();
    createFlightBooking.mockReset();
  });

  const render = () =>
    renderWithProviders(<TravellersForm countries={countries} />, {
      preloadedState: { flight: { ...initialFlightState, confirmedOffer: offer, quoteId: '3f1c2b7e-9a4d-4c1e-8f6a-2b5d7e9c1a30', resultsFor: criteria } },
    });

  it('asks for what is missing before reserving', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to seats and bags' }));
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(5);
    // Title and sex are chosen by the person, never assumed.
    expect(screen.getByText('Choose a title.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose the sex shown on the passport.')).toBeInTheDocument();
    expect(screen.getByLabelText('Female')).not.toBeChecked();
    expect(screen.getByLabelText('Male')).not.toBeChecked();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name (as on passport)')).toHaveAttribute('aria-invalid', 'true');
    expect(createFlightBooking).not.toHaveBeenCalled();
  });

  it('lists every problem in a summary at the top that takes focus and leads to each field', async () => {
    render();
    await userEvent.type(screen.getByLabelText('First name (as on passport)'), 'Ada2');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to seats and bags' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    // In the order of the form: title, names, birth, sex, passport, then the contact.
    expect(links.map((link) => link.textContent)).toEqual([
      'Traveller 1 · Adult: Title: Choose a title.',
      'Traveller 1 · Adult: First name (as on passport): Write the name as on the passport: letters, spaces, hyphens and apostrophes only.',
      'Traveller 1 · Adult: Last name (as on passport): Please fill in this field.',
      'Traveller 1 · Adult: Date of birth: Please fill in this field.',
      'Traveller 1 · Adult: Gender: Choose the sex shown on the passport.',
      'Traveller 1 · Adult: Passport number: Please fill in this field.',
      'Traveller 1 · Adult: Passport expiry date: Please fill in this field.',
      'Email for the booking: Enter a valid email address.',
      'Phone number with country code: Enter a phone number with its country code, e.g. +234 803 000 0000.',
    ]);
    Element.prototype.scrollIntoView = jest.fn();
    await userEvent.click(links[2]!);
    expect(screen.getByLabelText('Last name (as on passport)')).toHaveFocus();
    await userEvent.click(links[4]!);
    expect(screen.getByLabelText('Female')).toHaveFocus();
    await userEvent.click(links[7]!);
    expect(screen.getByLabelText('Email for the booking')).toHaveFocus();
  });

  it('refuses a passport that expires before the trip ends and warns when it expires within six months of it', async () => {
    render();
    const expiry = screen.getByLabelText('Passport expiry date');
    await userEvent.type(expiry, '2030-03-01');
    expect(expiry).toHaveAccessibleDescription(/expires within 6 months of the last flight/);
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '2030-01-09');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to seats and bags' }));
    expect(expiry).toHaveAccessibleDescription(
      'This passport expires before the end of the trip. The airline will not let the traveller board: renew it first.',
    );
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '2031-01-01');
    expect(expiry).not.toHaveAccessibleDescription(/6 months/);
  });

  it("says the API's field problems in the reader's words, beside the field and in the summary", async () => {
    createFlightBooking.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'AGE_DOES_NOT_MATCH',
        message: 'Check the travellers',
        errors: [{ code: 'AGE_DOES_NOT_MATCH', detail: 'This date of birth does not fit the fare.', source: { pointer: '/travelers/0/dateOfBirth' } }],
      }),
    );
    render();
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to seats and bags' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Date of birth: This date of birth does not match the traveller type booked');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  });

  it('books, holding the seats, and goes on to seats and bags', async () => {
    createFlightBooking.mockResolvedValue({ reference: 'K7MX3Q', status: 'PENDING' });
    render();
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to seats and bags' }));
    expect(createFlightBooking).toHaveBeenCalledWith(
      expect.objectContaining({
        quoteId: '3f1c2b7e-9a4d-4c1e-8f6a-2b5d7e9c1a30',
        offer,
        contact: { email: 'ada@example.com', phone: '+234 803 000 0000' },
        travelers: [
          expect.objectContaining({
            id: '1',
            title: 'MS',
            gender: 'FEMALE',
            firstName: 'ADA',
            lastName: 'OBI',
            nationality: 'NG',
            passport: { number: 'A1234567', issuingCountry: 'NG', expiryDate: '2031-01-01' },
          }),
        ],
      }),
    );
    expect(push).toHaveBeenCalledWith('/flights/seats?booking=K7MX3Q', undefined, { locale: 'en' });
  });

  it('fills a traveller from the saved ones in one choice, and saves only who the person ticks', async () => {
    createFlightBooking.mockResolvedValue({ reference: 'K7MX3Q', status: 'PENDING' });
    saveTraveller.mockClear();
    const saved = [
      {
        id: '7d3c8a1e-0000-4000-8000-000000000001',
        title: 'MRS' as const,
        firstName: 'ADÉBÁYỌ̀',
        middleName: '',
        lastName: 'OKAFOR',
        dateOfBirth: '1984-02-29',
        gender: 'FEMALE' as const,
        nationality: 'NG',
        passport: { number: 'A1234567', issuingCountry: 'NG', expiryDate: '2031-06-01' },
        passportStatus: 'ok' as const,
      },
      {
        id: '7d3c8a1e-0000-4000-8000-000000000002',
        title: 'MR' as const,
        firstName: 'CHIDI',
        middleName: '',
        lastName: 'OKAFOR',
        dateOfBirth: '1980-05-01',
        gender: 'MALE' as const,
        nationality: 'NG',
        passport: { number: 'C1111111', issuingCountry: 'NG', expiryDate: '2026-01-01' },
        passportStatus: 'expired' as const,
      },
    ];
    renderWithProviders(<TravellersForm countries={countries} saved={saved} />, {
      preloadedState: { flight: { ...initialFlightState, confirmedOffer: offer, quoteId: '3f1c2b7e-9a4d-4c1e-8f6a-2b5d7e9c1a30', resultsFor: criteria } },
    });
    const pick = screen.getByLabelText('Fill in from your saved travellers');
    expect(within(pick).getByRole('option', { name: /CHIDI OKAFOR · 1980-05-01 · passport expired/ })).toBeInTheDocument();
    await userEvent.selectOptions(pick, saved[0]!.id);
    expect(screen.getByLabelText('First name (as on passport)')).toHaveValue('ADÉBÁYỌ̀');
    expect(screen.getByLabelText('Title')).toHaveValue('MRS');
    expect(screen.getByLabelText('Female')).toBeChecked();
    expect(screen.getByLabelText('Passport number')).toHaveValue('A1234567');
    const keep = screen.getByRole('checkbox', { name: 'Save this traveller to my account for next time' });
    expect(keep).not.toBeChecked();
    await userEvent.click(keep);
    await userEvent.type(screen.getByLabelText('Email for the booking'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Phone number with country code'), '+234 803 000 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to seats and bags' }));
    expect(screen.queryByRole('alert')?.textContent ?? 'no alert').toBe('no alert');
    expect(saveTraveller).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'ADÉBÁYỌ̀',
        lastName: 'OKAFOR',
        dateOfBirth: '1984-02-29',
        passport: { number: 'A1234567', issuingCountry: 'NG', expiryDate: '2031-06-01' },
      }),
    );
    expect(push).toHaveBeenCalledWith('/flights/seats?booking=K7MX3Q', undefined, { locale: 'en' });
  });

  it('offers neither saving nor saved travellers to a guest', () => {
    render();
    expect(screen.queryByLabelText('Fill in from your saved travellers')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Save this traveller/ })).not.toBeInTheDocument();
  });

  it('keeps the details and gives the spec notice when the seats are gone', async () => {
    createFlightBooking.mockRejectedValue(new ApiError({ status: 409, code: 'SOLD_OUT', message: 'Sold out', errors: [] }));
    render();
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to seats and bags' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No more seats available, check other options or contact support.');
    expect(screen.getByLabelText('First name (as on passport)')).toHaveValue('Ada');
  });

  it('says when the price held for 30 minutes has expired, keeps the details, and offers a new search', async () => {
    createFlightBooking.mockRejectedValue(new ApiError({ status: 410, code: 'QUOTE_EXPIRED', message: 'Price expired', errors: [] }));
    render();
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to seats and bags' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We hold a price for 30 minutes, and this one has expired.');
    expect(screen.getByRole('link', { name: 'Check other options' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/flights\/search\?trip=singleTrip&from=LOS&to=ABV/),
    );
    expect(screen.getByLabelText('Last name (as on passport)')).toHaveValue('Obi');
  });

  it('opened after the quote expired: says so and leads to a new search', () => {
    renderWithProviders(<TravellersForm countries={countries} />, {
      preloadedState: { flight: { ...initialFlightState, offerUnavailable: 'EXPIRED', resultsFor: criteria } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Who is travelling?' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We hold a price for 30 minutes, and this one has expired.');
    expect(screen.getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/flights\/search\?trip=singleTrip&from=LOS&to=ABV/),
    );
  });
});
