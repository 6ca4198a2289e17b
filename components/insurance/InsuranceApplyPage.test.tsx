const push = jest.fn<Promise<boolean>, [string]>(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/insurance/apply', asPath: '/insurance/apply', query: {}, push }) }));
const toastError = jest.fn();
jest.mock('@/components/common/toast', () => ({ toast: { error: (...args: unknown[]) => toastError(...args), success: jest.fn() } }));
const addInsuranceData = jest.fn();
const bookInsurance = jest.fn();
jest.mock('@/services/insurance', () => ({
  addInsuranceData: (...args: unknown[]) => addInsuranceData(...args),
  bookInsurance: (...args: unknown[]) => bookInsurance(...args),
}));

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { initialApplicant } from '@/lib/insurance-applicant';
import { ApiError } from '@/services/http';
import type { InsuranceQuote } from '@/services/insurance';
import { InsuranceApplyPage } from './InsuranceApplyPage';

const plan = {
  code: 'EUROPE',
  name: 'Schengen and Europe',
  territory: ['AFRICA', 'EUROPE'] as Array<'AFRICA' | 'EUROPE'>,
  limits: { currency: 'EUR' as const, medical: '50000.00', evacuationRepatriation: '30000.00', baggage: '1000.00', delay: '250.00', cancellation: '2500.00' },
  meetsSchengen: true,
  fees: { adultFee: '26000.00', childrenFee: '0.00', insuranceCharges: '1500.00', total: '27500.00', currency: 'NGN' as const },
};
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
  plans: [plan],
};
const signedIn = initialApplicant('INDIVIDUAL', 0, '1988-05-04', {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'adaeze@example.com',
  phone: '+234 803 123 4567',
  gender: 'FEMALE',
});
const render = (initial = initialApplicant('INDIVIDUAL', 0, '1988-05-04', null)) =>
  renderWithProviders(<InsuranceApplyPage quote={quote} plan={plan} initial={initial} />);

async function fillTheRest() {
  await userEvent.selectOptions(screen.getByLabelText('Title'), 'MS');
  await userEvent.type(screen.getByLabelText('Occupation'), 'Engineer');
  await userEvent.selectOptions(screen.getByLabelText('Marital status'), 'SINGLE');
  await userEvent.type(screen.getByLabelText(/Passport number/), 'a12345678');
  await userEvent.selectOptions(screen.getByLabelText('State of origin'), 'ANAMBRA');
  await userEvent.type(screen.getByLabelText('Home address'), '4 Marina Road, Lagos');
  await userEvent.type(screen.getByLabelText('Postal code'), '101001');
  const kin = within(screen.getByRole('group', { name: /Next of kin/ }));
  await userEvent.type(kin.getByLabelText('Full name'), 'Ngozi Okafor');
  await userEvent.type(kin.getByLabelText('Relationship'), 'Sister');
  await userEvent.type(kin.getByLabelText('Address'), '12 Allen Avenue, Ikeja');
  await userEvent.type(kin.getByLabelText(/Phone/), '+234 803 000 0000');
}

describe('InsuranceApplyPage', () => {
  beforeEach(() => {
    [push, toastError, addInsuranceData, bookInsurance].forEach((mock) => mock.mockClear());
  });

  it('shows what is bought, with the birth date fixed by the quote', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Who is covered' })).toBeInTheDocument();
    expect(screen.getByText('Schengen and Europe')).toBeInTheDocument();
    expect(screen.getByText('₦27,500')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1988-05-04');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('readonly');
    // The medical condition is asked only once there is one.
    expect(screen.queryByLabelText('The medical condition')).not.toBeInTheDocument();
  });

  it('refuses an empty form with one summary that takes focus: the empty fields in one line, each a link to its field', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(/^There is a problemPlease fill all fields: Title, First name, Surname, Gender, Phone/);
    expect(within(summary).getByRole('link', { name: 'Next of kin, Phone' })).toHaveAttribute('href', '#applicant-individual-nextOfKin-phone');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(addInsuranceData).not.toHaveBeenCalled();
  });

  it("sends a signed-in person's details, books, and goes to payment with the overlay up", async () => {
    addInsuranceData.mockResolvedValue({ id: 'app-1' });
    bookInsurance.mockResolvedValue({ reference: 'K7MX3Q' });
    let moved: (value: boolean) => void = () => {};
    push.mockImplementationOnce(() => new Promise((resolve) => (moved = resolve)));
    const { store } = render(signedIn);
    expect(screen.getByLabelText('First name')).toHaveValue('Adaeze');
    await fillTheRest();
    await userEvent.selectOptions(screen.getByLabelText('Any medical condition?'), 'YES');
    await userEvent.type(screen.getByLabelText('The medical condition'), 'Asthma');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(addInsuranceData).toHaveBeenCalledWith({
      quoteId: quote.id,
      planCode: 'EUROPE',
      individual: expect.objectContaining({
        firstName: 'Adaeze',
        passportNumber: 'A12345678',
        anyCondition: true,
        medicalCondition: 'Asthma',
        dateOfBirth: '1988-05-04',
        nextOfKin: expect.objectContaining({ name: 'Ngozi Okafor' }),
      }),
    });
    expect(bookInsurance).toHaveBeenCalledWith('app-1', 'en');
    expect(push).toHaveBeenCalledWith('/insurance/makepayment?booking=K7MX3Q', undefined, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Saving your details…');
    expect(store.getState().insurance?.individualBookingIds).toEqual(['K7MX3Q']);
    moved(true);
  });

  it("puts the API's refusals on their fields, says an expired quote plainly, and sends a failure to the error page with the §8 toast", async () => {
    render(signedIn);
    await fillTheRest();
    addInsuranceData.mockRejectedValueOnce(
      new ApiError({
        status: 422,
        code: 'INVALID_INPUT',
        message: 'x',
        errors: [{ status: 422, code: 'APPLICANT_DOB_MISMATCH', title: 'x', detail: 'x', source: { pointer: '/individual/dateOfBirth' } }],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('link', { name: /Date of birth: This is not the date of birth the quote was priced for/ })).toBeInTheDocument();

    addInsuranceData.mockRejectedValueOnce(new ApiError({ status: 410, code: 'QUOTE_EXPIRED', message: 'x', errors: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('link', { name: /This quote has expired/ })).toHaveAttribute('href', '/insurance');

    addInsuranceData.mockRejectedValueOnce(new ApiError({ status: 502, code: 'INSURER_UNAVAILABLE', message: 'x', errors: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(toastError).toHaveBeenCalledWith('Error Processing request', expect.anything());
    expect(push).toHaveBeenLastCalledWith('/insurance/error', undefined, { locale: 'en' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
