import { isCalendarDate } from './dates';

describe('calendar days', () => {
  it('takes the days the calendar has, leap days in leap years included', () => {
    expect(['2027-02-28', '2028-02-29', '2027-12-31', '2027-01-01'].filter(isCalendarDate)).toHaveLength(4);
  });

  it('refuses days that would roll into another month, and anything not written YYYY-MM-DD', () => {
    for (const text of [
      '2027-02-29',
      '2027-02-30',
      '2027-04-31',
      '2027-13-01',
      '2027-00-10',
      '2027-01-00',
      '2027-1-05',
      '2027-01-05x',
      '',
      ' 2027-01-05',
      '2027-01-05T00:00',
    ]) {
      expect([text, isCalendarDate(text)]).toEqual([text, false]);
    }
  });
});
