jest.mock('@/services/aftersales', () => ({ ...jest.requireActual('@/services/aftersales'), askForChange: jest.fn() }));
jest.mock('@/components/common/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/common/toast';
import { renderWithProviders } from '@/components/test-utils/render';
import { askForChange, type AfterSalesTerms } from '@/services/aftersales';
import AskForm from './AskForm';

const terms: AfterSalesTerms = {
  until: '2027-01-10T20:00:00Z',
  cancel: { refundable: true, penalty: '50000.00', refund: '400000.00' },
  change: { allowed: true, fee: '30000.00' },
  nameCorrection: { allowed: true },
  travellers: [
    { id: '1', name: 'ADA OBI' },
    { id: '2', name: 'TUNDE OBI' },
  ],
};
const helpers = {
  amount: (value: string | null) => `₦${Number(value).toLocaleString('en')}`,
  when: (value: string) => value.slice(0, 10),
  day: (value: string) => value,
  problem: (_error: unknown, fallback: string) => fallback,
};

function renderForm(overrides: Partial<AfterSalesTerms> = {}, roundTrip = true) {
  const onSent = jest.fn(() => Promise.resolve());
  renderWithProviders(<AskForm reference="K7MX3Q" terms={{ ...terms, ...overrides }} roundTrip={roundTrip} onSent={onSent} {...helpers} />);
  return onSent;
}

beforeEach(() => jest.clearAllMocks());

describe('asking for a change', () => {
  it('says until when, what each request costs by the fare rules, and starts on its first choice', () => {
    renderForm();
    expect(screen.getByText('You may ask until 2027-01-10 (three hours before departure).')).toBeInTheDocument();
    const choices = screen.getByRole('group', { name: 'What do you need?' });
    expect(within(choices).getByRole('radio', { name: /New dates Change fee ₦30,000/ })).toHaveFocus();
    expect(within(choices).getByRole('radio', { name: /You would get back ₦400,000 \(the fare rules keep ₦50,000\)/ })).toBeInTheDocument();
    expect(within(choices).getByRole('radio', { name: /Correct a name/ })).toBeInTheDocument();
  });

  it('offers no change on a fare that cannot be changed, and no name correction where it is not allowed', () => {
    renderForm({ change: { allowed: false, fee: null }, nameCorrection: { allowed: false }, cancel: { refundable: false, penalty: null, refund: null } });
    expect(screen.getByRole('radio', { name: /This fare cannot be changed/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /cancelling gives nothing back/ })).toBeEnabled();
    expect(screen.queryByRole('radio', { name: /Correct a name/ })).toBeNull();
  });

  it('asks what is needed before sending, then the new dates', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(screen.getByText('Choose what you need.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /New dates/ }));
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(screen.getByLabelText('New departure date')).toHaveAccessibleDescription('Choose the new departure date.');
    expect(askForChange).not.toHaveBeenCalled();
  });

  it('sends new dates with the return and a message, then says it was sent', async () => {
    jest.mocked(askForChange).mockResolvedValue(undefined as never);
    const user = userEvent.setup();
    const onSent = renderForm();
    await user.click(screen.getByRole('radio', { name: /New dates/ }));
    await user.type(screen.getByLabelText('New departure date'), '2027-02-01');
    await user.type(screen.getByLabelText('New return date'), '2027-02-15');
    await user.type(screen.getByLabelText('Anything we should know (optional)'), '  A wedding moved.  ');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(askForChange).toHaveBeenCalledWith('K7MX3Q', {
      type: 'CHANGE_DATES',
      dates: { departure: '2027-02-01', return: '2027-02-15' },
      message: 'A wedding moved.',
    });
    expect(toast.success).toHaveBeenCalledWith('Request sent: we will email you.');
  });

  it('corrects the chosen traveller’s name, trimmed, and says a refusal in the form', async () => {
    jest.mocked(askForChange).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: /Correct a name/ }));
    await user.selectOptions(screen.getByLabelText('Traveller'), '2');
    await user.type(screen.getByLabelText(/First and middle names/), ' Tunde ');
    await user.type(screen.getByLabelText('Surname'), 'Obi-Eze');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your request could not be sent. Please try again.');
    expect(askForChange).toHaveBeenCalledWith('K7MX3Q', { type: 'NAME_CORRECTION', name: { travelerId: '2', firstName: 'Tunde', lastName: 'Obi-Eze' } });
  });

  it('asks only a departure for a one-way trip', async () => {
    renderForm({}, false);
    await userEvent.click(screen.getByRole('radio', { name: /New dates/ }));
    expect(screen.queryByLabelText('New return date')).toBeNull();
  });
});
