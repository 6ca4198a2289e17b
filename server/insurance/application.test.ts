import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { insuranceApplications, insuranceQuotes } from '../db/schema';
import { resetEnvForTests } from '../env';
import { browserClient, signedInClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { testApplicant, testToday, testTrip } from './test-trip';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];

beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);
afterEach(() => {
  delete process.env.INSURANCE_FAMILY_ENABLED;
  resetEnvForTests();
});

const today = testToday;
const trip = testTrip;
const year = Number(today.slice(0, 4));
const kin = testApplicant().nextOfKin;
const individual = testApplicant;
const parent = (dateOfBirth: string, firstName: string) => ({
  title: 'MR',
  firstName,
  dateOfBirth,
  gender: 'MALE',
  passportNumber: 'B12345678',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '+234 803 123 4567',
  occupation: 'Teacher',
  maritalStatus: 'MARRIED',
  anyCondition: false,
});
const child = (dateOfBirth: string, firstName = 'Chidi') => ({
  title: 'MSTR',
  firstName,
  dateOfBirth,
  gender: 'MALE',
  passportNumber: 'C12345678',
  anyCondition: false,
});

type Refusal = { errors: Array<{ code: string; title: string; detail: string; source?: { pointer?: string } }> };

async function quoted(client = browserClient(app), body = trip()) {
  const res = await client.post('/api/insurance/quote', body);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string; plans: Array<{ code: string; fees: { total: string } }> } }).data;
}
const apply = (body: unknown, client = browserClient(app)) => client.post('/api/insurance/insurancedata', body);
const refusal = async (res: Response, status = 422) => {
  expect(res.status).toBe(status);
  return ((await res.json()) as Refusal).errors;
};

describe('POST /api/insurance/insurancedata', () => {
  it('keeps the traveller for the chosen plan at the quoted total until the quote expires, linked to a signed-in person', async () => {
    const client = await signedInClient(app, 'insured.applicant@example.com');
    const quote = await quoted(client);
    const res = await apply({ quoteId: quote.id, planCode: 'EUROPE', individual: individual() }, client);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: string; total: string; expiresAt: string; bookingType: string } };
    expect(data).toMatchObject({ total: quote.plans.find((plan) => plan.code === 'EUROPE')!.fees.total, bookingType: 'INDIVIDUAL', currency: 'NGN' });
    const [row] = await db.select().from(insuranceApplications).where(eq(insuranceApplications.id, data.id));
    expect(row).toMatchObject({ planCode: 'EUROPE', contactEmail: 'adaeze@example.com', totalMinor: 2_750_000 });
    expect(row!.userId).not.toBeNull();
    expect(row!.expiresAt.toISOString()).toBe(data.expiresAt);
  });

  it('says "Please fill all fields" for each empty field, naming it, and "Please fill in correct information" for a wrong one', async () => {
    const quote = await quoted();
    const errors = await refusal(
      await apply({
        quoteId: quote.id,
        planCode: 'EUROPE',
        individual: individual({ firstName: '', passportNumber: undefined, email: 'not an email', stateOfOrigin: 'ATLANTIS' }),
      }),
    );
    expect(errors.map((error) => [error.code, error.title, error.source?.pointer])).toEqual(
      expect.arrayContaining([
        ['FIELDS_MISSING', 'Please fill all fields', '/individual/firstName'],
        ['FIELDS_MISSING', 'Please fill all fields', '/individual/passportNumber'],
        ['INVALID_INPUT', 'Please fill in correct information', '/individual/email'],
        ['INVALID_INPUT', 'Please fill in correct information', '/individual/stateOfOrigin'],
      ]),
    );
    const [condition] = await refusal(await apply({ quoteId: quote.id, planCode: 'EUROPE', individual: individual({ anyCondition: true }) }));
    expect(condition).toMatchObject({ code: 'FIELDS_MISSING', title: 'Please fill all fields', source: { pointer: '/individual/medicalCondition' } });
    expect((await apply({ quoteId: quote.id, planCode: 'EUROPE', individual: individual({ anyCondition: true, medicalCondition: 'Asthma' }) })).status).toBe(
      201,
    );
  });

  it('refuses a plan the quote did not offer, a birth date it was not priced for, and an expired or unknown quote', async () => {
    const quote = await quoted();
    expect((await refusal(await apply({ quoteId: quote.id, planCode: 'AFRICA', individual: individual() })))[0]).toMatchObject({
      code: 'PLAN_NOT_IN_QUOTE',
      source: { pointer: '/planCode' },
    });
    expect((await refusal(await apply({ quoteId: quote.id, planCode: 'EUROPE', individual: individual({ dateOfBirth: '1950-01-01' }) })))[0]!.code).toBe(
      'APPLICANT_DOB_MISMATCH',
    );
    expect((await refusal(await apply({ quoteId: quote.id, planCode: 'EUROPE' })))[0]).toMatchObject({
      code: 'FIELDS_MISSING',
      source: { pointer: '/individual' },
    });
    expect((await refusal(await apply({ quoteId: '00000000-0000-4000-8000-000000000000', planCode: 'EUROPE', individual: individual() }), 410))[0]!.code).toBe(
      'QUOTE_EXPIRED',
    );
    await db
      .update(insuranceQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(insuranceQuotes.id, quote.id));
    expect((await refusal(await apply({ quoteId: quote.id, planCode: 'EUROPE', individual: individual() }), 410))[0]!.code).toBe('QUOTE_EXPIRED');
  });

  it('holds a family to 2 parents, the quoted children, every child under 18, and the oldest parent the quote was priced for', async () => {
    process.env.INSURANCE_FAMILY_ENABLED = '1';
    resetEnvForTests();
    const quote = await quoted(
      browserClient(app),
      trip({ bookingType: 'FAMILY', adults: 2, children: 2, destinationCountry: 'GH', oldestTravellerDob: '1980-01-01' }),
    );
    const family = (overrides: Record<string, unknown> = {}) => ({
      lastName: 'Okafor',
      stateOfOrigin: 'LAGOS',
      address: '4 Marina Road, Lagos',
      zipCode: '101001',
      nextOfKin: kin,
      parents: [parent('1980-01-01', 'Emeka'), parent('1983-06-01', 'Ifeoma')],
      children: [child(`${year - 10}-03-01`), child(`${year - 7}-03-01`, 'Amaka')],
      ...overrides,
    });
    expect((await apply({ quoteId: quote.id, planCode: 'AFRICA', family: family() })).status).toBe(201);
    expect((await refusal(await apply({ quoteId: quote.id, planCode: 'AFRICA', family: family({ parents: [parent('1980-01-01', 'Emeka')] }) })))[0]!.code).toBe(
      'FAMILY_PARENTS_COUNT',
    );
    expect((await refusal(await apply({ quoteId: quote.id, planCode: 'AFRICA', family: family({ children: [child(`${year - 10}-03-01`)] }) })))[0]!.code).toBe(
      'FAMILY_CHILDREN_COUNT',
    );
    const three = [child(`${year - 10}-03-01`), child(`${year - 7}-03-01`), child(`${year - 5}-03-01`)];
    expect((await refusal(await apply({ quoteId: quote.id, planCode: 'AFRICA', family: family({ children: three }) })))[0]!.detail).toMatch(
      /priced for 2 children/,
    );
    const tooOld = await refusal(
      await apply({ quoteId: quote.id, planCode: 'AFRICA', family: family({ children: [child(`${year - 18}-01-01`), child(`${year - 7}-03-01`)] }) }),
    );
    expect(tooOld[0]).toMatchObject({ code: 'CHILD_TOO_OLD', source: { pointer: '/family/children/0/dateOfBirth' } });
    expect(
      (
        await refusal(
          await apply({ quoteId: quote.id, planCode: 'AFRICA', family: family({ parents: [parent('1975-01-01', 'Emeka'), parent('1983-06-01', 'Ifeoma')] }) }),
        )
      )[0]!.code,
    ).toBe('APPLICANT_DOB_MISMATCH');
    expect(
      (
        await refusal(
          await apply({ quoteId: quote.id, planCode: 'AFRICA', family: family({ children: Array.from({ length: 7 }, () => child(`${year - 7}-03-01`)) }) }),
        )
      )[0]!.code,
    ).toBe('INVALID_INPUT');
    // Switched off after the quote: the family plan is "coming soon" again.
    delete process.env.INSURANCE_FAMILY_ENABLED;
    resetEnvForTests();
    expect((await refusal(await apply({ quoteId: quote.id, planCode: 'AFRICA', family: family() })))[0]!.code).toBe('FAMILY_NOT_AVAILABLE');
  });

  it('answers hostile input with the envelope, never a 500', async () => {
    const quote = await quoted();
    for (const body of [
      { quoteId: 'not-a-uuid', planCode: 'EUROPE', individual: individual() },
      { quoteId: quote.id, planCode: 'EUROPE', individual: individual({ firstName: 'Ada\u0000' }) },
      { quoteId: quote.id, planCode: 'EUROPE', individual: individual({ address: 'x'.repeat(10_000) }) },
      { quoteId: quote.id, planCode: 'EUROPE', individual: individual({ lastName: 'Obi\u202e' }) },
      { quoteId: quote.id, planCode: 'EUROPE', individual: individual({ anyCondition: 'yes' }) },
      { quoteId: quote.id, planCode: 'EUROPE', individual: { ...individual(), role: 'admin' } },
      [],
    ]) {
      const res = await apply(body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as Refusal).errors.length).toBeGreaterThan(0);
    }
  });
});
