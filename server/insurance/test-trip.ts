import { addDays, todayInLagos } from './domain';

/** Today in Lagos, for tests that date a trip from it. */
export const testToday = todayInLagos(new Date());

/** A quote request the API accepts (a Nigerian to Paris for 14 days, starting in 20 days), with `overrides`. */
export const testTrip = (overrides: Record<string, unknown> = {}) => ({
  destinationCountry: 'FR',
  purpose: 'LEISURE',
  tripType: 'ONE_TRIP',
  bookingType: 'INDIVIDUAL',
  adults: 1,
  children: 0,
  coverStart: addDays(testToday, 20),
  coverEnd: addDays(testToday, 33),
  oldestTravellerDob: '1988-05-04',
  nationality: 'NG',
  ...overrides,
});
