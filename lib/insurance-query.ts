import { isCalendarDate } from '../common/dates';
/*
 * The insurance quote form as an address (`/insurance?destination=FR&…`): the form submits it
 * (with or without JavaScript) and the page server asks the API for the quote it names, so a
 * quote is a link a person can share or come back to.
 */

export const PURPOSES = ['LEISURE', 'STUDY'] as const;
export const TRIP_TYPES = ['ONE_TRIP', 'MULTI_TRIP'] as const;
export const BOOKING_TYPES = ['INDIVIDUAL', 'FAMILY'] as const;

/** The form's fields as typed (strings, as in the address). */
export interface QuoteFormValues {
  destination: string;
  purpose: string;
  tripType: string;
  bookingType: string;
  adults: string;
  children: string;
  start: string;
  end: string;
  dob: string;
  nationality: string;
}

export type QuoteField = keyof QuoteFormValues;
export const QUOTE_FIELDS: QuoteField[] = ['destination', 'purpose', 'tripType', 'bookingType', 'adults', 'children', 'start', 'end', 'dob', 'nationality'];

/** The API's field for each form field (its error's `source.pointer`). */
export const API_FIELDS: Record<QuoteField, string> = {
  destination: 'destinationCountry',
  purpose: 'purpose',
  tripType: 'tripType',
  bookingType: 'bookingType',
  adults: 'adults',
  children: 'children',
  start: 'coverStart',
  end: 'coverEnd',
  dob: 'oldestTravellerDob',
  nationality: 'nationality',
};

export const emptyQuoteForm = (nationality: string): QuoteFormValues => ({
  destination: '',
  purpose: 'LEISURE',
  tripType: 'ONE_TRIP',
  bookingType: 'INDIVIDUAL',
  adults: '1',
  children: '0',
  start: '',
  end: '',
  dob: '',
  nationality,
});

const MAX_FIELD = 40;

/** The form's values from an address's query (anything else ignored, each value bounded). */
export function quoteFormFromQuery(query: Record<string, string | string[] | undefined>, nationality: string): QuoteFormValues | null {
  if (typeof query.destination !== 'string') return null;
  const values = emptyQuoteForm(nationality);
  for (const field of QUOTE_FIELDS) {
    const value = query[field];
    if (typeof value === 'string') values[field] = value.trim().slice(0, MAX_FIELD);
  }
  return values;
}

export const quoteHref = (values: QuoteFormValues, prefix = '') =>
  `${prefix}/insurance?${new URLSearchParams(QUOTE_FIELDS.map((field) => [field, values[field]])).toString()}`;

const count = (value: string) => (/^\d{1,2}$/.test(value) ? Number(value) : Number.NaN);

/** The API's request body for the form (values it cannot read are passed on for it to refuse). */
export const quoteBody = (values: QuoteFormValues) => ({
  destinationCountry: values.destination.toUpperCase(),
  purpose: values.purpose,
  tripType: values.tripType,
  bookingType: values.bookingType,
  adults: count(values.adults),
  children: count(values.children),
  coverStart: values.start,
  coverEnd: values.end,
  oldestTravellerDob: values.dob,
  nationality: values.nationality.toUpperCase(),
});

/** A refusal of the form, by the API's code, on a field (or on the whole form). */
export interface QuoteProblem {
  code: string;
  field: QuoteField | null;
}

/**
 * What the browser can say before asking (spec §5, the API says the same): empty fields, the
 * oldest traveller's birth date, dates out of order or past. The API checks everything again.
 */
export function checkQuoteForm(values: QuoteFormValues, today: string): QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  for (const field of ['destination', 'start', 'end', 'nationality'] as const) if (!values[field]) problems.push({ code: 'FIELDS_MISSING', field });
  if (!values.dob) problems.push({ code: 'OLDEST_DOB_REQUIRED', field: 'dob' });
  else if (!isCalendarDate(values.dob) || values.dob > today) problems.push({ code: 'INVALID_INPUT', field: 'dob' });
  if (values.start && values.end && (!isCalendarDate(values.start) || !isCalendarDate(values.end) || values.start < today || values.end < values.start)) {
    problems.push({ code: 'COVER_DATES_INVALID', field: 'start' });
  }
  for (const field of ['adults', 'children'] as const) if (Number.isNaN(count(values[field]))) problems.push({ code: 'INVALID_INPUT', field });
  return problems;
}

/** The form field an API error's pointer names. */
export function fieldOfPointer(pointer: string | undefined): QuoteField | null {
  const name = pointer?.replace(/^\//, '').split('/')[0];
  return (QUOTE_FIELDS.find((field) => API_FIELDS[field] === name) ?? null) as QuoteField | null;
}
