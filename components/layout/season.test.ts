import { seasonFor } from './season';

// Dates at noon West Africa Time (11:00 UTC), the calendar the window is counted in.
const day = (iso: string) => new Date(`${iso}T11:00:00Z`);

describe('seasonal logo window (7 days either side)', () => {
  it.each([
    ['2026-12-18', 'christmas'],
    ['2026-12-25', 'christmas'],
    ['2027-01-01', 'christmas'],
    ['2026-04-13', 'easter'],
    ['2026-04-20', 'easter'],
    ['2026-04-27', 'easter'],
    ['2026-03-24', 'sallah'],
    ['2026-03-31', 'sallah'],
    ['2026-04-07', 'sallah'],
  ])('%s is %s', (date, season) => {
    expect(seasonFor(day(date))).toBe(season);
  });

  it.each(['2026-12-17', '2027-01-02', '2026-04-12', '2026-04-28', '2026-03-23', '2026-07-15'])('%s has no seasonal logo', (date) => {
    expect(seasonFor(day(date))).toBeNull();
  });

  it('counts days in West Africa Time: 23:30 UTC on 17 December is already the 18th in Lagos', () => {
    expect(seasonFor(new Date('2026-12-17T23:30:00Z'))).toBe('christmas');
    expect(seasonFor(new Date('2026-12-17T22:30:00Z'))).toBeNull();
  });
});
