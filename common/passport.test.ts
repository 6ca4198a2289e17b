import { PASSPORT_NAME, passportName, passportValidity } from './passport';

describe('passport rules', () => {
  it('refuses a passport that is not valid after the last flight and warns within six months of it', () => {
    expect(passportValidity('2027-01-10', '2027-01-10')).toBe('expires');
    expect(passportValidity('2026-12-31', '2027-01-10')).toBe('expires');
    expect(passportValidity('2027-01-11', '2027-01-10')).toBe('soon');
    expect(passportValidity('2027-07-09', '2027-01-10')).toBe('soon');
    expect(passportValidity('2027-07-10', '2027-01-10')).toBe('ok');
    // 31 August plus six months is the end of February.
    expect(passportValidity('2027-02-28', '2026-08-31')).toBe('ok');
    expect(passportValidity('2027-02-27', '2026-08-31')).toBe('soon');
    expect(passportValidity('2028-02-29', '2027-08-31')).toBe('ok');
    // Half-typed dates say nothing yet.
    expect(passportValidity('2', '2027-01-10')).toBe('unknown');
    expect(passportValidity('2027-02-30x', '2027-01-10')).toBe('unknown');
  });

  it('writes names in capitals, accents and tone marks kept', () => {
    expect(passportName('  Adébáyọ̀   Okafor-eze ')).toBe('ADÉBÁYỌ̀ OKAFOR-EZE');
    expect(passportName("n'diaye")).toBe("N'DIAYE");
    expect(PASSPORT_NAME.test('ADÉBÁYỌ̀')).toBe(true);
    expect(PASSPORT_NAME.test('Ngozi2')).toBe(false);
  });
});
