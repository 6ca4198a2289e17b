import type { ErrorObject } from '../lib/http-error';
import { HttpError } from '../lib/http-error';
import table from './providers/underwriter/rate-table.json';
import { addDays, ageOn, coverDays, ELIGIBLE_NATIONALITY, isCalendarDate, todayInLagos, zoneOf, type QuoteRequest } from './domain';

/**
 * The spec's §5 and §8 messages, the `title` of each refusal: the site shows them in the reader's
 * language by `code`, with the `detail` saying what to change.
 */
export const QUOTE_MESSAGES = {
  missing: 'Please fill out all input fields',
  incorrect: 'Please fill in correct information',
  oldestDob: 'Please enter the date of birth of the oldest traveller',
  dates: 'Please enter valid dates.',
  nationality: 'This service is currently only available to Nigerians.',
} as const;

/** The family plan's sizes (spec §5): exactly two parents, two to five children under 18. */
export const FAMILY = { parents: 2, minChildren: 2, maxChildren: 5, childUnder: 18 } as const;

const refusal = (code: string, title: string, detail: string, field?: string): ErrorObject => ({
  status: 422,
  code,
  title,
  detail,
  ...(field ? { source: { pointer: `/${field}` } } : {}),
});

export interface QuoteRuleOptions {
  now: Date;
  familyEnabled: boolean;
}

/** Every rule a quote request must meet (docs/insurance.md), all refusals at once; the request when it meets them. */
export function checkQuoteRequest(request: QuoteRequest, { now, familyEnabled }: QuoteRuleOptions): QuoteRequest {
  // Spec §6 and §8: Nigerians only, said before anything else.
  if (request.nationality !== ELIGIBLE_NATIONALITY) {
    throw new HttpError(422, 'NATIONALITY_NOT_ELIGIBLE', QUOTE_MESSAGES.nationality, QUOTE_MESSAGES.nationality, [
      refusal('NATIONALITY_NOT_ELIGIBLE', QUOTE_MESSAGES.nationality, QUOTE_MESSAGES.nationality, 'nationality'),
    ]);
  }
  const errors: ErrorObject[] = [];

  const zone = zoneOf(request.destinationCountry);
  if (!zone) errors.push(refusal('INVALID_INPUT', QUOTE_MESSAGES.incorrect, 'Choose the country you are travelling to from the list.', 'destinationCountry'));
  else if (request.destinationCountry === ELIGIBLE_NATIONALITY) {
    errors.push(
      refusal(
        'DESTINATION_NOT_COVERED',
        QUOTE_MESSAGES.incorrect,
        'Travel insurance covers trips outside Nigeria: choose the country you are travelling to.',
        'destinationCountry',
      ),
    );
  }

  if (request.bookingType === 'FAMILY') {
    if (!familyEnabled)
      errors.push(
        refusal(
          'FAMILY_NOT_AVAILABLE',
          QUOTE_MESSAGES.incorrect,
          'The family plan is coming soon: for now, each traveller can have an individual plan.',
          'bookingType',
        ),
      );
    else {
      if (request.adults !== FAMILY.parents)
        errors.push(refusal('FAMILY_PARENTS_COUNT', QUOTE_MESSAGES.incorrect, 'A family plan covers exactly 2 parents.', 'adults'));
      if (request.children < FAMILY.minChildren || request.children > FAMILY.maxChildren) {
        errors.push(refusal('FAMILY_CHILDREN_COUNT', QUOTE_MESSAGES.incorrect, 'A family plan covers 2 to 5 children under 18.', 'children'));
      }
    }
  } else if (request.adults + request.children !== 1) {
    errors.push(
      refusal('TRAVELLER_COUNT', QUOTE_MESSAGES.incorrect, 'An individual plan covers one traveller: 1 adult, or 1 child travelling alone.', 'adults'),
    );
  }

  const today = todayInLagos(now);
  const datesValid = isCalendarDate(request.coverStart) && isCalendarDate(request.coverEnd);
  const dateProblem = !datesValid
    ? 'Enter the first and last days of cover as dates.'
    : request.coverStart < today
      ? 'Cover cannot start in the past.'
      : request.coverStart > addDays(today, table.maxStartDaysAhead)
        ? 'Cover can start at most a year from today.'
        : request.coverEnd < request.coverStart
          ? 'The last day of cover comes after the first.'
          : request.tripType === 'ONE_TRIP' && coverDays(request.coverStart, request.coverEnd) > table.maxOneTripDays
            ? `One trip is covered for at most ${table.maxOneTripDays} days.`
            : request.tripType === 'MULTI_TRIP' && request.coverEnd > addDays(request.coverStart, 364)
              ? 'A multi-trip plan covers one year at most.'
              : null;
  if (dateProblem) errors.push(refusal('COVER_DATES_INVALID', QUOTE_MESSAGES.dates, dateProblem, 'coverStart'));

  if (!isCalendarDate(request.oldestTravellerDob) || request.oldestTravellerDob > today) {
    errors.push(
      refusal('INVALID_INPUT', QUOTE_MESSAGES.oldestDob, 'Enter the oldest traveller’s date of birth as it is on their passport.', 'oldestTravellerDob'),
    );
  } else if (datesValid) {
    const age = ageOn(request.oldestTravellerDob, request.coverStart);
    if (age > table.maxAge) {
      errors.push(
        refusal(
          'AGE_NOT_INSURABLE',
          QUOTE_MESSAGES.incorrect,
          `Travellers over ${table.maxAge} cannot be insured online: call us and we will find cover.`,
          'oldestTravellerDob',
        ),
      );
    } else if (request.adults > 0 && age < FAMILY.childUnder) {
      errors.push(refusal('INVALID_INPUT', QUOTE_MESSAGES.incorrect, 'The oldest traveller is under 18: count them as a child.', 'oldestTravellerDob'));
    } else if (request.adults === 0 && age >= FAMILY.childUnder) {
      errors.push(refusal('INVALID_INPUT', QUOTE_MESSAGES.incorrect, 'A traveller of 18 or over is an adult.', 'adults'));
    }
  }

  if (errors.length > 0) throw new HttpError(422, errors[0]!.code, errors[0]!.title, errors[0]!.detail, errors);
  return request;
}
