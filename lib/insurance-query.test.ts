import { checkQuoteForm, emptyQuoteForm, fieldOfPointer, quoteBody, quoteFormFromQuery, quoteHref } from './insurance-query';

describe('the insurance quote form as an address', () => {
  const filled = { ...emptyQuoteForm('NG'), destination: 'FR', start: '2027-01-10', end: '2027-01-24', dob: '1988-05-04' };

  it('goes to an address and back unchanged', () => {
    const href = quoteHref(filled, '/fr');
    expect(href.startsWith('/fr/insurance?destination=FR&')).toBe(true);
    expect(quoteFormFromQuery(Object.fromEntries(new URL(href, 'http://x').searchParams), 'GH')).toEqual(filled);
  });

  it('is no quote without a destination, and bounds what an address may carry', () => {
    expect(quoteFormFromQuery({}, 'NG')).toBeNull();
    const values = quoteFormFromQuery({ destination: 'x'.repeat(10_000), adults: ['1', '2'] }, 'NG')!;
    expect(values.destination).toHaveLength(40);
    expect(values.adults).toBe('1');
    expect(values.nationality).toBe('NG');
  });

  it('sends the API numbers for counts, and what it cannot read for the API to refuse', () => {
    expect(quoteBody(filled)).toMatchObject({ destinationCountry: 'FR', adults: 1, children: 0, coverStart: '2027-01-10', nationality: 'NG' });
    expect(quoteBody({ ...filled, adults: 'one' }).adults).toBeNaN();
  });

  it('says in the browser what the API would: empty fields, the birth date, dates, counts', () => {
    expect(checkQuoteForm(filled, '2027-01-01')).toEqual([]);
    expect(checkQuoteForm(emptyQuoteForm('NG'), '2027-01-01')).toEqual([
      { code: 'FIELDS_MISSING', field: 'destination' },
      { code: 'FIELDS_MISSING', field: 'start' },
      { code: 'FIELDS_MISSING', field: 'end' },
      { code: 'OLDEST_DOB_REQUIRED', field: 'dob' },
    ]);
    expect(checkQuoteForm({ ...filled, end: '2027-01-09' }, '2027-01-01')).toEqual([{ code: 'COVER_DATES_INVALID', field: 'start' }]);
    expect(checkQuoteForm(filled, '2027-01-11')).toEqual([{ code: 'COVER_DATES_INVALID', field: 'start' }]);
    expect(checkQuoteForm({ ...filled, dob: '2030-01-01' }, '2027-01-01')).toEqual([{ code: 'INVALID_INPUT', field: 'dob' }]);
    expect(checkQuoteForm({ ...filled, children: '-1' }, '2027-01-01')).toEqual([{ code: 'INVALID_INPUT', field: 'children' }]);
  });

  it('finds the form field an API error points at', () => {
    expect(fieldOfPointer('/oldestTravellerDob')).toBe('dob');
    expect(fieldOfPointer('/destinationCountry')).toBe('destination');
    expect(fieldOfPointer('/unknown')).toBeNull();
    expect(fieldOfPointer(undefined)).toBeNull();
  });
});
