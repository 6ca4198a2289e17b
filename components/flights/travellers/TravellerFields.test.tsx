import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import type { SavedTraveller } from '@/services/account';
import { TravellerFields, type TravellerFieldsProps } from './TravellerFields';
import { blank, checkTravellers } from './traveller-form';

const saved: SavedTraveller = {
  id: '0b8f4c1e-1f5e-4a63-9d0b-2c4a1f0e8b7d',
  title: 'MRS',
  firstName: 'ADA',
  middleName: '',
  lastName: 'OBI',
  dateOfBirth: '1988-03-14',
  gender: 'FEMALE',
  nationality: 'NG',
  passport: { number: 'A9876543', issuingCountry: 'NG', expiryDate: '2027-02-01' },
  passportStatus: 'soon',
};
const render = (props: Partial<TravellerFieldsProps> = {}) => {
  const onChange = jest.fn();
  const onPick = jest.fn();
  const onSave = jest.fn();
  renderWithProviders(
    <TravellerFields
      index={1}
      traveller={blank('2', 'NG')}
      travelerType="CHILD"
      problems={{}}
      countryOptions={[
        { value: 'NG', label: 'Nigeria' },
        { value: 'GH', label: 'Ghana' },
      ]}
      lastFlightDay="2027-01-10"
      saved={null}
      onPick={onPick}
      onChange={onChange}
      save={false}
      onSave={onSave}
      {...props}
    />,
  );
  return { onChange, onPick, onSave };
};

describe('TravellerFields', () => {
  it('asks a child’s details with a child’s titles, each field under the API’s pointer', async () => {
    const { onChange } = render();
    const group = screen.getByRole('group', { name: 'Traveller 2 · Child' });
    expect(
      within(screen.getByLabelText('Title'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose', 'Master', 'Miss']);
    expect(screen.getByLabelText('First name (as on passport)')).toHaveAttribute('id', 'travelers-1-firstName');
    await userEvent.type(screen.getByLabelText('First name (as on passport)'), 'T');
    expect(onChange).toHaveBeenCalledWith({ firstName: 'T' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Male' }));
    expect(onChange).toHaveBeenCalledWith({ gender: 'MALE' });
    // A guest has no saved travellers to choose from, nor to save to.
    expect(screen.queryByLabelText('Fill in from your saved travellers')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows each problem beside its field, and fills from a saved traveller (whose passport runs out soon, said)', async () => {
    const { onPick, onSave } = render({ problems: { '/travelers/1/lastName': 'Please fill this in.' }, saved: [saved], travelerType: 'ADULT' });
    expect(screen.getByText('Please fill this in.')).toBeInTheDocument();
    const pick = screen.getByLabelText('Fill in from your saved travellers');
    expect(within(pick).getByRole('option', { name: /ADA OBI · 1988-03-14 · / })).toBeInTheDocument();
    await userEvent.selectOptions(pick, saved.id);
    expect(onPick).toHaveBeenCalledWith(saved.id);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this traveller to my account for next time' }));
    expect(onSave).toHaveBeenCalledWith(true);
  });
});

describe('checkTravellers', () => {
  it('finds each missing or wrong field by its pointer, and the contact’s', () => {
    const t = (key: string) => key;
    const ada = { ...blank('1', 'NG'), title: 'MRS' as const, firstName: 'Ada', lastName: 'Obi2', dateOfBirth: '2099-01-01', gender: 'FEMALE' as const };
    ada.passport = { number: 'A1', issuingCountry: 'NG', expiryDate: '2027-01-05' };
    expect(checkTravellers([ada], { email: 'ada@', phone: '+234 803 000 0000' }, { today: '2026-11-29', lastFlightDay: '2027-01-10' }, t)).toEqual({
      '/travelers/0/lastName': 'travellers.errors.nameFormat',
      '/travelers/0/dateOfBirth': 'travellers.errors.birthInFuture',
      '/travelers/0/passport/expiryDate': 'travellers.errors.passportExpires',
      '/data/contact/email': 'travellers.errors.email',
    });
  });
});
