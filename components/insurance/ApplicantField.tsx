import type { ReactNode } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { SelectField } from '@/components/common/SelectField';
import { TextField } from '@/components/common/TextField';
import { fieldIdOf, GENDERS, MARITAL_STATUSES, NIGERIAN_STATES, TITLES, type ApplicantValues, type FieldSpec } from '@/lib/insurance-applicant';
import type { InsuranceQuote } from '@/services/insurance';

/** "AKWA_IBOM" as people write it: Akwa Ibom. */
const stateName = (code: string) =>
  code
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');

interface ApplicantFieldProps {
  field: FieldSpec & { path: string };
  /** Every answer so far: a medical condition is described only when there is one. */
  values: ApplicantValues;
  label: string;
  error: string | undefined;
  bookingType: InsuranceQuote['trip']['bookingType'];
  onChange: (value: string) => void;
}

/**
 * One field of the application as its kind asks (spec §3): a choice from a list in the reader's
 * words, a yes/no, a description asked only when needed, or a typed value with its hint; the
 * covered person's date of birth is the quote's and cannot change here.
 */
export function ApplicantField({ field, values, label, error, bookingType, onChange }: ApplicantFieldProps) {
  const { t } = useTranslation('insurance');
  // The answers of a field chosen from a list, each in the reader's words.
  const choicesOf = (kind: 'title' | 'gender' | 'marital' | 'state') =>
    kind === 'title'
      ? TITLES.map((code) => ({ value: code, label: t(`apply.titles.${code}`) }))
      : kind === 'gender'
        ? GENDERS.map((code) => ({ value: code, label: t(`apply.genders.${code}`) }))
        : kind === 'marital'
          ? MARITAL_STATUSES.map((code) => ({ value: code, label: t(`apply.marital.${code}`) }))
          : NIGERIAN_STATES.map((code) => ({ value: code, label: code === 'FCT' ? t('apply.fct') : stateName(code) }));

  // Drawn in its own cell of the group's grid, or not at all.
  const control = (): ReactNode => {
    const id = fieldIdOf(field.path);
    const common = { id, label, error };
    const value = values[field.path] ?? '';
    switch (field.kind) {
      case 'title':
      case 'gender':
      case 'marital':
      case 'state':
        return <SelectField {...common} value={value} placeholder={t('apply.choose')} options={choicesOf(field.kind)} onChange={onChange} />;
      case 'condition':
        return (
          <SelectField
            {...common}
            value={value}
            options={(['NO', 'YES'] as const).map((answer) => ({ value: answer, label: t(`apply.answers.${answer}`) }))}
            onChange={onChange}
          />
        );
      case 'medical':
        // Asked only when there is a condition to describe.
        return values[field.path.replace(/medicalCondition$/, 'anyCondition')] === 'YES' ? (
          <TextField {...common} hint={t('apply.medicalHint')} value={value} maxLength={500} onChange={(event) => onChange(event.target.value)} />
        ) : null;
      default: {
        const fixedDob = field.kind === 'date' && field.path === (bookingType === 'INDIVIDUAL' ? 'individual.dateOfBirth' : 'family.parents.0.dateOfBirth');
        return (
          <TextField
            {...common}
            type={field.kind === 'date' ? 'date' : field.kind}
            value={value}
            readOnly={fixedDob}
            hint={
              fixedDob
                ? t('apply.dobFixed')
                : field.optional
                  ? t('apply.optional')
                  : field.name === 'passportNumber'
                    ? t('apply.passportHint')
                    : field.kind === 'tel'
                      ? t('apply.phoneHint')
                      : undefined
            }
            autoComplete={
              field.path === 'individual.email'
                ? 'email'
                : field.path === 'individual.phone'
                  ? 'tel'
                  : field.path === 'individual.firstName'
                    ? 'given-name'
                    : field.path === 'individual.lastName'
                      ? 'family-name'
                      : 'off'
            }
            inputMode={field.kind === 'tel' ? 'tel' : field.kind === 'email' ? 'email' : undefined}
            maxLength={200}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }
    }
  };
  const drawn = control();
  return drawn ? <div>{drawn}</div> : null;
}
