import { FRENCH_DEFAULT_COUNTRIES, currenciesForPage, defaultsForCountry, resolvePreferences } from './locale-defaults';

describe('location defaults (spec §4)', () => {
  it('gives Nigeria naira and English', () => {
    expect(defaultsForCountry('NGA')).toEqual({ currency: 'NGN', language: 'en' });
  });

  it('gives Ghana dollars and English', () => {
    expect(defaultsForCountry('GHA')).toEqual({ currency: 'USD', language: 'en' });
  });

  it("names the specification's fourteen French-default countries, and the Democratic Republic of the Congo", () => {
    expect([...FRENCH_DEFAULT_COUNTRIES].sort()).toEqual(
      ['BEN', 'BFA', 'CAF', 'CIV', 'CMR', 'COG', 'GAB', 'GNB', 'GNQ', 'MLI', 'NER', 'SEN', 'TCD', 'TGO', 'COD'].sort(),
    );
  });

  it.each(['BEN', 'BFA', 'CIV', 'GNB', 'MLI', 'NER', 'SEN', 'TGO', 'CMR', 'CAF', 'TCD', 'COG', 'GNQ', 'GAB', 'COD'])('%s gets dollars and French', (iso3) => {
    expect(defaultsForCountry(iso3)).toEqual({ currency: 'USD', language: 'fr' });
  });

  it.each([['GBR'], ['USA'], ['KEN'], ['FRA'], ['ZZZ'], [null], [undefined]])('%s (any other or unknown) gets dollars and English', (iso3) => {
    expect(defaultsForCountry(iso3)).toEqual({ currency: 'USD', language: 'en' });
  });

  it('accepts lower-case codes', () => {
    expect(defaultsForCountry('nga').currency).toBe('NGN');
  });
});

describe('saved choice', () => {
  it('wins over the location, field by field', () => {
    expect(resolvePreferences('SEN', { language: 'en' })).toMatchObject({ currency: 'USD', language: 'en', languageSaved: true });
    expect(resolvePreferences('NGA', { currency: 'USD' })).toMatchObject({ currency: 'USD', language: 'en', languageSaved: false });
    expect(resolvePreferences('GHA', { currency: 'NGN', language: 'fr' })).toMatchObject({ currency: 'NGN', language: 'fr' });
  });

  it('ignores a saved value that is not one we offer', () => {
    expect(resolvePreferences('NGA', { currency: 'EUR', language: 'de' })).toMatchObject({ currency: 'NGN', language: 'en', languageSaved: false });
  });
});

describe('currencies per page (spec §2)', () => {
  it('offers NGN and USD on flights, NGN only on insurance', () => {
    expect(currenciesForPage('flight')).toEqual(['NGN', 'USD']);
    expect(currenciesForPage('insurance')).toEqual(['NGN']);
  });
});
