import { categoryOfSlug, checkExperienceFilters, experienceApiParams, experienceListHref, parseExperienceFilters, parseParticipants } from './experience-query';

const cities = [{ code: 'LOS' }, { code: 'ACC' }];

describe('an experiences list as an address', () => {
  it('reads the words, city, day, filters, sort and page, dropping what is malformed', () => {
    const filters = parseExperienceFilters({
      q: '  boat\u0000 trip ',
      city: 'los',
      date: '2026-12-12',
      maxPrice: '50',
      maxHours: '99',
      minScore: '8',
      freeCancellation: '1',
      sort: 'PRICE',
      page: '2',
    });
    expect(filters).toEqual({
      q: 'boat  trip',
      city: 'LOS',
      date: '2026-12-12',
      maxPrice: 50,
      maxHours: null,
      minScore: 8,
      freeCancellation: true,
      sort: 'PRICE',
      page: 2,
    });
    expect(parseExperienceFilters({ city: 'Lagos', date: '12/12/2026', sort: 'CHEAPEST', page: ['0', '3'] })).toMatchObject({
      city: '',
      date: '',
      sort: 'RECOMMENDED',
      page: 1,
    });
    expect(parseExperienceFilters({ q: 'x'.repeat(10_000) }).q).toHaveLength(101);
  });

  it('says what is wrong before asking the API: words too short or long, an unknown city, a day gone or too far', () => {
    const base = parseExperienceFilters({});
    expect(checkExperienceFilters(base, '2026-11-25', '2027-11-25', cities, false)).toEqual([]);
    expect(checkExperienceFilters(base, '2026-11-25', '2027-11-25', cities, true)).toEqual(['termShort']);
    expect(checkExperienceFilters({ ...base, q: 'x'.repeat(101), city: 'DKR', date: '2026-11-24' }, '2026-11-25', '2027-11-25', cities, false)).toEqual([
      'termLong',
      'city',
      'datePast',
    ]);
    expect(checkExperienceFilters({ ...base, date: '2028-01-01' }, '2026-11-25', '2027-11-25', cities, false)).toEqual(['dateFar']);
  });

  it('writes the address back without its defaults, and the API query with its names', () => {
    const filters = parseExperienceFilters({ q: 'food', city: 'LOS', freeCancellation: '1', page: '3' });
    expect(experienceListHref('OUTDOOR_SPORT', filters)).toBe('/experiences/outdoor-and-sport?q=food&city=LOS&freeCancellation=1&page=3');
    expect(experienceListHref(null, { q: 'kayak' })).toBe('/experiences/search?q=kayak');
    expect(experienceListHref('TOURS', {})).toBe('/experiences/tours');
    expect(experienceApiParams(filters, 'NGN', 'fr', 12)).toEqual({
      searchTerm: 'food',
      city: 'LOS',
      freeCancellation: 'true',
      sort: 'RECOMMENDED',
      page: '3',
      pageSize: '12',
      currency: 'NGN',
      lang: 'fr',
    });
  });

  it('knows the categories by their address word, and a party by age band within its bounds', () => {
    expect(categoryOfSlug('attractions')).toBe('ATTRACTION');
    expect(categoryOfSlug('ATTRACTION')).toBeNull();
    expect(parseParticipants({ adults: '3', children: '-2', infants: '40' })).toEqual({ adults: 3, children: 0, infants: 10 });
    expect(parseParticipants({})).toEqual({ adults: 2, children: 0, infants: 0 });
  });
});
