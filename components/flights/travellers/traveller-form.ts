import type { TravellerDetails } from '@/services/bookings';
import type { ApiErrorInfo } from '@/services/http';
import { PASSPORT_NAME, passportValidity } from '@/common/passport';
import { EMAIL_ADDRESS, PHONE_NUMBER } from '@/common/contact';

/* The travellers form's model: a traveller as the form holds them, its fields, and its checks. */

export type Title = TravellerDetails['title'];
export type Gender = TravellerDetails['gender'];

/**
 * The titles a traveller may carry, by age: a child is never Mr or Mrs. French has one word (Mme)
 * for Mrs and Ms, so it lists it once.
 */
export function titlesFor(travelerType: string, language: 'en' | 'fr'): Title[] {
  if (travelerType !== 'ADULT') return ['MSTR', 'MISS'];
  return language === 'fr' ? ['MR', 'MRS', 'MISS', 'DR'] : ['MR', 'MRS', 'MS', 'MISS', 'DR'];
}

/** A traveller as the form holds them: title and gender stay empty until the person chooses. */
export type TravellerForm = Omit<TravellerDetails, 'title' | 'gender'> & { title: Title | ''; gender: Gender | '' };

export type Problems = Record<string, string>;

export const blank = (id: string, nationality: string): TravellerForm => ({
  id,
  title: '',
  firstName: '',
  middleName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  nationality,
  passport: { number: '', issuingCountry: nationality, expiryDate: '' },
});

/** The API's field problems said in the reader's words (beside the field and in the summary). */
export const FIELD_CODES: Record<string, string> = {
  INVALID_CHARACTERS: 'characters',
  NAME_FORMAT: 'nameFormat',
  AGE_DOES_NOT_MATCH: 'age',
  PASSPORT_EXPIRES: 'passportExpires',
  BIRTH_IN_FUTURE: 'birthInFuture',
};

/** A traveller's fields in the order the form shows them, by the API's pointer (relative to the traveller). */
export const TRAVELLER_FIELDS = [
  ['title', 'title'],
  ['firstName', 'firstName'],
  ['middleName', 'middleName'],
  ['lastName', 'lastName'],
  ['dateOfBirth', 'dateOfBirth'],
  ['gender', 'gender'],
  ['passport/number', 'passportNumber'],
  ['passport/expiryDate', 'passportExpiry'],
] as const;

/** The element an error summary's link moves to, by pointer. */
export const fieldId = (pointer: string) => pointer.replace(/^\/(data\/)?/, '').replace(/\//g, '-');

/** Refusals of the whole booking said in the reader's words (field problems go beside their fields). */
export const KNOWN_FAILURES = new Set(['QUOTE_EXPIRED', 'PRICE_CHANGED', 'SOLD_OUT', 'FLIGHT_NOT_FOUND', 'TOO_MANY_UNPAID_BOOKINGS', 'TOO_MANY_ATTEMPTS']);

/** The form's problems by the API's pointer: what the API checks, checked first (names as on the passport, dates, contact). */
export function checkTravellers(
  travellers: TravellerForm[],
  contact: { email: string; phone: string },
  { today, lastFlightDay }: { today: string; lastFlightDay: string },
  t: (key: string) => string,
): Problems {
  const found: Problems = {};
  const required = t('travellers.errors.required');
  travellers.forEach((traveller, index) => {
    const at = `/travelers/${index}`;
    if (!traveller.title) found[`${at}/title`] = t('travellers.errors.title');
    for (const name of ['firstName', 'middleName', 'lastName'] as const) {
      const value = traveller[name]?.trim() ?? '';
      if (!value && name !== 'middleName') found[`${at}/${name}`] = required;
      else if (value && !PASSPORT_NAME.test(value)) found[`${at}/${name}`] = t('travellers.errors.nameFormat');
    }
    if (!traveller.dateOfBirth) found[`${at}/dateOfBirth`] = required;
    else if (traveller.dateOfBirth > today) found[`${at}/dateOfBirth`] = t('travellers.errors.birthInFuture');
    if (!traveller.gender) found[`${at}/gender`] = t('travellers.errors.gender');
    if (!traveller.passport.number.trim()) found[`${at}/passport/number`] = required;
    if (!traveller.passport.expiryDate) found[`${at}/passport/expiryDate`] = required;
    else if (passportValidity(traveller.passport.expiryDate, lastFlightDay) === 'expires')
      found[`${at}/passport/expiryDate`] = t('travellers.errors.passportExpires');
  });
  if (!EMAIL_ADDRESS.test(contact.email.trim())) found['/data/contact/email'] = t('travellers.errors.email');
  if (!PHONE_NUMBER.test(contact.phone.trim())) found['/data/contact/phone'] = t('travellers.errors.phone');
  return found;
}

/** The API's refusals by the field at fault (its JSON pointer), in the reader's words where the code is known. */
export function problemsFromApi(errors: ApiErrorInfo['errors'], t: (key: string) => string): Problems {
  const found: Problems = {};
  for (const item of errors) {
    const pointer = item.source?.pointer?.replace(/^\/data(?=\/travelers)/, '');
    if (pointer && item.detail) found[pointer] = item.code && FIELD_CODES[item.code] ? t(`travellers.errors.${FIELD_CODES[item.code]}`) : item.detail;
  }
  return found;
}
