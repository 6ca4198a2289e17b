import { PASSPORT_NAME, passportValidity } from '../../common/passport';
import type { FlightOffer, ProviderTraveller, TravelerType } from './providers/types';
import { ageOn } from '../lib/dates';

/** A traveller as the booking form gives them: the provider's traveller with a title. */
export interface BookingTraveller extends ProviderTraveller {
  title: 'MR' | 'MRS' | 'MS' | 'MISS' | 'MSTR' | 'DR';
}

export interface TravellerProblem {
  pointer: string;
  code: 'NAME_FORMAT' | 'AGE_DOES_NOT_MATCH' | 'PASSPORT_EXPIRES' | 'UNKNOWN_TRAVELLER' | 'MISSING_TRAVELLER' | 'BIRTH_IN_FUTURE' | 'PARTY_NOT_ALLOWED';
  detail: string;
}

export { ageOn };

/** Spec §3 passenger kinds: adult 12 and over, child 2 to 11, infant under 2. */
const AGE_RULES: Record<TravelerType, (ageAtStart: number, ageAtEnd: number) => boolean> = {
  ADULT: (start) => start >= 12,
  CHILD: (start) => start >= 2 && start < 12,
  // An infant must still be under two on the last flight, or it needs a child's seat.
  HELD_INFANT: (_, end) => end < 2,
  SEATED_INFANT: (_, end) => end < 2,
};

const AGE_WORDS: Record<TravelerType, string> = {
  ADULT: 'an adult must be 12 or over on the day of the first flight',
  CHILD: 'a child must be 2 to 11 on the day of the first flight',
  HELD_INFANT: 'an infant must be under 2 on the day of the last flight',
  SEATED_INFANT: 'an infant must be under 2 on the day of the last flight',
};

/**
 * What is wrong with the travellers of a booking (spec §5 and the rules): names as on the
 * passport, ages that match the fares bought, passports valid after the last flight.
 */
export function travellerProblems(travellers: BookingTraveller[], offer: FlightOffer, today: string): TravellerProblem[] {
  const problems: TravellerProblem[] = [];
  const segments = offer.itineraries.flatMap((itinerary) => itinerary.segments);
  const firstDay = segments[0]!.departure.at.slice(0, 10);
  const lastDay = segments.at(-1)!.departure.at.slice(0, 10);
  const types = new Map(offer.travelerPricings.map((pricing) => [pricing.travelerId, pricing.travelerType]));

  travellers.forEach((traveller, index) => {
    const at = (field: string) => `/travelers/${index}/${field}`;
    const type = types.get(traveller.id);
    if (!type) {
      problems.push({ pointer: at('id'), code: 'UNKNOWN_TRAVELLER', detail: `Traveller ${traveller.id} is not part of this offer.` });
      return;
    }
    for (const field of ['firstName', 'lastName', 'middleName'] as const) {
      const value = traveller[field];
      if (value !== undefined && value !== '' && !PASSPORT_NAME.test(value.trim())) {
        problems.push({
          pointer: at(field),
          code: 'NAME_FORMAT',
          detail: 'Write the name exactly as on the passport: letters, spaces, hyphens and apostrophes only.',
        });
      }
    }
    if (traveller.dateOfBirth > today) {
      problems.push({ pointer: at('dateOfBirth'), code: 'BIRTH_IN_FUTURE', detail: 'The date of birth is in the future.' });
    } else if (!AGE_RULES[type](ageOn(traveller.dateOfBirth, firstDay), ageOn(traveller.dateOfBirth, lastDay))) {
      problems.push({ pointer: at('dateOfBirth'), code: 'AGE_DOES_NOT_MATCH', detail: `This date of birth does not fit the fare: ${AGE_WORDS[type]}.` });
    }
    if (['expires', 'unknown'].includes(passportValidity(traveller.passport.expiryDate, lastDay))) {
      problems.push({ pointer: at('passport/expiryDate'), code: 'PASSPORT_EXPIRES', detail: 'The passport must still be valid after the last flight.' });
    }
  });
  // The same party rules as a search (spec §9): an adult's lap per infant, at most nine seats.
  const count = (type: TravelerType) => offer.travelerPricings.filter((pricing) => pricing.travelerType === type).length;
  if (count('HELD_INFANT') > count('ADULT') || count('ADULT') === 0 || offer.travelerPricings.length - count('HELD_INFANT') > 9) {
    problems.push({
      pointer: '/travelers',
      code: 'PARTY_NOT_ALLOWED',
      detail: 'Each infant on a lap needs an adult, and at most 9 travellers can have a seat.',
    });
  }
  for (const id of types.keys()) {
    if (!travellers.some((traveller) => traveller.id === id)) {
      problems.push({ pointer: '/travelers', code: 'MISSING_TRAVELLER', detail: `Traveller ${id} of the offer has no details.` });
    }
  }
  return problems;
}
