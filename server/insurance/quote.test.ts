import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { insuranceQuotes } from '../db/schema';
import { resetEnvForTests } from '../env';
import { browserClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { addDays } from './domain';
import { testToday, testTrip } from './test-trip';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];

beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);
afterEach(() => {
  delete process.env.INSURANCE_FAMILY_ENABLED;
  delete process.env.INSURANCE_QUOTES_PER_HOUR;
  resetEnvForTests();
});

const today = testToday;
const trip = testTrip;

interface Plan {
  code: string;
  meetsSchengen: boolean;
  territory: string[];
  limits: { medical: string; currency: string };
  fees: { adultFee: string; childrenFee: string; insuranceCharges: string; total: string; currency: string };
}
interface Quote {
  id: string;
  expiresAt: string;
  currency: string;
  destination: { country: string; zone: string; schengen: boolean };
  trip: { days: number };
  plans: Plan[];
}
type Refusal = { errors: Array<{ status: number; code: string; title: string; detail: string; source?: { pointer?: string } }> };

const quote = (body: unknown, client = browserClient(app)) => client.post('/api/insurance/quote', body);
const quoted = async (body: unknown) => {
  const res = await quote(body);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Quote }).data;
};
const refused = async (body: unknown, status = 422) => {
  const res = await quote(body);
  expect(res.status).toBe(status);
  return ((await res.json()) as Refusal).errors;
};
const naira = (amount: string) => Number(amount);

describe('POST /api/insurance/quote', () => {
  it('prices the plans that can cover a Schengen trip, each meeting the visa rule, cheapest first, and keeps the quote a day', async () => {
    const data = await quoted(trip());
    expect(data.currency).toBe('NGN');
    expect(data.destination).toEqual({ country: 'FR', zone: 'EUROPE', schengen: true });
    expect(data.trip.days).toBe(14);
    expect(data.plans.map((plan) => plan.code)).toEqual(['EUROPE', 'WORLDWIDE']);
    for (const plan of data.plans) {
      expect(plan.meetsSchengen).toBe(true);
      expect(Number(plan.limits.medical)).toBeGreaterThanOrEqual(30_000);
      expect(plan.limits.currency).toBe('EUR');
      expect(naira(plan.fees.total)).toBe(naira(plan.fees.adultFee) + naira(plan.fees.childrenFee) + naira(plan.fees.insuranceCharges));
      expect(plan.fees.total).toMatch(/^\d+\.00$/);
    }
    // Europe plan, 14 days (8–15 band), an adult of 38: ₦26,000, charges 5% (₦1,300, at least ₦1,500).
    expect(data.plans[0]!.fees).toEqual({ adultFee: '26000.00', childrenFee: '0.00', insuranceCharges: '1500.00', total: '27500.00', currency: 'NGN' });
    const expires = Date.parse(data.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(23 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(24 * 3_600_000);
    const [row] = await db.select().from(insuranceQuotes).where(eq(insuranceQuotes.id, data.id));
    expect(row!.request).toMatchObject({ destinationCountry: 'FR', oldestTravellerDob: '1988-05-04' });
    expect(row!.plans).toHaveLength(2);
  });

  it('offers a non-Schengen destination every plan whose territory covers it, and the United States only the worldwide plan', async () => {
    expect((await quoted(trip({ destinationCountry: 'GB' }))).plans.map((plan) => plan.code)).toEqual(['WORLD_ESSENTIAL', 'EUROPE', 'WORLDWIDE']);
    expect((await quoted(trip({ destinationCountry: 'GH' }))).plans.map((plan) => plan.code)).toEqual(['AFRICA', 'WORLD_ESSENTIAL', 'EUROPE', 'WORLDWIDE']);
    expect((await quoted(trip({ destinationCountry: 'AE' }))).plans.map((plan) => plan.code)).toEqual(['WORLD_ESSENTIAL', 'WORLDWIDE']);
    const usa = await quoted(trip({ destinationCountry: 'US' }));
    expect(usa.destination.zone).toBe('USA_CANADA');
    expect(usa.plans.map((plan) => plan.code)).toEqual(['WORLDWIDE']);
  });

  it('prices by duration, age, purpose and children as the rate table says', async () => {
    const week = await quoted(trip({ destinationCountry: 'GH', coverEnd: addDays(today, 26) }));
    expect(week.plans[0]!.fees.adultFee).toBe('6500.00');
    const senior = await quoted(
      trip({ destinationCountry: 'GH', coverEnd: addDays(today, 26), oldestTravellerDob: `${Number(today.slice(0, 4)) - 70}-01-01` }),
    );
    expect(senior.plans[0]!.fees.adultFee).toBe('11375.00');
    const study = await quoted(trip({ destinationCountry: 'GH', coverEnd: addDays(today, 26), purpose: 'STUDY' }));
    expect(study.plans[0]!.fees.adultFee).toBe('7800.00');
    const child = await quoted(
      trip({ destinationCountry: 'GH', coverEnd: addDays(today, 26), adults: 0, children: 1, oldestTravellerDob: `${Number(today.slice(0, 4)) - 15}-01-01` }),
    );
    expect(child.plans[0]!.fees).toMatchObject({ adultFee: '0.00', childrenFee: '3250.00' });
    const year = await quoted(trip({ destinationCountry: 'GH', tripType: 'MULTI_TRIP', coverEnd: addDays(today, 20 + 364) }));
    expect(year.plans[0]!.fees.adultFee).toBe('60000.00');
  });

  it('says "Please fill out all input fields" for a field left empty, naming it, and its own message for the oldest traveller’s birth date', async () => {
    const withoutDestination: Record<string, unknown> = trip();
    delete withoutDestination.destinationCountry;
    const errors = await refused({ ...withoutDestination, coverEnd: '' });
    expect(errors.map((error) => [error.code, error.title, error.source?.pointer])).toEqual(
      expect.arrayContaining([
        ['FIELDS_MISSING', 'Please fill out all input fields', '/destinationCountry'],
        ['FIELDS_MISSING', 'Please fill out all input fields', '/coverEnd'],
      ]),
    );
    const [dob] = await refused(trip({ oldestTravellerDob: '' }));
    expect(dob).toMatchObject({ code: 'OLDEST_DOB_REQUIRED', title: 'Please enter the date of birth of the oldest traveller' });
  });

  it('says "Please fill in correct information" for wrong types and values', async () => {
    for (const wrong of [
      { adults: 'one' },
      { adults: -1 },
      { children: 1.5 },
      { purpose: 'BUSINESS' },
      { destinationCountry: 'fr' },
      { destinationCountry: 'XX' },
      { extra: 'field' },
    ]) {
      const [error] = await refused(trip(wrong));
      expect(error).toMatchObject({ status: 422, code: 'INVALID_INPUT', title: 'Please fill in correct information' });
    }
  });

  it('refuses a traveller who is not Nigerian with the spec’s sentence, and gives no quote', async () => {
    const before = (await db.select().from(insuranceQuotes)).length;
    const [error] = await refused(trip({ nationality: 'GH' }));
    expect(error).toMatchObject({
      code: 'NATIONALITY_NOT_ELIGIBLE',
      title: 'This service is currently only available to Nigerians.',
      source: { pointer: '/nationality' },
    });
    expect((await db.select().from(insuranceQuotes)).length).toBe(before);
  });

  it('says "Please enter valid dates." for cover in the past, backwards, too long or too far ahead', async () => {
    for (const dates of [
      { coverStart: addDays(today, -1) },
      { coverStart: addDays(today, 10), coverEnd: addDays(today, 9) },
      { coverStart: addDays(today, 10), coverEnd: addDays(today, 10 + 365) },
      { coverStart: addDays(today, 366), coverEnd: addDays(today, 370) },
      { coverStart: '2027-02-30' },
      { tripType: 'MULTI_TRIP', coverStart: addDays(today, 10), coverEnd: addDays(today, 10 + 365) },
    ]) {
      const errors = await refused(trip(dates));
      expect(errors).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'COVER_DATES_INVALID', title: 'Please enter valid dates.' })]));
    }
    // The first and the last day both count: a year of cover is 365 days.
    expect((await quoted(trip({ coverStart: addDays(today, 10), coverEnd: addDays(today, 374) }))).trip.days).toBe(365);
  });

  it('refuses a trip at home, an individual plan for two, and travellers too old to insure online', async () => {
    expect((await refused(trip({ destinationCountry: 'NG' })))[0]!.code).toBe('DESTINATION_NOT_COVERED');
    expect((await refused(trip({ adults: 1, children: 1 })))[0]!.code).toBe('TRAVELLER_COUNT');
    expect((await refused(trip({ oldestTravellerDob: '1930-01-01' })))[0]!.code).toBe('AGE_NOT_INSURABLE');
    expect((await refused(trip({ oldestTravellerDob: addDays(today, 1) })))[0]!.title).toBe('Please enter the date of birth of the oldest traveller');
    expect((await refused(trip({ oldestTravellerDob: `${Number(today.slice(0, 4)) - 10}-01-01` })))[0]!.detail).toMatch(/under 18/);
  });

  it('keeps the family plan "coming soon" until it is switched on, then holds it to 2 parents and 2 to 5 children', async () => {
    const family = { bookingType: 'FAMILY', adults: 2, children: 3 };
    expect((await refused(trip(family)))[0]!.code).toBe('FAMILY_NOT_AVAILABLE');
    process.env.INSURANCE_FAMILY_ENABLED = '1';
    resetEnvForTests();
    const data = await quoted(trip({ ...family, destinationCountry: 'GH', coverEnd: addDays(today, 26) }));
    expect(data.plans[0]!.fees).toMatchObject({ adultFee: '13000.00', childrenFee: '9750.00' });
    expect((await refused(trip({ ...family, adults: 1 })))[0]!.code).toBe('FAMILY_PARENTS_COUNT');
    expect((await refused(trip({ ...family, children: 1 })))[0]!.code).toBe('FAMILY_CHILDREN_COUNT');
    expect((await refused(trip({ ...family, children: 6 })))[0]!.code).toBe('FAMILY_CHILDREN_COUNT');
  });

  it('answers hostile bodies with the envelope, never a 500', async () => {
    const client = browserClient(app);
    const raw = (body: string) =>
      app.request('/api/insurance/quote', { method: 'POST', headers: { ...client.headers(), 'content-type': 'application/json' }, body });
    await client.get('/api/cookie');
    for (const body of [
      'not json',
      '[]',
      'null',
      JSON.stringify(trip({ destinationCountry: 'F\u0000R' })),
      JSON.stringify(trip({ coverStart: 'x'.repeat(10_000) })),
    ]) {
      const res = await raw(body);
      expect([400, 422]).toContain(res.status);
      expect(((await res.json()) as Refusal).errors.length).toBeGreaterThan(0);
    }
    expect((await raw(JSON.stringify({ ...trip(), padding: 'x'.repeat(2_000_000) }))).status).toBe(413);
  });

  it('limits quotes per connection: twenty at once from one address, then 429', async () => {
    process.env.INSURANCE_QUOTES_PER_HOUR = '20';
    resetEnvForTests();
    const client = browserClient(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => quote(trip(), client)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { data: Quote }).data.id));
    expect(new Set(ids).size).toBe(20);
    const refusedNow = await quote(trip(), client);
    expect(refusedNow.status).toBe(429);
    expect(refusedNow.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
