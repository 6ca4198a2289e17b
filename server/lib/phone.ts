import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * One phone number however it is written: +234 803 123 4567, 08031234567, 2348031234567 and
 * (0803) 123-4567 are all +2348031234567 (E.164; a number without its country code is read as
 * Nigerian). What the library cannot read keeps its digits, so it still compares with itself.
 */
export function phoneKey(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry: 'NG', extract: false }) ?? parsePhoneNumberFromString(`+${phone.replace(/\D/g, '')}`);
  return parsed?.isPossible() ? parsed.number : `+${phone.replace(/\D/g, '')}`;
}
