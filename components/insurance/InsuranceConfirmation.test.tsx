const replace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/insurance/confirmation', asPath: '/insurance/confirmation?booking=K7MX3Q', query: {}, replace }),
}));
const toastSuccess = jest.fn();
const toastError = jest.fn();
jest.mock('@/components/common/toast', () => ({
  toast: { success: (...args: unknown[]) => toastSuccess(...args), error: (...args: unknown[]) => toastError(...args) },
}));
const cancelInsurance = jest.fn();
jest.mock('@/services/insurance', () => ({
  cancelInsurance: (...args: unknown[]) => cancelInsurance(...args),
  resendInsuranceConfirmation: jest.fn(),
}));

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { ApiError } from '@/services/http';
import type { InsuranceBooking } from '@/services/insurance';
import { InsuranceConfirmation } from './InsuranceConfirmation';
import { inDays } from '@/common/dates';

const booking = (overrides: Partial<InsuranceBooking> = {}): InsuranceBooking => ({
  reference: 'K7MX3Q',
  kind: 'insurance',
  status: 'CONFIRMED',
  createdAt: '2026-11-24T09:00:00Z',
  paymentDeadline: '2026-11-24T09:45:00Z',
  paidAt: '2026-11-24T09:10:00Z',
  fulfilment: 'DONE',
  paymentMethod: 'PAYSTACK',
  lastPayment: { gateway: 'paystack', status: 'SUCCEEDED' },
  currency: 'NGN',
  fare: { base: '26000.00', taxes: '1500.00', extras: '0.00', discount: '0.00', total: '27500.00' },
  voucherCode: null,
  refunded: null,
  providerReference: null,
  payable: false,
  bankTransferDeadline: null,
  bankTransfer: null,
  insurance: {
    contractNumber: 'BAO-7K3M-Q9XT-2HFD',
    issuedAt: '2026-11-24T09:10:00Z',
    verifyPath: '/insurance/verify/BAO-7K3M-Q9XT-2HFD',
    destinationCountry: 'FR',
    purpose: 'LEISURE',
    tripType: 'ONE_TRIP',
    bookingType: 'INDIVIDUAL',
    adults: 1,
    children: 0,
    coverStart: inDays(20),
    coverEnd: inDays(33),
    days: 14,
    plan: {
      code: 'EUROPE',
      name: 'Schengen and Europe',
      territory: ['AFRICA', 'EUROPE'],
      limits: { currency: 'EUR', medical: '50000.00', evacuationRepatriation: '30000.00', baggage: '1000.00', delay: '250.00', cancellation: '2500.00' },
      meetsSchengen: true,
      fees: { adultFee: '26000.00', childrenFee: '0.00', insuranceCharges: '1500.00', total: '27500.00', currency: 'NGN' },
    },
    insured: [{ role: 'HOLDER', name: 'Adaeze Okafor' }],
  },
  ...overrides,
});

describe('InsuranceConfirmation', () => {
  beforeEach(() => [replace, toastSuccess, toastError, cancelInsurance].forEach((mock) => mock.mockClear()));

  it('puts the contract number first, with the certificate, the page embassies check and what was paid', () => {
    renderWithProviders(<InsuranceConfirmation booking={booking()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'BAO-7K3M-Q9XT-2HFD' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the certificate (PDF)' })).toHaveAttribute('href', '/api/bookings/K7MX3Q/ticket.pdf');
    expect(screen.getByRole('link', { name: 'The page embassies check it on' })).toHaveAttribute('href', '/insurance/verify/BAO-7K3M-Q9XT-2HFD');
    expect(within(screen.getByRole('region', { name: 'What you paid' })).getByText('₦27,500')).toBeInTheDocument();
  });

  it('says "payment received" while the insurer issues the policy, then the truth when it has not after every try; no cancelling meanwhile', () => {
    const issuing = { ...booking().insurance, contractNumber: null, issuedAt: null, verifyPath: null };
    const { unmount } = renderWithProviders(<InsuranceConfirmation booking={booking({ fulfilment: 'PENDING', insurance: issuing })} />);
    expect(screen.getByText('Payment received')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Being issued' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The insurer is issuing your policy');
    expect(screen.getByRole('link', { name: 'Check again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel for a full refund/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Your policy is issued')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<InsuranceConfirmation booking={booking({ fulfilment: 'FAILED', insurance: issuing })} />, { language: 'fr' });
    expect(screen.getByText('Paiement reçu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pas encore émis' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('l’assureur n’a pas encore confirmé votre réservation');
    expect(screen.getByRole('status')).toHaveTextContent('remboursé en totalité');
  });

  it('cancels for a full refund only after the person confirms, and says how the money comes back', async () => {
    cancelInsurance.mockResolvedValue({ ...booking({ status: 'CANCELLED' }), refund: { status: 'REFUNDED', amount: '27500.00', currency: 'NGN' } });
    renderWithProviders(<InsuranceConfirmation booking={booking()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel for a full refund of ₦27,500' }));
    expect(cancelInsurance).not.toHaveBeenCalled();
    const question = screen.getByRole('group', { name: /Cancel policy BAO-7K3M-Q9XT-2HFD\? ₦27,500 goes back/ });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep my policy' }));
    expect(screen.getByRole('button', { name: 'Cancel for a full refund of ₦27,500' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel for a full refund of ₦27,500' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my policy' }));
    expect(cancelInsurance).toHaveBeenCalledWith('K7MX3Q');
    expect(toastSuccess).toHaveBeenCalledWith('Your policy is cancelled: ₦27,500 is on its way back to you.', expect.anything());
    expect(replace).toHaveBeenCalled();
  });

  it('says why a cancellation was refused, offers none once cover has started, and shows a cancelled policy with its refund', async () => {
    cancelInsurance.mockRejectedValue(new ApiError({ status: 502, code: 'INSURER_UNAVAILABLE', message: 'x', errors: [] }));
    const { unmount } = renderWithProviders(<InsuranceConfirmation booking={booking()} />);
    await userEvent.click(screen.getByRole('button', { name: /Cancel for a full refund/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my policy' }));
    expect(toastError).toHaveBeenCalledWith('The insurer is not answering just now: nothing was changed. Please try again in a few minutes.');
    unmount();

    const started = renderWithProviders(<InsuranceConfirmation booking={booking({ insurance: { ...booking().insurance, coverStart: inDays(0) } })} />);
    expect(screen.queryByRole('button', { name: /Cancel for a full refund/ })).not.toBeInTheDocument();
    started.unmount();

    renderWithProviders(<InsuranceConfirmation booking={booking({ status: 'CANCELLED', refunded: { amount: '27500.00', at: '2026-11-25T10:00:00Z' } })} />);
    expect(screen.getByText('Policy cancelled')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('₦27,500 was refunded on 25 November 2026');
    expect(screen.queryByRole('link', { name: 'Download the certificate (PDF)' })).not.toBeInTheDocument();
  });
});
