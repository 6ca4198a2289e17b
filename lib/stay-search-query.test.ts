import { checkStaySearch, parseStayQuery } from './stay-search-query';

describe('stay search address', () => {
  const today = '2027-01-10';

  it('takes real days and asks again for days the calendar does not have', () => {
    const good = parseStayQuery({ city: 'Lagos', checkIn: '2027-02-27', checkOut: '2027-03-02' })!;
    expect(checkStaySearch(good, today)).toEqual([]);
    // 31 February would be read as 3 March: four nights nobody asked for. Month 13 broke the page.
    const rolled = parseStayQuery({ city: 'Lagos', checkIn: '2027-02-27', checkOut: '2027-02-31' })!;
    expect(rolled.checkOut).toBe('');
    expect(checkStaySearch(rolled, today)).toEqual([{ problem: 'checkOut' }]);
    const impossible = parseStayQuery({ city: 'Lagos', checkIn: '2027-13-45', checkOut: '2027-13-46' })!;
    expect(checkStaySearch(impossible, today)).toEqual([{ problem: 'checkIn' }, { problem: 'checkOut' }]);
  });
});
