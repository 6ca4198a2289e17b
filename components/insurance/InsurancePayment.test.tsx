jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/insurance/makepayment', asPath: '/insurance/makepayment?booking=K7MX3Q', query: {}, push: jest.fn() }),
}));

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { PayableInsurance } from '@/services/insurance';
import { initialPaymentState } from '@/store/slices/payment';
import { InsurancePayment } from './InsurancePayment';

const booking: PayableInsurance = {
  reference: 'K7MX3Q',
  kind: 'insurance',
  status: 'PENDING',
  createdAt: '2026-11-24T09:00:00Z',
  paymentDeadline: '2026-11-24T09:45:00Z',
  paidAt: null,
  fulfilment: null,
  paymentMethod: null,
  lastPayment: null,
  currency: 'NGN',
  fare: { base: '35750.00', taxes: '1788.00', extras: '0.00', discount: '2000.00', total: '35538.00' },
  voucherCode: 'WELCOME',
  refunded: null,
  providerReference: null,
  payable: true,
  bankTransferDeadline: '2026-11-25T09:00:00Z',
  bankTransfer: null,
  amountDue: { amount: '35538.00', currency: 'NGN' },
  methods: ['PAYSTACK', 'BANK_TRANSFER'],
  insurance: {
    contractNumber: null,
    issuedAt: null,
    verifyPath: null,
    destinationCountry: 'GH',
    purpose: 'STUDY',
    tripType: 'ONE_TRIP',
    bookingType: 'FAMILY',
    adults: 2,
    children: 3,
    coverStart: '2027-01-10',
    coverEnd: '2027-01-16',
    days: 7,
    plan: {
      code: 'AFRICA',
      name: 'Africa',
      territory: ['AFRICA'],
      limits: { currency: 'EUR', medical: '15000.00', evacuationRepatriation: '10000.00', baggage: '500.00', delay: '150.00', cancellation: '1000.00' },
      meetsSchengen: false,
      fees: { adultFee: '26000.00', childrenFee: '9750.00', insuranceCharges: '1788.00', total: '37538.00', currency: 'NGN' },
    },
    insured: [
      { role: 'HOLDER', name: 'Tunde Adeyemi' },
      { role: 'PARENT', name: 'Funke Adeyemi' },
      { role: 'CHILD', name: 'Kemi Adeyemi' },
    ],
  },
};

const render = (paymentLoader = false) =>
  renderWithProviders(<InsurancePayment notice={null} />, { preloadedState: { payment: { ...initialPaymentState, booking, paymentLoader } } });

describe('InsurancePayment', () => {
  it('shows the policy being bought, its fees as the §3 record breaks them down with the promo code, and the shared checkout', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay for your insurance K7MX3Q' })).toBeInTheDocument();
    const policy = screen.getByRole('region', { name: 'Africa' });
    expect(within(policy).getByText('Ghana')).toBeInTheDocument();
    expect(within(policy).getByText('Study')).toBeInTheDocument();
    expect(within(policy).getByText('Funke Adeyemi')).toBeInTheDocument();
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(
      within(receipt)
        .getAllByRole('definition')
        .map((row) => row.textContent),
    ).toEqual(['₦26,000', '₦9,750', '₦1,788', '−₦2,000', '₦35,538']);
    expect(screen.getByRole('link', { name: 'Pay ₦35,538 by card' })).toHaveAttribute('href', '/api/payment/paystack?bookingId=K7MX3Q');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the loading overlay while the payment loader runs (spec §4)', () => {
    render(true);
    expect(screen.getByRole('status')).toHaveTextContent('Working on your payment…');
  });
});
