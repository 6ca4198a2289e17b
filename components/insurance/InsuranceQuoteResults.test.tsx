import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { InsuranceQuote } from '@/services/insurance';
import { initialAuthState } from '@/store/slices/auth';
import { InsuranceQuoteResults } from './InsuranceQuoteResults';

const plan = (code: string, total: string, meetsSchengen: boolean) => ({
  code,
  name: code,
  territory: ['AFRICA', 'EUROPE'] as Array<'AFRICA' | 'EUROPE'>,
  limits: { currency: 'EUR' as const, medical: '50000.00', evacuationRepatriation: '30000.00', baggage: '1000.00', delay: '250.00', cancellation: '2500.00' },
  meetsSchengen,
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
  plans: [plan('EUROPE', '27500.00', true), plan('AFRICA', '12000.00', false)],
};
const countries = [{ code: 'FR', name: 'France' }];

describe('the quoted plans', () => {
  it('name the trip, say a Schengen visa is met, and hold their prices until a time in Lagos', () => {
    renderWithProviders(<InsuranceQuoteResults quote={quote} countries={countries} />);
    const region = screen.getByRole('region', { name: 'Your quote' });
    expect(within(region).getByText(/^France · .* · 14 days of cover$/)).toBeInTheDocument();
    expect(within(region).getByText(/every plan shown meets the rules/)).toBeInTheDocument();
    expect(within(region).getByText(/These prices are held until 2 Jan 2027, 11:00\./)).toBeInTheDocument();
  });

  it('give each plan its cover in euros, its price in naira, and a link to apply that works without JavaScript', () => {
    renderWithProviders(<InsuranceQuoteResults quote={quote} countries={countries} />);
    const [europe, africa] = screen.getAllByRole('listitem');
    expect(within(europe!).getByText('Meets Schengen visa rules')).toBeInTheDocument();
    expect(within(africa!).queryByText('Meets Schengen visa rules')).toBeNull();
    const cover = within(europe!)
      .getAllByRole('definition')
      .map((cell) => cell.textContent);
    expect(cover).toEqual(['€50,000', '€30,000', '€1,000', '€250', '€2,500', '₦26,000', '₦0', '₦1,500', '₦27,500']);
    expect(within(africa!).getByRole('link', { name: /^Choose / })).toHaveAttribute(
      'href',
      '/insurance/apply?quote=5b0e1c1e-3a53-4a43-9d1e-3f5c2a1b0c9d&plan=AFRICA',
    );
  });

  it('write the dates and the euros the French way in French', () => {
    renderWithProviders(<InsuranceQuoteResults quote={quote} countries={countries} />, {
      language: 'fr',
      preloadedState: { auth: { ...initialAuthState, locale: 'fr' } },
    });
    expect(screen.getAllByText('50 000 €')).toHaveLength(2);
    expect(screen.getByText(/^France · 10–23 janv\. 2027 · 14 jours de couverture$/)).toBeInTheDocument();
  });
});
