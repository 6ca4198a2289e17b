import { buildApp } from '../app';
import { browserClient, signedInClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { passportStatus } from './travellers.handlers';

const app = buildApp();
beforeAll(async () => {
  await useTestDatabase();
}, 60_000);
afterAll(closeTestDatabase);

const inMonths = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};
const person = (overrides: Record<string, unknown> = {}) => ({
  title: 'MRS',
  firstName: 'Adébáyọ̀',
  lastName: 'Okafor',
  dateOfBirth: '1984-02-29',
  gender: 'FEMALE',
  nationality: 'NG',
  passport: { number: 'a1234567', issuingCountry: 'NG', expiryDate: inMonths(30) },
  ...overrides,
});

describe('saved travellers', () => {
  it('saves a traveller in passport capitals, updates the same person, flags an expiring passport, and forgets on request', async () => {
    const me = await signedInClient(app, 'saver@example.com');
    const saved = await me.call('PUT', '/api/account/travellers', person());
    expect(saved.status).toBe(200);
    const { data } = await saved.json();
    expect(data).toMatchObject({ firstName: 'ADÉBÁYỌ̀', lastName: 'OKAFOR', passport: { number: 'A1234567' }, passportStatus: 'ok' });
    // The same names and date of birth: the saved one is updated, not doubled.
    const renewed = await (
      await me.call(
        'PUT',
        '/api/account/travellers',
        person({ firstName: 'adébáyọ̀', passport: { number: 'B7654321', issuingCountry: 'NG', expiryDate: inMonths(3) } }),
      )
    ).json();
    expect(renewed.data).toMatchObject({ id: data.id, passportStatus: 'soon' });
    await me.call(
      'PUT',
      '/api/account/travellers',
      person({
        firstName: 'Chidi',
        title: 'MSTR',
        dateOfBirth: '2018-05-01',
        gender: 'MALE',
        passport: { number: 'C1111111', issuingCountry: 'NG', expiryDate: inMonths(-1) },
      }),
    );
    const list = (await (await me.get('/api/account/travellers')).json()).data;
    expect(list.map((entry: { firstName: string; passportStatus: string }) => `${entry.firstName}:${entry.passportStatus}`)).toEqual([
      'ADÉBÁYỌ̀:soon',
      'CHIDI:expired',
    ]);

    const forgotten = await me.call('DELETE', `/api/account/travellers/${data.id}`);
    expect(forgotten.status).toBe(204);
    expect((await me.call('DELETE', `/api/account/travellers/${data.id}`)).status).toBe(404);
  });

  it("never shows or touches someone else's travellers, and refuses the signed-out and bad input", async () => {
    const owner = await signedInClient(app, 'owner.travellers@example.com');
    const { data } = await (await owner.call('PUT', '/api/account/travellers', person())).json();
    const stranger = await signedInClient(app, 'stranger.travellers@example.com');
    expect((await (await stranger.get('/api/account/travellers')).json()).data).toEqual([]);
    expect((await stranger.call('DELETE', `/api/account/travellers/${data.id}`)).status).toBe(404);
    expect((await (await owner.get('/api/account/travellers')).json()).data).toHaveLength(1);

    expect((await browserClient(app).get('/api/account/travellers')).status).toBe(401);
    expect((await browserClient(app).call('PUT', '/api/account/travellers', person())).status).toBe(401);
    expect((await owner.call('PUT', '/api/account/travellers', person({ firstName: 'A\u0000B' }))).status).toBe(422);
    expect((await owner.call('PUT', '/api/account/travellers', person({ lastName: 'x'.repeat(10_000) }))).status).toBe(422);
    expect((await owner.call('PUT', '/api/account/travellers', person({ dateOfBirth: 42 }))).status).toBe(422);
    expect((await owner.call('DELETE', '/api/account/travellers/not-an-id')).status).toBe(422);
  });

  it('keeps at most twenty, even when they arrive at once', async () => {
    const me = await signedInClient(app, 'big.family@example.com');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        me.call(
          'PUT',
          '/api/account/travellers',
          person({ firstName: `Child${String.fromCharCode(65 + index)}`, dateOfBirth: `2010-01-${String(index + 1).padStart(2, '0')}` }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(5);
    expect((await (await me.get('/api/account/travellers')).json()).data).toHaveLength(20);
  });

  it('tells an expired passport, one ending within six months, and a good one', () => {
    const today = new Date('2026-11-23T10:00:00Z');
    expect(passportStatus('2026-11-22', today)).toBe('expired');
    expect(passportStatus('2026-11-23', today)).toBe('soon');
    expect(passportStatus('2027-05-23', today)).toBe('soon');
    expect(passportStatus('2027-05-24', today)).toBe('ok');
  });
});
