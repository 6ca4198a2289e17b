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

/** An individual applicant the API accepts for `testTrip()` (born on its oldest traveller's date), with `overrides`. */
export const testApplicant = (overrides: Record<string, unknown> = {}) => ({
  title: 'MS',
  firstName: 'Adaeze',
  middleName: '',
  lastName: 'Okafor',
  dateOfBirth: '1988-05-04',
  gender: 'FEMALE',
  phone: '+234 803 123 4567',
  email: 'adaeze@example.com',
  occupation: 'Engineer',
  maritalStatus: 'SINGLE',
  anyCondition: false,
  passportNumber: 'A12345678',
  stateOfOrigin: 'ANAMBRA',
  address: '4 Marina Road, Lagos',
  zipCode: '101001',
  nextOfKin: { name: 'Ngozi Okafor', relationship: 'Sister', address: '12 Allen Avenue, Ikeja', phone: '+234 803 000 0000' },
  ...overrides,
});
