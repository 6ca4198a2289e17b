const push = jest.fn<Promise<boolean>, [string]>();
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/insurance', asPath: '/insurance', query: {}, push }) }));

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { emptyQuoteForm } from '@/lib/insurance-query';
import type { InsuranceQuote } from '@/services/insurance';
import { quoteSettled } from '@/store/slices/insurance';
import { InsuranceQuotePage, type InsuranceQuotePageProps } from './InsuranceQuotePage';

const countries = [
  { code: 'FR', name: 'France' },
  { code: 'GH', name: 'Ghana' },
  { code: 'NG', name: 'Nigeria' },
];
const props = (overrides: Partial<InsuranceQuotePageProps> = {}): InsuranceQuotePageProps => ({
  values: emptyQuoteForm('NG'),
  countries,
  problems: [],
  failure: null,
  familyEnabled: false,
  today: '2027-01-01',
  ...overrides,
});
const plan = (code: string, total: string) => ({
  code,
  name: code,
  territory: ['AFRICA', 'EUROPE'] as Array<'AFRICA' | 'EUROPE'>,
  limits: { currency: 'EUR' as const, medical: '50000.00', evacuationRepatriation: '30000.00', baggage: '1000.00', delay: '250.00', cancellation: '2500.00' },
  meetsSchengen: true,
  fees: { adultFee: '26000.00', childrenFee: '0.00', insuranceCharges: '1500.00', total, currency: 'NGN' as const },
});
const quote: InsuranceQuote = {
  id: '5b0e1c1e-3a53-4a43-9d1e-3f5c2a1b0c9d',
  type: 'insurance-quote',
  expiresAt: '2027-01-02T10:00:00.000Z',
  currency: 'NGN',
  destination: { country: 'FR', zone: 'EUROPE', schengen: true },
  trip: {
    purpose: 'LEISURE',
    tripType: 'ONE_TRIP',
    bookingType: 'INDIVIDUAL',
    adults: 1,
    children: 0,
    coverStart: '2027-01-10',
    coverEnd: '2027-01-23',
    days: 14,
    oldestTravellerDob: '1988-05-04',
  },
  plans: [plan('EUROPE', '27500.00'), plan('WORLDWIDE', '48300.00')],
};

beforeEach(() => push.mockReset());

describe('InsuranceQuotePage', () => {
  it('says what is missing at the top, focused, each a link to its field, and asks nothing', async () => {
    renderWithProviders(<InsuranceQuotePage {...props()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get my quote' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Destination country: Please fill out all input fields' })).toHaveAttribute(
      'href',
      '#insurance-destination',
    );
    expect(
      within(summary).getByRole('link', { name: 'Date of birth of the oldest traveller: Please enter the date of birth of the oldest traveller' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Destination country')).toHaveAttribute('aria-invalid', 'true');
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps what was chosen when drawn again with the same answer, and a new answer replaces it', async () => {
    const first = props();
    const { rerender } = renderWithProviders(<InsuranceQuotePage {...first} />);
    await userEvent.selectOptions(screen.getByLabelText('Destination country'), 'GH');
    rerender(<InsuranceQuotePage {...first} />);
    expect(screen.getByLabelText('Destination country')).toHaveValue('GH');
    rerender(<InsuranceQuotePage {...props({ values: { ...emptyQuoteForm('NG'), destination: 'FR' } })} />);
    expect(screen.getByLabelText('Destination country')).toHaveValue('FR');
  });

  it('follows the quote’s address with the overlay up, and takes it away if the navigation does not happen', async () => {
    let settle: (moved: boolean) => void = () => {};
    push.mockImplementation(() => new Promise<boolean>((resolve) => (settle = resolve)));
    renderWithProviders(
      <InsuranceQuotePage {...props({ values: { ...emptyQuoteForm('NG'), destination: 'FR', start: '2027-01-10', end: '2027-01-23', dob: '1988-05-04' } })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get my quote' }));
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/insurance\?destination=FR&.*dob=1988-05-04.*#quote$/));
    expect(screen.getByRole('status')).toHaveTextContent('Getting your quote…');
    await act(async () => settle(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the quote’s plans side by side with their Schengen mark, limits and fees (spec §4 showQuote)', () => {
    const { store } = renderWithProviders(<InsuranceQuotePage {...props()} />);
    act(() => {
      store.dispatch(quoteSettled(quote));
    });
    const region = screen.getByRole('region', { name: 'Your quote' });
    expect(within(region).getByText('2 plans cover this trip')).toBeInTheDocument();
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Schengen and Europe' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Meets Schengen visa rules')).toBeInTheDocument();
    expect(within(cards[0]!).getAllByText('₦27,500')).toHaveLength(2);
    expect(within(cards[0]!).getByText('€50,000')).toBeInTheDocument();
  });

  it('offers the family plan only when it is open', () => {
    const { unmount } = renderWithProviders(<InsuranceQuotePage {...props()} />);
    expect(screen.getByRole('option', { name: 'A family (coming soon)' })).toBeDisabled();
    unmount();
    renderWithProviders(<InsuranceQuotePage {...props({ familyEnabled: true })} />);
    expect(screen.getByRole('option', { name: 'A family' })).toBeEnabled();
  });

  it('shows the API’s refusals by each field, in French too', () => {
    renderWithProviders(<InsuranceQuotePage {...props({ problems: [{ code: 'NATIONALITY_NOT_ELIGIBLE', field: 'nationality' }] })} />, { language: 'fr' });
    expect(screen.getByRole('link', { name: 'Nationalité\u00a0: Ce service n’est actuellement disponible que pour les Nigérians.' })).toBeInTheDocument();
    expect(screen.getAllByText('Ce service n’est actuellement disponible que pour les Nigérians.')).toHaveLength(1);
  });
});
