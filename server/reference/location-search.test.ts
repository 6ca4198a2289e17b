import { buildApp } from '../app';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { getLocationIndex, normalise, timeZoneOffset, type LocationIndex } from './location-search';

let index: LocationIndex;
const app = buildApp();

beforeAll(async () => {
  const { db } = await useTestDatabase();
  index = await getLocationIndex(db);
}, 60_000);
afterAll(closeTestDatabase);

const codes = (keyword: string, language: 'en' | 'fr' = 'en', limit = 5) => index.search(keyword, language, limit).map((result) => result.iataCode);

describe('airport autocomplete', () => {
  it('finds an airport by its code first', () => {
    expect(codes('ABV')[0]).toBe('ABV');
    expect(codes('los')[0]).toBe('LOS');
  });

  it('finds the airports we fly to by city before same-named airfields', () => {
    expect(codes('lagos')[0]).toBe('LOS');
    // London's airports we fly, under the city's own code first (a search from it searches them all).
    expect(codes('lond').slice(0, 3)).toEqual(['LON', 'LHR', 'LGW']);
    expect(codes('dakar')[0]).toBe('DSS');
    expect(codes('port har')[0]).toBe('PHC');
  });

  it("never offers an airport closed to passengers, and puts what we sell and the visitor's country first", () => {
    expect(codes('dakar', 'en', 10)).not.toContain('DKR');
    expect(codes('DKR', 'en', 10)).not.toContain('DKR');
    // "Lag": Lagos, Nigeria, before LaGrange, USA, wherever the visitor is.
    expect(codes('lag')[0]).toBe('LOS');
    expect(index.search('lag', 'en', 5, new Date(), 'US')[0]!.iataCode).toBe('LOS');
    // Among airports we sell equally well, the visitor's country's first.
    const ab = (country: string) => index.search('ab', 'en', 8, new Date(), country).map((result) => result.iataCode);
    expect(ab('NG')[0]).toBe('ABV');
    expect(ab('CI')[0]).toBe('ABJ');
  });

  it('offers only places a flight can be sold to or from: no railway station, no airfield we do not fly, no city of one airport', () => {
    const london = index.search('london', 'en', 20);
    expect(london.map((result) => result.iataCode)).toEqual(['LON', 'LHR', 'LGW']);
    expect(london[0]).toMatchObject({ subType: 'CITY', name: 'All airports', address: { cityName: 'London', countryCode: 'GB' } });
    expect(index.search('london', 'fr', 1)[0]).toMatchObject({ subType: 'CITY', name: 'Tous les aéroports', address: { cityName: 'Londres' } });
    const paris = codes('paris', 'en', 20);
    expect(paris).toContain('CDG');
    for (const unsold of ['PLY', 'XGB', 'JPU', 'LBG']) expect(paris).not.toContain(unsold);
    expect(codes('LOZ', 'en', 10)).not.toContain('LOZ');
    // A code asked alone (a page naming the airports of a search) is always named.
    expect(index.search('LON', 'en', 1)[0]).toMatchObject({ iataCode: 'LON', subType: 'CITY' });
  });

  it('understands French city names and ignores accents', () => {
    expect(codes('Londres', 'fr').slice(0, 3)).toEqual(['LON', 'LHR', 'LGW']);
    expect(codes('le caire', 'fr')[0]).toBe('CAI');
    expect(codes('yaounde')[0]).toBe('NSI');
    expect(codes('Yaoundé')[0]).toBe('NSI');
  });

  it("lists a country's airports when the country is typed, in either language", () => {
    expect(codes('senegal', 'en', 3)).toContain('DSS');
    expect(codes('Côte', 'fr', 3)).toContain('ABJ');
    const nigerian = index.search('nigeria', 'en', 10);
    expect(nigerian[0]?.iataCode).toBe('LOS');
    expect(nigerian.every((result) => result.address.countryCode === 'NG')).toBe(true);
  });

  it('answers in the Amadeus location shape, with city and country in the asked language', () => {
    const [cairo] = index.search('CAI', 'fr', 1, new Date('2026-01-15T12:00:00Z'));
    expect(cairo).toMatchObject({
      type: 'location',
      subType: 'AIRPORT',
      iataCode: 'CAI',
      timeZoneOffset: '+02:00',
      address: { cityName: 'Le Caire', countryCode: 'EG', countryName: 'Égypte' },
    });
    expect(cairo!.detailedName).toBe('Le Caire/EG: Cairo Intl');
  });

  it('waits for two characters', () => {
    expect(codes('l')).toEqual([]);
  });

  it('normalises text and computes zone offsets', () => {
    expect(normalise("N'Djaména")).toBe('n djamena');
    expect(timeZoneOffset('Africa/Lagos', new Date('2026-06-01T00:00:00Z'))).toBe('+01:00');
    expect(timeZoneOffset('Europe/London', new Date('2026-06-01T00:00:00Z'))).toBe('+01:00');
    expect(timeZoneOffset('Europe/London', new Date('2026-01-01T00:00:00Z'))).toBe('+00:00');
  });
});

describe('GET /api/reference/locations', () => {
  it('returns matches with a count', async () => {
    const res = await app.request('/api/reference/locations?keyword=abuja&lang=en&limit=3');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data[0].iataCode).toBe('ABV');
    expect(body.meta.count).toBe(body.data.length);
  });

  it('rejects a missing keyword and a limit out of range with the envelope', async () => {
    const missing = await app.request('/api/reference/locations');
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors[0].source).toEqual({ parameter: 'keyword' });
    const tooMany = await app.request('/api/reference/locations?keyword=la&limit=500');
    expect(tooMany.status).toBe(422);
  });
});
