import type { FlightOffer } from './providers/types';
import { ageOn, travellerProblems, type BookingTraveller } from './traveller-rules';
import { isBookingReference, newOrderReference } from '../orders/reference';

const offer = {
  itineraries: [{ segments: [{ departure: { at: '2026-12-20T08:00:00' } }] }, { segments: [{ departure: { at: '2027-01-10T08:00:00' } }] }],
  travelerPricings: [
    { travelerId: '1', travelerType: 'ADULT' },
    { travelerId: '2', travelerType: 'CHILD' },
    { travelerId: '3', travelerType: 'HELD_INFANT' },
  ],
} as unknown as FlightOffer;

const person = (id: string, dateOfBirth: string, extra: Partial<BookingTraveller> = {}): BookingTraveller => ({
  id,
  title: 'MR',
  firstName: 'Chinedu',
  lastName: "O'Neil-Adébáyọ̀",
  dateOfBirth,
  gender: 'MALE',
  nationality: 'NG',
  passport: { number: 'A01234567', issuingCountry: 'NG', expiryDate: '2030-01-01' },
  ...extra,
});

const family = [person('1', '1990-05-01'), person('2', '2018-03-03'), person('3', '2025-06-01')];

describe('traveller rules', () => {
  it('accepts a family whose ages fit their fares', () => {
    expect(travellerProblems(family, offer, '2026-11-21')).toEqual([]);
  });

  it('counts ages in whole years on a given day', () => {
    expect(ageOn('2014-12-21', '2026-12-20')).toBe(11);
    expect(ageOn('2014-12-20', '2026-12-20')).toBe(12);
  });

  it('refuses ages that do not fit: a 12-year-old child, an infant who turns 2 before the return', () => {
    const problems = travellerProblems([family[0]!, person('2', '2014-12-01'), person('3', '2025-01-05')], offer, '2026-11-21');
    expect(problems.map((problem) => [problem.pointer, problem.code])).toEqual([
      ['/travelers/1/dateOfBirth', 'AGE_DOES_NOT_MATCH'],
      ['/travelers/2/dateOfBirth', 'AGE_DOES_NOT_MATCH'],
    ]);
  });

  it('wants names as on the passport and a passport valid after the last flight', () => {
    const problems = travellerProblems(
      [person('1', '1990-05-01', { firstName: 'J0hn', passport: { number: 'X1', issuingCountry: 'NG', expiryDate: '2027-01-10' } }), family[1]!, family[2]!],
      offer,
      '2026-11-21',
    );
    expect(problems.map((problem) => problem.code)).toEqual(['NAME_FORMAT', 'PASSPORT_EXPIRES']);
  });

  it('wants every traveller of the offer and no stranger', () => {
    const problems = travellerProblems([family[0]!, person('9', '1990-01-01')], offer, '2026-11-21');
    expect(problems.map((problem) => problem.code)).toEqual(['UNKNOWN_TRAVELLER', 'MISSING_TRAVELLER', 'MISSING_TRAVELLER']);
  });

  it('refuses a party a search would refuse: more infants on laps than adults', () => {
    const laps = {
      ...offer,
      travelerPricings: [
        { travelerId: '1', travelerType: 'ADULT' },
        { travelerId: '2', travelerType: 'HELD_INFANT' },
        { travelerId: '3', travelerType: 'HELD_INFANT' },
      ],
    } as unknown as FlightOffer;
    const problems = travellerProblems([family[0]!, person('2', '2025-06-01'), person('3', '2025-07-01')], laps, '2026-11-21');
    expect(problems.map((problem) => problem.code)).toEqual(['PARTY_NOT_ALLOWED']);
  });
});

describe('booking references', () => {
  it('are six unambiguous characters', () => {
    const references = new Set(Array.from({ length: 500 }, newOrderReference));
    expect(references.size).toBeGreaterThan(495);
    for (const reference of references) expect(isBookingReference(reference)).toBe(true);
    expect(isBookingReference('B0OK1S')).toBe(false);
  });
});
