import { isCalendarDate } from '../common/dates';
import { NIGERIAN_STATES } from '../common/nigerian-states';
import { EMAIL_ADDRESS, PERSON_NAME, PHONE_NUMBER } from '@/common/contact';
/*
 * The insurance applicant's form (spec §3 individual applicant and family): fields addressed by
 * their path in the API's body (`individual.firstName`, `family.children.1.dateOfBirth`), so a
 * refusal's `source.pointer` finds its field. The browser checks what the API checks (§5), and
 * the API checks again.
 */

export const TITLES = ['MR', 'MRS', 'MS', 'MISS', 'MSTR', 'DR'] as const;
export const GENDERS = ['MALE', 'FEMALE'] as const;
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED'] as const;
export { NIGERIAN_STATES };

export type FieldKind = 'text' | 'email' | 'tel' | 'date' | 'title' | 'gender' | 'marital' | 'condition' | 'medical' | 'state';

/** One field of a person or family: its name in the API and how it is asked. */
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  optional?: boolean;
}

const health: FieldSpec[] = [
  { name: 'anyCondition', kind: 'condition' },
  { name: 'medicalCondition', kind: 'medical', optional: true },
];
const kin: FieldSpec[] = [
  { name: 'nextOfKin.name', kind: 'text' },
  { name: 'nextOfKin.relationship', kind: 'text' },
  { name: 'nextOfKin.address', kind: 'text' },
  { name: 'nextOfKin.phone', kind: 'tel' },
];

// The groups of fields the applicants share, each in the order the form asks them.
const names: FieldSpec[] = [
  { name: 'title', kind: 'title' },
  { name: 'firstName', kind: 'text' },
  { name: 'middleName', kind: 'text', optional: true },
];
const born: FieldSpec[] = [
  { name: 'dateOfBirth', kind: 'date' },
  { name: 'gender', kind: 'gender' },
];
const work: FieldSpec[] = [
  { name: 'occupation', kind: 'text' },
  { name: 'maritalStatus', kind: 'marital' },
];
const passport: FieldSpec = { name: 'passportNumber', kind: 'text' };
const home: FieldSpec[] = [
  { name: 'stateOfOrigin', kind: 'state' },
  { name: 'address', kind: 'text' },
  { name: 'zipCode', kind: 'text' },
];
const phone: FieldSpec = { name: 'phone', kind: 'tel' };
const email: FieldSpec = { name: 'email', kind: 'email' };
const lastName: FieldSpec = { name: 'lastName', kind: 'text' };

/** Spec §3 individual applicant, in its order. */
export const INDIVIDUAL_FIELDS: FieldSpec[] = [...names, lastName, ...born, phone, email, ...work, ...health, passport, ...home, ...kin];

/** Spec §3 family: what the family shares, each parent, each child. */
export const FAMILY_FIELDS: FieldSpec[] = [lastName, ...home, ...kin];
export const PARENT_FIELDS: FieldSpec[] = [...names, ...born, passport, email, phone, ...work, ...health];
export const CHILD_FIELDS: FieldSpec[] = [...names, ...born, passport, ...health];

/** A family plan covers exactly two parents (spec §5). */
export const FAMILY_PARENTS = 2;

/** The form as typed: every field's text by its path. */
export type ApplicantValues = Record<string, string>;

/** Every field of the form for a quote: the individual's, or the family's with its parents and the quote's children. */
export function formFields(bookingType: 'INDIVIDUAL' | 'FAMILY', children: number): Array<FieldSpec & { path: string }> {
  if (bookingType === 'INDIVIDUAL') return INDIVIDUAL_FIELDS.map((field) => ({ ...field, path: `individual.${field.name}` }));
  return [
    ...FAMILY_FIELDS.map((field) => ({ ...field, path: `family.${field.name}` })),
    ...Array.from({ length: FAMILY_PARENTS }, (_, index) => PARENT_FIELDS.map((field) => ({ ...field, path: `family.parents.${index}.${field.name}` }))).flat(),
    ...Array.from({ length: children }, (_, index) => CHILD_FIELDS.map((field) => ({ ...field, path: `family.children.${index}.${field.name}` }))).flat(),
  ];
}

/** What a signed-in person's profile gives the form (only values the form can take). */
export interface ApplicantProfile {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  gender?: string;
  occupation?: string;
  maritalStatus?: string;
  stateOfOrigin?: string;
  address?: string;
  zipCode?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  value && (values as readonly string[]).includes(value.toUpperCase()) ? value.toUpperCase() : '';

/** The form at its start: the quote's birth date for the individual (or the first parent), a signed-in person's saved details. */
export function initialApplicant(bookingType: 'INDIVIDUAL' | 'FAMILY', children: number, oldestDob: string, profile: ApplicantProfile | null): ApplicantValues {
  const values: ApplicantValues = Object.fromEntries(formFields(bookingType, children).map((field) => [field.path, field.kind === 'condition' ? 'NO' : '']));
  const person = bookingType === 'INDIVIDUAL' ? 'individual' : 'family.parents.0';
  values[`${person}.dateOfBirth`] = oldestDob;
  if (!profile) return values;
  const own: Record<string, string | undefined> = {
    firstName: profile.firstName,
    email: profile.email,
    phone: profile.phone,
    gender: oneOf(['MALE', 'FEMALE'], profile.gender),
    occupation: profile.occupation,
    maritalStatus: oneOf(MARITAL_STATUSES, profile.maritalStatus),
  };
  const shared: Record<string, string | undefined> = {
    lastName: profile.lastName,
    stateOfOrigin: oneOf(NIGERIAN_STATES, profile.stateOfOrigin),
    address: profile.address,
    zipCode: profile.zipCode,
  };
  for (const [name, value] of Object.entries(own)) if (value && `${person}.${name}` in values) values[`${person}.${name}`] = value.slice(0, 200);
  const home = bookingType === 'INDIVIDUAL' ? 'individual' : 'family';
  for (const [name, value] of Object.entries(shared)) if (value && `${home}.${name}` in values) values[`${home}.${name}`] = value.slice(0, 200);
  return values;
}

/** Why a field is refused: the API's codes (FIELDS_MISSING is spec §5's "Please fill all fields"). */
export type ApplicantProblemCode =
  | 'FIELDS_MISSING'
  | 'INVALID_PHONE'
  | 'INVALID_EMAIL'
  | 'INVALID_PASSPORT'
  | 'INVALID_ZIP'
  | 'INVALID_NAME'
  | 'INVALID_INPUT'
  | 'APPLICANT_DOB_MISMATCH'
  | 'CHILD_TOO_OLD'
  | 'DATE_INVALID';

export interface ApplicantProblem {
  path: string;
  code: ApplicantProblemCode;
}

const PHONE = PHONE_NUMBER;
const EMAIL = EMAIL_ADDRESS;
const PASSPORT = /^[A-Za-z0-9]{5,20}$/;
const ZIP = /^[A-Za-z0-9 -]{3,10}$/;
const NAME = PERSON_NAME;
const CONTROL = /[\u0000-\u001f\u007f]/;

const ageOn = (born: string, on: string) => {
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
};

/**
 * Every problem of the form at once, in its order (spec §5): a field left empty, a value the API
 * would refuse, the individual or oldest parent not born on the quote's date, a child 18 or over
 * when cover starts.
 */
export function checkApplicant(
  values: ApplicantValues,
  quote: { bookingType: 'INDIVIDUAL' | 'FAMILY'; children: number; coverStart: string; oldestDob: string },
): ApplicantProblem[] {
  const problems: ApplicantProblem[] = [];
  for (const field of formFields(quote.bookingType, quote.children)) {
    const value = (values[field.path] ?? '').trim();
    const medicalNeeded = field.kind === 'medical' && values[field.path.replace(/medicalCondition$/, 'anyCondition')] === 'YES';
    if (!value) {
      if (!field.optional || medicalNeeded) problems.push({ path: field.path, code: 'FIELDS_MISSING' });
      continue;
    }
    const code: ApplicantProblemCode | null =
      field.kind === 'tel' && !PHONE.test(value)
        ? 'INVALID_PHONE'
        : field.kind === 'email' && !EMAIL.test(value)
          ? 'INVALID_EMAIL'
          : field.name === 'passportNumber' && !PASSPORT.test(value)
            ? 'INVALID_PASSPORT'
            : field.name === 'zipCode' && !ZIP.test(value)
              ? 'INVALID_ZIP'
              : /(^|\.)(firstName|middleName|lastName)$/.test(field.name) && (!NAME.test(value) || value.length > 60)
                ? 'INVALID_NAME'
                : field.kind === 'date' && !isCalendarDate(value)
                  ? 'DATE_INVALID'
                  : CONTROL.test(value) || value.length > (field.kind === 'medical' ? 500 : 200)
                    ? 'INVALID_INPUT'
                    : null;
    if (code) problems.push({ path: field.path, code });
  }
  const refused = new Set(problems.map((problem) => problem.path));
  const dob = (path: string) => (refused.has(path) ? null : (values[path] ?? '').trim());
  if (quote.bookingType === 'INDIVIDUAL') {
    const born = dob('individual.dateOfBirth');
    if (born && born !== quote.oldestDob) problems.push({ path: 'individual.dateOfBirth', code: 'APPLICANT_DOB_MISMATCH' });
  } else {
    const parents = Array.from({ length: FAMILY_PARENTS }, (_, index) => dob(`family.parents.${index}.dateOfBirth`));
    if (parents.every(Boolean) && [...parents].sort()[0] !== quote.oldestDob)
      problems.push({ path: 'family.parents.0.dateOfBirth', code: 'APPLICANT_DOB_MISMATCH' });
    for (let index = 0; index < quote.children; index += 1) {
      const born = dob(`family.children.${index}.dateOfBirth`);
      if (born && ageOn(born, quote.coverStart) >= 18) problems.push({ path: `family.children.${index}.dateOfBirth`, code: 'CHILD_TOO_OLD' });
    }
  }
  return problems;
}

/** The API's body for the form: nested as its paths say, the health answer a boolean, empty optional fields left out. */
export function applicantBody(values: ApplicantValues, quote: { bookingType: 'INDIVIDUAL' | 'FAMILY'; children: number }) {
  const body: Record<string, unknown> = {};
  for (const field of formFields(quote.bookingType, quote.children)) {
    const value = (values[field.path] ?? '').trim();
    if (field.optional && !value) continue;
    const keys = field.path.split('.');
    let target = body as Record<string, unknown>;
    keys.slice(0, -1).forEach((key, index) => {
      const nextIsIndex = /^\d+$/.test(keys[index + 1]!);
      target[key] ??= nextIsIndex ? [] : {};
      target = target[key] as Record<string, unknown>;
    });
    target[keys.at(-1)!] = field.kind === 'condition' ? value === 'YES' : field.name === 'passportNumber' ? value.toUpperCase() : value;
  }
  return body as { individual?: Record<string, unknown>; family?: Record<string, unknown> };
}

/** A refusal's `source.pointer` (`/individual/nextOfKin/phone`) as the form's path. */
export const pathOfPointer = (pointer: string | undefined) => (pointer ? pointer.replace(/^\//, '').split('/').join('.') : '');

/** The field's id in the page (error summary links point at it). */
export const fieldIdOf = (path: string) => `applicant-${path.replace(/\./g, '-')}`;
