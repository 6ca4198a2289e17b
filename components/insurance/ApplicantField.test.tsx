import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { formFields, type ApplicantValues } from '@/lib/insurance-applicant';
import { ApplicantField } from './ApplicantField';

const individual = formFields('INDIVIDUAL', 0);
const family = formFields('FAMILY', 1);
const fieldAt = (fields: typeof individual, path: string) => fields.find((field) => field.path === path)!;

interface FieldOptions {
  label?: string;
  error?: string;
  bookingType?: 'INDIVIDUAL' | 'FAMILY';
}

function renderField(path: string, values: ApplicantValues = {}, { label = 'Field', error, bookingType = 'INDIVIDUAL' }: FieldOptions = {}) {
  const onChange = jest.fn();
  const fields = bookingType === 'INDIVIDUAL' ? individual : family;
  const view = renderWithProviders(
    <ApplicantField field={fieldAt(fields, path)} values={values} label={label} error={error} bookingType={bookingType} onChange={onChange} />,
  );
  return { ...view, onChange };
}

describe('one field of the insurance application', () => {
  it('offers the states in the reader’s words, nothing chosen for them', async () => {
    const { onChange } = renderField('individual.stateOfOrigin', {}, { label: 'State of origin' });
    const select = screen.getByLabelText('State of origin');
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Akwa Ibom' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Federal Capital Territory (Abuja)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'LAGOS');
    expect(onChange).toHaveBeenCalledWith('LAGOS');
  });

  it('asks for the medical condition only once there is one', () => {
    const path = 'individual.medicalCondition';
    const { container, unmount } = renderField(path, { 'individual.anyCondition': 'NO' });
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderField(path, { 'individual.anyCondition': 'YES' }, { label: 'The medical condition' });
    expect(screen.getByLabelText('The medical condition')).toHaveAccessibleDescription(/does not change the price shown/);
  });

  it('shows the quote’s date of birth read-only, saying why', () => {
    renderField('individual.dateOfBirth', { 'individual.dateOfBirth': '1990-05-01' }, { label: 'Date of birth' });
    const dob = screen.getByLabelText('Date of birth');
    expect(dob).toHaveAttribute('readonly');
    expect(dob).toHaveValue('1990-05-01');
    expect(dob).toHaveAccessibleDescription(/From your quote/);
  });

  it('lets a second parent’s date of birth be typed (only the first is the quote’s)', () => {
    renderField('family.parents.1.dateOfBirth', {}, { label: 'Date of birth', bookingType: 'FAMILY' });
    expect(screen.getByLabelText('Date of birth')).not.toHaveAttribute('readonly');
  });

  it('types the traveller’s email as an email, with its error read with it', async () => {
    const { onChange } = renderField('individual.email', {}, { label: 'Email', error: 'Enter an email address.' });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAccessibleDescription('Enter an email address.');
    await userEvent.type(email, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });
});
