import { PhoneNumber } from '../lib/contact-schema';
import { z } from '@hono/zod-openapi';
import { ageOn, calendarDay } from '../lib/dates';
import type { ErrorObject } from '../lib/http-error';
import { fieldError, HttpError } from '../lib/http-error';
import { CONTROL_CHARACTERS, personName } from '../lib/text';
import type { QuoteRequest } from './domain';
import { FAMILY, QUOTE_MESSAGES } from './rules';
import { NIGERIAN_STATES } from '../../common/nigerian-states';

/*
 * Spec §3 individual applicant and family, as the API takes them (`POST /api/insurance/insurancedata`),
 * and the rules of §5 beyond their shapes: the applicant is the traveller the quote was priced for,
 * a family is exactly two parents and the quote's number of children, every child under 18.
 */

/** The §5 sentence for an applicant form left incomplete. */
export const APPLICANT_MISSING = 'Please fill all fields';

export { NIGERIAN_STATES };

const DAY = calendarDay();
const NAME = personName(60);
const OPTIONAL_NAME = z.union([z.literal(''), personName(60)]).optional();
/** One line of free text: trimmed, bounded, no control characters. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Required.')
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'Use one line of text.');
const PHONE = PhoneNumber;
const PASSPORT = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5,20}$/, 'Letters and digits as printed on the passport.');
const TITLE = z.enum(['MR', 'MRS', 'MS', 'MISS', 'MSTR', 'DR']);
const GENDER = z.enum(['MALE', 'FEMALE']);
const MARITAL = z.enum(['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED']);
const health = {
  anyCondition: z.boolean(),
  /** Required when anyCondition is true. */
  medicalCondition: z
    .string()
    .trim()
    .max(500)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'Use one line of text.')
    .optional(),
};
const NextOfKinSchema = z.object({ name: NAME, relationship: line(40), address: line(200), phone: PHONE });

/** Where the applicant lives, and whom to call: the individual's and the family's alike. */
const HOME = {
  stateOfOrigin: z.enum(NIGERIAN_STATES),
  address: line(200),
  zipCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, 'Enter the postal code.'),
  nextOfKin: NextOfKinSchema,
};

export const IndividualApplicantSchema = z
  .object({
    title: TITLE,
    firstName: NAME,
    middleName: OPTIONAL_NAME,
    lastName: NAME,
    dateOfBirth: DAY,
    gender: GENDER,
    phone: PHONE,
    email: z.string().trim().max(254).email('Enter a valid email address.'),
    occupation: line(80),
    maritalStatus: MARITAL,
    ...health,
    passportNumber: PASSPORT,
    ...HOME,
  })
  .strict()
  .openapi('InsuranceIndividualApplicant');

const ParentSchema = z
  .object({
    title: TITLE,
    firstName: NAME,
    middleName: OPTIONAL_NAME,
    dateOfBirth: DAY,
    gender: GENDER,
    passportNumber: PASSPORT,
    email: z.string().trim().max(254).email('Enter a valid email address.'),
    phone: PHONE,
    occupation: line(80),
    maritalStatus: MARITAL,
    ...health,
  })
  .strict();

const ChildSchema = z
  .object({ title: TITLE, firstName: NAME, middleName: OPTIONAL_NAME, dateOfBirth: DAY, gender: GENDER, passportNumber: PASSPORT, ...health })
  .strict();

export const FamilyApplicantSchema = z
  .object({
    lastName: NAME,
    ...HOME,
    parents: z.array(ParentSchema).max(FAMILY.parents + 1),
    /** Up to six child slots exist (spec §5); two to five are filled. */
    children: z.array(ChildSchema).max(6),
  })
  .strict()
  .openapi('InsuranceFamily');

export const InsuranceDataSchema = z
  .object({
    quoteId: z.string().uuid(),
    planCode: z.string().regex(/^[A-Z_]{2,30}$/),
    individual: IndividualApplicantSchema.optional(),
    family: FamilyApplicantSchema.optional(),
  })
  .strict()
  .openapi('InsuranceData');

export type InsuranceData = z.infer<typeof InsuranceDataSchema>;
export type Individual = z.infer<typeof IndividualApplicantSchema>;
export type Family = z.infer<typeof FamilyApplicantSchema>;
/** The people a policy covers, as the application gave them. */
export type Applicant = { individual: Individual } | { family: Family };

const incorrect = (code: string, detail: string, pointer: string): ErrorObject => ({
  status: 422,
  code,
  title: QUOTE_MESSAGES.incorrect,
  detail,
  source: { pointer },
});
const missing = (pointer: string): ErrorObject => ({
  status: 422,
  code: 'FIELDS_MISSING',
  title: APPLICANT_MISSING,
  detail: 'Describe the medical condition.',
  source: { pointer },
});

function healthProblems(person: { anyCondition: boolean; medicalCondition?: string }, pointer: string): ErrorObject[] {
  return person.anyCondition && !person.medicalCondition ? [missing(`${pointer}/medicalCondition`)] : [];
}

/**
 * The applicant data's rules against its quote: the form that matches the quote's booking type,
 * the individual born on the day the quote was priced for, a family of 2 parents and the quoted
 * children, every child under 18 on the first day of cover. All problems at once.
 */
export function checkApplicant(data: InsuranceData, quote: QuoteRequest): Applicant {
  const errors: ErrorObject[] = [];
  if (quote.bookingType === 'INDIVIDUAL') {
    const person = data.individual;
    if (!person || data.family)
      throw fieldError(422, 'FIELDS_MISSING', APPLICANT_MISSING, 'Give the traveller’s details for an individual plan.', '/individual');
    if (person.dateOfBirth !== quote.oldestTravellerDob) {
      errors.push(
        incorrect('APPLICANT_DOB_MISMATCH', 'This date of birth is not the one the quote was priced for: get a new quote with it.', '/individual/dateOfBirth'),
      );
    }
    errors.push(...healthProblems(person, '/individual'));
    if (errors.length > 0) throw new HttpError(422, errors[0]!.code, errors[0]!.title, errors[0]!.detail, errors);
    return { individual: person };
  }
  const family = data.family;
  if (!family || data.individual) throw fieldError(422, 'FIELDS_MISSING', APPLICANT_MISSING, 'Give the family’s details for a family plan.', '/family');
  if (family.parents.length !== FAMILY.parents) errors.push(incorrect('FAMILY_PARENTS_COUNT', 'A family plan covers exactly 2 parents.', '/family/parents'));
  if (family.children.length < FAMILY.minChildren || family.children.length > FAMILY.maxChildren) {
    errors.push(incorrect('FAMILY_CHILDREN_COUNT', 'A family plan covers 2 to 5 children under 18.', '/family/children'));
  } else if (family.children.length !== quote.children) {
    errors.push(
      incorrect(
        'FAMILY_CHILDREN_COUNT',
        `The quote was priced for ${quote.children} children: get a new quote for ${family.children.length}.`,
        '/family/children',
      ),
    );
  }
  family.children.forEach((child, index) => {
    if (ageOn(child.dateOfBirth, quote.coverStart) >= FAMILY.childUnder)
      errors.push(incorrect('CHILD_TOO_OLD', 'Children on a family plan must be under 18 when cover starts.', `/family/children/${index}/dateOfBirth`));
    errors.push(...healthProblems(child, `/family/children/${index}`));
  });
  family.parents.forEach((parent, index) => errors.push(...healthProblems(parent, `/family/parents/${index}`)));
  const oldest = [...family.parents].map((parent) => parent.dateOfBirth).sort()[0];
  if (oldest && oldest !== quote.oldestTravellerDob) {
    errors.push(
      incorrect(
        'APPLICANT_DOB_MISMATCH',
        'The oldest parent’s date of birth is not the one the quote was priced for: get a new quote with it.',
        '/family/parents',
      ),
    );
  }
  if (errors.length > 0) throw new HttpError(422, errors[0]!.code, errors[0]!.title, errors[0]!.detail, errors);
  return { family };
}
