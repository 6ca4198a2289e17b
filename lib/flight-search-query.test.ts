import { airportCode, calendarHref, DEFAULT_CRITERIA, searchHref, type FlightSearchCriteria } from './flight-search-query';
import { parseSearchQuery, toOfferSearchBody, validateCriteria } from './flight-search-request';

const roundTrip: FlightSearchCriteria = {
  ...DEFAULT_CRITERIA,
  tripType: 'roundTrip',
  legs: [{ from: 'LOS', to: 'LHR', date: '2026-12-20' }],
  returnDate: '2027-01-05',
  adults: 2,
  children: 1,
  lapInfants: 1,
};

describe('flight search address', () => {
  it('round-trips criteria through a shareable URL', () => {
    const href = searchHref(roundTrip);
    expect(href).toBe('/flights/search?trip=roundTrip&from=LOS&to=LHR&depart=2026-12-20&return=2027-01-05&adults=2&children=1&lapInfants=1&cabin=ECONOMY');
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseSearchQuery(query)).toEqual(roundTrip);
  });

  it('reads up to five multi-city flights from repeated parameters', () => {
    const criteria = parseSearchQuery({
      trip: 'multiTrip',
      from: ['LOS', 'ACC', 'ABJ', 'DSS', 'CMN', 'LHR'],
      to: ['ACC', 'ABJ', 'DSS', 'CMN', 'LOS', 'JFK'],
      depart: ['2026-12-01', '2026-12-03', '2026-12-05', '2026-12-07', '2026-12-09', '2026-12-11'],
    });
    expect(criteria.legs).toHaveLength(5);
    expect(criteria.legs[4]).toEqual({ from: 'CMN', to: 'LOS', date: '2026-12-09' });
  });

  it('falls back to the spec defaults for anything missing or odd', () => {
    expect(parseSearchQuery({ trip: 'teleport', adults: 'many', cabin: 'LUXURY' })).toMatchObject({ tripType: 'singleTrip', adults: 1, cabin: 'ECONOMY' });
  });

  it('takes a code from what the autocomplete wrote or the person typed', () => {
    expect(airportCode('Lagos (LOS)')).toBe('LOS');
    expect(airportCode(' abv ')).toBe('ABV');
    expect(airportCode('Port Harcourt')).toBe('Port Harcourt');
  });
});

describe('search checks', () => {
  const today = '2026-11-21';

  it('accepts a good round trip', () => {
    expect(validateCriteria(roundTrip, today)).toEqual([]);
  });

  it('names each problem', () => {
    const problems = validateCriteria(
      { ...roundTrip, legs: [{ from: 'LOS', to: 'LOS', date: '2026-11-01' }], returnDate: '', adults: 1, children: 5, seatInfants: 4, lapInfants: 2 },
      today,
    ).map((error) => error.problem);
    expect(problems).toEqual(expect.arrayContaining(['sameAirport', 'date', 'returnDate', 'tooManyTravellers', 'lapInfants']));
  });

  it('refuses a day the calendar does not have (30 February, month 13) instead of the next month', () => {
    const problems = (depart: string, back: string) =>
      validateCriteria({ ...roundTrip, legs: [{ from: 'LOS', to: 'LHR', date: depart }], returnDate: back }, today).map((e) => e.problem);
    expect(problems('2027-02-30', '2027-03-10')).toEqual(['date']);
    expect(problems('2027-02-20', '2027-13-01')).toEqual(['returnDate']);
    expect(problems('2027-02-28', '2027-03-10')).toEqual([]);
  });

  it('keeps dates within the bookable year', () => {
    expect(
      validateCriteria({ ...roundTrip, legs: [{ from: 'LOS', to: 'LHR', date: '2028-01-01' }], returnDate: '2028-01-10' }, today).map((e) => e.problem),
    ).toEqual(['dateTooFar', 'returnDate']);
  });

  it('wants multi-city flights in date order', () => {
    const problems = validateCriteria(
      {
        ...DEFAULT_CRITERIA,
        tripType: 'multiTrip',
        legs: [
          { from: 'LOS', to: 'ACC', date: '2026-12-10' },
          { from: 'ACC', to: 'DSS', date: '2026-12-05' },
        ],
      },
      today,
    );
    expect(problems).toEqual([{ problem: 'dateOrder', leg: 1 }]);
  });
});

describe('offer search body (spec §3, §9)', () => {
  it('builds the Amadeus body with the return leg, travellers and cabin', () => {
    const body = toOfferSearchBody(roundTrip, 'NGN');
    expect(body.currencyCode).toBe('NGN');
    expect(body.sources).toEqual(['GDS']);
    expect(body.searchCriteria.maxFlightOffers).toBe(30);
    expect(body.originDestinations.map((leg) => [leg.originLocationCode, leg.destinationLocationCode, leg.departureDateTimeRange.date])).toEqual([
      ['LOS', 'LHR', '2026-12-20'],
      ['LHR', 'LOS', '2027-01-05'],
    ]);
    expect(body.travelers).toEqual([
      { id: '1', travelerType: 'ADULT' },
      { id: '2', travelerType: 'ADULT' },
      { id: '3', travelerType: 'CHILD' },
      { id: '4', travelerType: 'HELD_INFANT', associatedAdultId: '1' },
    ]);
    expect(body.searchCriteria.flightFilters.cabinRestrictions[0]).toEqual({ cabin: 'ECONOMY', coverage: 'MOST_SEGMENTS', originDestinationIds: ['1', '2'] });
  });
});

describe('calendarHref', () => {
  const query = (href: string) => new URL(href, 'http://site').searchParams;

  it('gives a return trip its length in days, and one way none', () => {
    expect(query(calendarHref(roundTrip)).get('stay')).toBe('16');
    expect(query(calendarHref({ ...roundTrip, tripType: 'singleTrip' })).get('stay')).toBeNull();
  });

  it('keeps a length it is given (a month page) even without a return date, and the party', () => {
    const next = query(calendarHref({ ...roundTrip, returnDate: '' }, '2027-02', 14));
    expect([next.get('month'), next.get('stay'), next.get('adults'), next.get('children'), next.get('lapInfants')]).toEqual(['2027-02', '14', '2', '1', '1']);
  });
});
