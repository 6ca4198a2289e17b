import { useTranslation } from '@/components/i18n/use-translation';
import { SelectField } from '@/components/common/SelectField';
import { TextField } from '@/components/common/TextField';
import type { SavedTraveller } from '@/services/account';
import { passportValidity } from '@/common/passport';
import { useAppSelector } from '@/store/hooks';
import { fieldId, titlesFor, type TravellerForm } from './traveller-form';
import styles from './TravellersForm.module.scss';

export interface TravellerFieldsProps {
  index: number;
  traveller: TravellerForm;
  travelerType: string;
  /** Problems by the API's pointer (`/travelers/0/firstName`). */
  problems: Record<string, string>;
  countryOptions: Array<{ value: string; label: string }>;
  /** The last flight's day: a passport must be valid past it. */
  lastFlightDay: string;
  /** The account's saved travellers (signed in), or null for a guest. */
  saved: SavedTraveller[] | null;
  onPick: (savedId: string) => void;
  onChange: (change: Partial<TravellerForm>) => void;
  /** Whether to save this traveller with the account once booked (asked, never assumed). */
  save: boolean;
  onSave: (save: boolean) => void;
}

/** One traveller's details, names as on the passport, with a saved traveller to fill them from. */
export function TravellerFields({
  index,
  traveller,
  travelerType,
  problems,
  countryOptions,
  lastFlightDay,
  saved,
  onPick,
  onChange,
  save,
  onSave,
}: TravellerFieldsProps) {
  const { t } = useTranslation('flights');
  const locale = useAppSelector((state) => state.auth.locale);
  const base = `/travelers/${index}`;
  const id = (name: string) => fieldId(`${base}/${name}`);
  return (
    <fieldset className={styles.traveller}>
      <legend>{t('travellers.travellerTitle', { number: index + 1, type: t(`review.types.${travelerType}`) })}</legend>
      {saved && saved.length > 0 && (
        <div className={styles.savedPick}>
          <SelectField
            id={id('saved')}
            label={t('travellers.savedPick')}
            value=""
            placeholder={t('travellers.savedChoose')}
            options={saved.map((person) => ({
              value: person.id,
              label: `${[person.firstName, person.lastName].join(' ')} · ${person.dateOfBirth}${person.passportStatus !== 'ok' ? ` · ${t(`travellers.savedPassport.${person.passportStatus}`)}` : ''}`,
            }))}
            onChange={onPick}
          />
        </div>
      )}
      <div className={styles.grid}>
        <SelectField
          id={id('title')}
          label={t('travellers.fields.title')}
          value={traveller.title}
          placeholder={t('travellers.choose')}
          options={titlesFor(travelerType, locale).map((title) => ({ value: title, label: t(`travellers.titles.${title}`) }))}
          error={problems[`${base}/title`]}
          onChange={(title) => onChange({ title })}
        />
        {(['firstName', 'middleName', 'lastName'] as const).map((name) => (
          <TextField
            key={name}
            id={id(name)}
            className={styles.capitals}
            label={t(`travellers.fields.${name}`)}
            autoCapitalize="characters"
            spellCheck={false}
            autoComplete={name === 'firstName' ? 'given-name' : name === 'lastName' ? 'family-name' : 'additional-name'}
            value={traveller[name] ?? ''}
            error={problems[`${base}/${name}`]}
            onChange={(event) => onChange({ [name]: event.target.value })}
          />
        ))}
        <TextField
          id={id('dateOfBirth')}
          label={t('travellers.fields.dateOfBirth')}
          type="date"
          value={traveller.dateOfBirth}
          error={problems[`${base}/dateOfBirth`]}
          onChange={(event) => onChange({ dateOfBirth: event.target.value })}
        />
        <fieldset className={styles.gender} data-field={id('gender')} aria-describedby={problems[`${base}/gender`] ? id('gender-error') : undefined}>
          <legend>{t('travellers.fields.gender')}</legend>
          {(['FEMALE', 'MALE'] as const).map((gender, at) => (
            <label key={gender}>
              <input
                type="radio"
                id={at === 0 ? id('gender') : undefined}
                name={id('gender')}
                checked={traveller.gender === gender}
                onChange={() => onChange({ gender })}
              />
              {t(`travellers.genders.${gender}`)}
            </label>
          ))}
          {problems[`${base}/gender`] && (
            <p id={id('gender-error')} className={styles.error}>
              {problems[`${base}/gender`]}
            </p>
          )}
        </fieldset>
        <SelectField
          label={t('travellers.fields.nationality')}
          value={traveller.nationality}
          options={countryOptions}
          onChange={(nationality) => onChange({ nationality })}
        />
        <TextField
          id={id('passport-number')}
          label={t('travellers.fields.passportNumber')}
          autoCapitalize="characters"
          value={traveller.passport.number}
          error={problems[`${base}/passport/number`]}
          onChange={(event) => onChange({ passport: { ...traveller.passport, number: event.target.value } })}
        />
        <SelectField
          label={t('travellers.fields.issuingCountry')}
          value={traveller.passport.issuingCountry}
          options={countryOptions}
          onChange={(issuingCountry) => onChange({ passport: { ...traveller.passport, issuingCountry } })}
        />
        <TextField
          id={id('passport-expiryDate')}
          label={t('travellers.fields.passportExpiry')}
          type="date"
          value={traveller.passport.expiryDate}
          error={problems[`${base}/passport/expiryDate`]}
          warning={passportValidity(traveller.passport.expiryDate, lastFlightDay) === 'soon' ? t('travellers.passportSoon') : undefined}
          onChange={(event) => onChange({ passport: { ...traveller.passport, expiryDate: event.target.value } })}
        />
      </div>
      {saved && (
        <label className={styles.save}>
          <input type="checkbox" checked={save} onChange={(event) => onSave(event.target.checked)} />
          {t('travellers.saveForNextTime')}
        </label>
      )}
    </fieldset>
  );
}

/** The booking's contact: where the tickets go, and the number the airline calls when a flight changes. */
export function ContactFields({
  contact,
  problems,
  onChange,
}: {
  contact: { email: string; phone: string };
  problems: Record<string, string>;
  onChange: (contact: { email: string; phone: string }) => void;
}) {
  const { t } = useTranslation('flights');
  return (
    <fieldset className={styles.traveller}>
      <legend>{t('travellers.contact')}</legend>
      <div className={styles.grid}>
        <TextField
          id={fieldId('/data/contact/email')}
          label={t('travellers.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={contact.email}
          error={problems['/data/contact/email']}
          onChange={(event) => onChange({ ...contact, email: event.target.value })}
        />
        <TextField
          id={fieldId('/data/contact/phone')}
          label={t('travellers.fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+234 803 000 0000"
          value={contact.phone}
          error={problems['/data/contact/phone']}
          onChange={(event) => onChange({ ...contact, phone: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
