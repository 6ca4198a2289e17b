import near from './fixtures/activities-near.json';
import bySquare from './fixtures/activities-by-square.json';
import one from './fixtures/activity.json';
import { amadeusDefinitionValidator, amadeusResponseValidator } from '../../../lib/amadeus-specs/validator';
import { blockNetwork } from '../../../test/block-network';
import { providerActivityView } from '../../activities';
import { normaliseActivity, plainText } from './index';
import { recordedActivities } from './fixtures/recorded';

blockNetwork();

describe('Amadeus Tours and Activities adapter (recorded responses, network blocked)', () => {
  it('the recorded lists are what Amadeus’ specification says', () => {
    for (const [response, body] of [
      ['activities', near],
      ['activities', bySquare],
    ] as const) {
      const validate = amadeusResponseValidator('ToursandActivities_v1', response);
      expect(validate(body) ? [] : validate.errors).toEqual([]);
    }
  });

  it('finds activities around a point, as plain text with numbers and https booking links only, and keeps them an hour', async () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    const { amadeus, calls } = recordedActivities({ '/v1/shopping/activities': { body: near } }, () => now);
    const found = await amadeus.near(40.41436995, -3.69170868, 1);
    // Without a booking link, or with a plain http one, an activity cannot be sent to its supplier.
    expect(found.map((activity) => activity.id)).toEqual(['23642', '4351382']);
    expect(found[0]).toEqual({
      id: '23642',
      name: 'Skip-the-line tickets to the Prado Museum',
      shortDescription: expect.stringMatching(/^Book your tickets for the Prado Museum/),
      description: expect.stringMatching(/^Book your tickets for the Prado Museum/),
      latitude: 40.414,
      longitude: -3.691,
      rating: 4.5,
      price: { amount: '16.00', currencyCode: 'EUR' },
      bookingLink: 'https://b2c.mla.cloud/c/QCejqyor?c=2WxbgL36',
      minimumDuration: null,
    });
    expect(found[1]).toMatchObject({ description: 'See the Throne Room & the Royal Armoury. Skip the line.', minimumDuration: 'PT2H', rating: 4.4 });
    const asked = new URL(`https://x${calls.find((call) => call.path.startsWith('/v1/shopping/activities'))!.path}`).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ latitude: '40.414370', longitude: '-3.691709', radius: '1' });
    await amadeus.near(40.41436995, -3.69170868, 1);
    expect(calls.filter((call) => call.path.startsWith('/v1/shopping/activities')).length).toBe(1);
    // What a list showed opens without another call.
    expect(await amadeus.get('4351382')).toMatchObject({ name: 'Madrid: Royal Palace guided tour' });
    expect(calls.filter((call) => call.path.startsWith('/v1/shopping/activities')).length).toBe(1);
    now += 3_600_001;
    await amadeus.near(40.41436995, -3.69170868, 1);
    expect(calls.filter((call) => call.path.startsWith('/v1/shopping/activities')).length).toBe(2);
  });

  it('finds activities in a square, and one by its id', async () => {
    const { amadeus, calls } = recordedActivities({
      '/v1/shopping/activities/by-square': { body: bySquare },
      '/v1/shopping/activities/23642': { body: one },
      '/v1/shopping/activities/999': { status: 404, body: { errors: [{ status: 404, code: 1797, title: 'NOT FOUND' }] } },
    });
    expect((await amadeus.inSquare({ north: 40.42, west: -3.72, south: 40.41, east: -3.69 })).map((activity) => activity.id)).toEqual(['23642', '4351382']);
    expect(Object.fromEntries(new URL(`https://x${calls.at(-1)!.path}`).searchParams)).toEqual({
      north: '40.420000',
      west: '-3.720000',
      south: '40.410000',
      east: '-3.690000',
    });
    const fresh = recordedActivities({
      '/v1/shopping/activities/23642': { body: one },
      '/v1/shopping/activities/999': { status: 404, body: { errors: [{ status: 404, code: 1797, title: 'NOT FOUND' }] } },
    }).amadeus;
    expect(await fresh.get('23642')).toMatchObject({ id: '23642', price: { amount: '16.00' } });
    expect(await fresh.get('999')).toBeNull();
    expect(await fresh.get('../../v1/security')).toBeNull();
  });

  it('says an unreachable, busy or refusing Amadeus in our envelope', async () => {
    const failing = (status: number, code: number) =>
      recordedActivities({ '/v1/shopping/activities': { status, body: { errors: [{ status, code, title: 'ERROR' }] } } }).amadeus;
    await expect(failing(500, 141).near(6.45, 3.39, 20)).rejects.toMatchObject({ status: 502, code: 'PROVIDER_UNAVAILABLE', extra: { amadeus_code: 141 } });
    await expect(failing(429, 38194).near(6.45, 3.39, 20)).rejects.toMatchObject({ status: 503, code: 'PROVIDER_BUSY' });
    await expect(failing(400, 4926).near(6.45, 3.39, 20)).rejects.toMatchObject({ status: 422, code: 'PROVIDER_REJECTED' });
  });

  it('reads supplier text as plain words, and never shows an activity it cannot send anyone to', () => {
    expect(plainText('<script>alert(1)</script>Tour&nbsp;of <i>Lagos</i>\u0000\n\nby boat', 100)).toBe('alert(1)Tour of Lagos by boat');
    expect(plainText('x'.repeat(500), 10)).toBe('xxxxxxxxx…');
    expect(normaliseActivity({ id: '1', name: 'A', geoCode: { latitude: 1, longitude: 2 }, bookingLink: 'javascript:alert(1)' })).toBeNull();
    expect(normaliseActivity({ id: '1', name: 'A', geoCode: { latitude: 'north', longitude: 2 }, bookingLink: 'https://a.example' })).toBeNull();
    expect(
      normaliseActivity({
        id: '1',
        name: 'A',
        geoCode: { latitude: 1, longitude: 2 },
        bookingLink: 'https://a.example',
        price: { amount: '514.13A', currencyCode: 'EUR' },
        rating: '9',
      }),
    ).toMatchObject({ price: { amount: '514.13', currencyCode: 'EUR' }, rating: null });
  });

  it('as our Activity, still Amadeus’ Activity', () => {
    const activity = normaliseActivity(near.data[0]!)!;
    const view = providerActivityView(activity, 'LOS');
    const validate = amadeusDefinitionValidator('ToursandActivities_v1', 'Activity');
    expect(validate(view) ? [] : validate.errors).toEqual([]);
    expect(view).toMatchObject({
      id: 'AM23642',
      provider: 'amadeus',
      bookingLink: 'https://b2c.mla.cloud/c/QCejqyor?c=2WxbgL36',
      pictures: ['/api/experiences/photos/AM23642-1.svg', '/api/experiences/photos/AM23642-2.svg', '/api/experiences/photos/AM23642-3.svg'],
      reviews: { score: 9, count: 0 },
      details: null,
    });
  });
});
