import countryNames from 'i18n-iso-countries';
import { ageOn, coverDays, isCalendarDate, todayInLagos, zoneOf } from './domain';
import { meetsSchengen, plansFor } from './providers/underwriter';
import table from './providers/underwriter/rate-table.json';

describe('insurance zones', () => {
  it('places every country and territory we list in a zone that at least one plan covers', () => {
    const codes = Object.keys(countryNames.getAlpha2Codes());
    expect(codes.length).toBeGreaterThan(240);
    for (const code of codes) {
      expect([code, zoneOf(code)]).toEqual([code, expect.stringMatching(/^(AFRICA|EUROPE|WORLD|USA_CANADA)$/)]);
      expect(plansFor(code).length).toBeGreaterThan(0);
    }
    expect(zoneOf('XX')).toBeNull();
  });

  it('puts the Schengen states in Europe and offers them only plans that meet the visa rule', () => {
    expect(table.schengen.countries).toHaveLength(29);
    for (const code of table.schengen.countries) {
      expect(zoneOf(code)).toBe('EUROPE');
      expect(plansFor(code).every(meetsSchengen)).toBe(true);
    }
    expect(meetsSchengen({ territory: ['AFRICA', 'EUROPE', 'WORLD'], limits: { medical: 25_000, evacuationRepatriation: 15_000 } })).toBe(false);
    expect(meetsSchengen({ territory: ['AFRICA'], limits: { medical: 50_000, evacuationRepatriation: 15_000 } })).toBe(false);
  });

  it('has every plan priced for every duration band and the multi-trip year', () => {
    for (const plan of table.plans)
      for (const band of [...table.durationBands.map((b) => b.code), table.multiTrip.code])
        expect([plan.code, band, plan.rates[band as keyof typeof plan.rates]]).toEqual([plan.code, band, expect.any(Number)]);
  });
});

describe('insurance dates', () => {
  it('counts both days of cover, ages by birthdays (29 February turns on 1 March) and knows real dates', () => {
    expect(coverDays('2027-01-10', '2027-01-10')).toBe(1);
    expect(coverDays('2027-03-27', '2027-04-02')).toBe(7);
    expect(ageOn('2000-02-29', '2027-02-28')).toBe(26);
    expect(ageOn('2000-02-29', '2027-03-01')).toBe(27);
    expect(ageOn('1988-05-04', '2027-05-03')).toBe(38);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('27-01-01')).toBe(false);
    expect(todayInLagos(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
