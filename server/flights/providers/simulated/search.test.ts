import { buildApp } from '../../../app';
import { airports } from '../../../db/schema';
import { zoneOffsetMinutes } from '../../../lib/geo';
import { closeTestDatabase, useTestDatabase } from '../../../test/test-db';
import { amadeusResponseValidator } from '../../../lib/amadeus-specs/validator';
import { getFlightProvider } from '../index';
import type { FlightOffer, FlightProvider, FlightSearchRequest, TravelerType } from '../types';
import { inDays } from '../../../../common/dates';

let provider: FlightProvider;
const app = buildApp();

beforeAll(async () => {
  const { db } = await useTestDatabase();
  provider = await getFlightProvider(db);
}, 60_000);
afterAll(closeTestDatabase);

function search(legs: Array<[string, string, string]>, travellers: TravelerType[] = ['ADULT'], extra: Partial<FlightSearchRequest> = {}): FlightSearchRequest {
  let adult = 0;
  const adultIds = travellers.map((type, index) => (type === 'ADULT' ? String(index + 1) : null)).filter(Boolean) as string[];
  return {
    currencyCode: 'USD',
    originDestinations: legs.map(([from, to, date], index) => ({
      id: String(index + 1),
      originLocationCode: from,
      destinationLocationCode: to,
      departureDateTimeRange: { date },
    })),
    travelers: travellers.map((travelerType, index) => ({
      id: String(index + 1),
      travelerType,
      ...(travelerType === 'HELD_INFANT' ? { associatedAdultId: adultIds[adult++] } : {}),
    })),
    sources: ['GDS'],
    searchCriteria: { maxFlightOffers: 30 },
    ...extra,
  };
}

/** Amadeus' own JSON schema for the Flight Offers Search v2 response (Swagger 2.0 definitions). */
const amadeusValidator = () => amadeusResponseValidator('FlightOffersSearch_v2', 'returnAirOffers');

describe('simulated GDS search', () => {
  it('answers the same search with the same offers', async () => {
    const request = search([['LOS', 'LHR', inDays(30)]]);
    expect(JSON.stringify(await provider.searchOffers(request))).toBe(JSON.stringify(await provider.searchOffers(request)));
  });

  it('validates against the Amadeus Flight Offers Search v2 schema', async () => {
    const validate = amadeusValidator();
    const result = await provider.searchOffers(
      search(
        [
          ['LOS', 'LHR', inDays(40)],
          ['LHR', 'LOS', inDays(54)],
        ],
        ['ADULT', 'ADULT', 'CHILD', 'HELD_INFANT'],
      ),
    );
    expect(result.data.length).toBeGreaterThan(0);
    const valid = validate(result);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('prices and draws seat maps that validate against Flight Offers Price v1 and SeatMap Display v1', async () => {
    const { data } = await provider.searchOffers(
      search(
        [
          ['LOS', 'LHR', inDays(41)],
          ['LHR', 'LOS', inDays(55)],
        ],
        ['ADULT', 'CHILD', 'HELD_INFANT'],
      ),
    );
    const priced = await provider.priceOffer(data[0]!, 'USD');
    const validatePrice = amadeusResponseValidator('FlightOffersPrice_v1', 'returnQuotation');
    validatePrice({ data: { type: 'flight-offers-pricing', flightOffers: [priced] } });
    expect(validatePrice.errors ?? []).toEqual([]);
    const maps = await provider.seatMaps(priced, new Map());
    expect(maps).toHaveLength(priced.itineraries.flatMap((itinerary) => itinerary.segments).length);
    const validateSeats = amadeusResponseValidator('SeatMapDisplay_v1', 'SeatMap');
    validateSeats({ data: maps });
    expect(validateSeats.errors ?? []).toEqual([]);
    // The infant on a lap has no seat; the child is never offered an exit row.
    const exitSeat = maps.flatMap((map) => map.decks[0]!.seats).find((seat) => seat.characteristicsCodes.includes('E'));
    if (exitSeat) expect(exitSeat.travelerPricing.find((entry) => entry.travelerId === '2')!.seatAvailabilityStatus).not.toBe('AVAILABLE');
    expect(maps[0]!.decks[0]!.seats[0]!.travelerPricing.map((entry) => entry.travelerId)).toEqual(['1', '2']);
  });

  it('always leaves free seats for the whole party, whatever the fare and the aircraft', async () => {
    const party: TravelerType[] = ['ADULT', 'ADULT', 'CHILD', 'CHILD', 'CHILD', 'ADULT'];
    for (const [from, to, days] of [
      ['LOS', 'ABV', 12],
      ['ABV', 'PHC', 20],
      ['LOS', 'ACC', 9],
    ] as const) {
      const { data } = await provider.searchOffers(search([[from, to, inDays(days)]], party));
      expect(data.length).toBeGreaterThan(0);
      for (const offer of data.slice(0, 8)) {
        for (const map of await provider.seatMaps(offer, new Map())) {
          const freeFor = (travelerId: string) =>
            map.decks[0]!.seats.filter((seat) =>
              seat.travelerPricing.some(
                (entry) => entry.travelerId === travelerId && entry.seatAvailabilityStatus === 'AVAILABLE' && Number(entry.price!.total) === 0,
              ),
            ).length;
          for (const id of ['1', '3'])
            expect({ flight: `${from}-${to} ${map.carrierCode}${map.number}`, free: freeFor(id) >= party.length }).toEqual({
              flight: `${from}-${to} ${map.carrierCode}${map.number}`,
              free: true,
            });
        }
      }
    }
  });

  it("issues an e-ticket per traveller once asked: 13 digits, the airline's code first, the same when asked again", async () => {
    // British Airways' flight to London does not leave every day of the week: the first day it does.
    let offer: Awaited<ReturnType<typeof provider.searchOffers>>['data'][number] | undefined;
    for (let days = 40; !offer && days < 47; days += 1) {
      const { data } = await provider.searchOffers(search([['LOS', 'LHR', inDays(days)]], ['ADULT', 'ADULT', 'CHILD']));
      offer = data.find((candidate) => candidate.validatingAirlineCodes[0] === 'BA');
    }
    if (!offer) throw new Error('no British Airways offer from Lagos to London in a week');
    const tickets = await provider.issuedTickets({ id: 'SIMORDER1', offer, travellerIds: ['1', '2', '3'] });
    expect(tickets.map((ticket) => ticket.travelerId)).toEqual(['1', '2', '3']);
    for (const ticket of tickets) expect(ticket.number).toMatch(/^125\d{10}$/);
    expect(new Set(tickets.map((ticket) => ticket.number)).size).toBe(3);
    expect(await provider.issuedTickets({ id: 'SIMORDER1', offer, travellerIds: ['1', '2', '3'] })).toEqual(tickets);
    expect((await provider.issuedTickets({ id: 'SIMORDER2', offer, travellerIds: ['1'] }))[0]!.number).not.toBe(tickets[0]!.number);
  });

  it('leaves a family free seats side by side, so a child can sit with an adult', async () => {
    const family: TravelerType[] = ['ADULT', 'CHILD', 'ADULT'];
    for (const [from, to, days] of [
      ['LOS', 'ABV', 26],
      ['LOS', 'ABV', 12],
      ['ABV', 'PHC', 20],
      ['LOS', 'ACC', 9],
      ['LOS', 'LHR', 30],
    ] as const) {
      const { data } = await provider.searchOffers(search([[from, to, inDays(days)]], family));
      for (const offer of data.slice(0, 6)) {
        for (const map of await provider.seatMaps(offer, new Map())) {
          // Free for all three (the child's seat never in an exit row), in one row, next to each other.
          // (Three where a row's block holds three; two on a regional jet's two-and-two rows.)
          const seats = map.decks[0]!.seats;
          const runFrom = (places: Set<string>, x: number, y: number): number => (places.has(`${x}:${y}`) ? 1 + runFrom(places, x, y + 1) : 0);
          const all = new Set(seats.map((seat) => `${seat.coordinates.x}:${seat.coordinates.y}`));
          const size = Math.min(family.length, Math.max(...seats.map((seat) => runFrom(all, seat.coordinates.x, seat.coordinates.y))));
          const free = seats.filter((seat) =>
            seat.travelerPricing.every((entry) => entry.seatAvailabilityStatus === 'AVAILABLE' && Number(entry.price!.total) === 0),
          );
          const places = new Set(free.map((seat) => `${seat.coordinates.x}:${seat.coordinates.y}`));
          const together = size > 1 && free.some((seat) => runFrom(places, seat.coordinates.x, seat.coordinates.y) >= size);
          expect({ flight: `${from}-${to} ${map.carrierCode}${map.number}`, together }).toEqual({
            flight: `${from}-${to} ${map.carrierCode}${map.number}`,
            together: true,
          });
        }
      }
    }
  });

  it('flies Lagos–Abuja non-stop on Nigerian carriers', async () => {
    const { data, dictionaries } = await provider.searchOffers(search([['LOS', 'ABV', inDays(10)]]));
    const direct = data.filter((offer) => offer.itineraries[0]!.segments.length === 1);
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.map((offer) => offer.validatingAirlineCodes[0])).toEqual(expect.arrayContaining(['P4']));
    expect(dictionaries.carriers.P4).toBe('AIR PEACE');
    // About 500 km: a one-hour-something flight.
    expect(direct[0]!.itineraries[0]!.duration).toMatch(/^PT1H\d+M$/);
  });

  it('connects a small airport to London through a hub, with a sane connection', async () => {
    const { data } = await provider.searchOffers(search([['ENU', 'LHR', inDays(20)]]));
    expect(data.length).toBeGreaterThan(0);
    for (const offer of data) {
      const segments = offer.itineraries[0]!.segments;
      expect(segments[0]!.departure.iataCode).toBe('ENU');
      expect(segments.at(-1)!.arrival.iataCode).toBe('LHR');
      expect(segments.length).toBeGreaterThan(1);
      segments.slice(1).forEach((segment, index) => expect(segment.departure.iataCode).toBe(segments[index]!.arrival.iataCode));
    }
  });

  it("writes local times in each airport's zone", async () => {
    const { db } = await useTestDatabase();
    const zones = new Map((await db.select().from(airports)).map((row) => [row.iata, row.timeZone]));
    const { data } = await provider.searchOffers(search([['LOS', 'DXB', inDays(25)]]));
    const segments = data.flatMap((offer) => offer.itineraries[0]!.segments);
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      const [, h, m] = segment.duration.match(/^PT(?:(\d+)H)?(?:(\d+)M)?$/)!.map((part) => Number(part ?? 0));
      const flownMinutes = (h ?? 0) * 60 + (m ?? 0);
      const localGap = (Date.parse(`${segment.arrival.at}Z`) - Date.parse(`${segment.departure.at}Z`)) / 60_000;
      const departUtc =
        Date.parse(`${segment.departure.at}Z`) - zoneOffsetMinutes(Date.parse(`${segment.departure.at}Z`), zones.get(segment.departure.iataCode)!) * 60_000;
      const arriveUtc = departUtc + flownMinutes * 60_000;
      const shift = zoneOffsetMinutes(arriveUtc, zones.get(segment.arrival.iataCode)!) - zoneOffsetMinutes(departUtc, zones.get(segment.departure.iataCode)!);
      expect(localGap - flownMinutes).toBe(shift);
    }
  });

  it('prices children, infants on a lap and cabins by the rules', async () => {
    const { data } = await provider.searchOffers(search([['LOS', 'ACC', inDays(30)]], ['ADULT', 'CHILD', 'HELD_INFANT']));
    const offer = data[0]!;
    const [adult, child, infant] = offer.travelerPricings.map((pricing) => Number(pricing.price.base));
    expect(child! / adult!).toBeCloseTo(0.75, 1);
    expect(infant! / adult!).toBeCloseTo(0.1, 1);
    expect(offer.travelerPricings[2]).toMatchObject({ travelerType: 'HELD_INFANT', associatedAdultId: '1' });
    const total = offer.travelerPricings.reduce((sum, pricing) => sum + Number(pricing.price.total), 0);
    expect(Number(offer.price.total)).toBeCloseTo(total, 2);

    const business = await provider.searchOffers(
      search([['LOS', 'ACC', inDays(30)]], ['ADULT'], {
        searchCriteria: {
          maxFlightOffers: 30,
          flightFilters: { cabinRestrictions: [{ cabin: 'BUSINESS', coverage: 'MOST_SEGMENTS', originDestinationIds: ['1'] }] },
        },
      }),
    );
    expect(business.data[0]!.travelerPricings[0]!.fareDetailsBySegment[0]!.cabin).toBe('BUSINESS');
    expect(Number(business.data[0]!.price.total)).toBeGreaterThan(Number(data[0]!.travelerPricings[0]!.price.total) * 2);
  });

  it('offers refundable FLEX fares beside LIGHT ones, dearer and with more bags', async () => {
    const { data } = await provider.searchOffers(search([['ABV', 'DSS', inDays(45)]]));
    const flex = data.find((offer) => offer.pricingOptions.refundableFare);
    const light = data.find((offer) => !offer.pricingOptions.refundableFare);
    expect(flex?.travelerPricings[0]!.fareDetailsBySegment[0]!.brandedFare).toBe('FLEX');
    expect(light?.travelerPricings[0]!.fareDetailsBySegment[0]!.brandedFare).toBe('LIGHT');
    expect(flex!.travelerPricings[0]!.fareDetailsBySegment[0]!.includedCheckedBags.quantity).toBeGreaterThan(
      light!.travelerPricings[0]!.fareDetailsBySegment[0]!.includedCheckedBags.quantity,
    );
  });

  it('quotes naira at the configured rate', async () => {
    const usd = await provider.searchOffers(search([['LOS', 'PHC', inDays(15)]]));
    const ngn = await provider.searchOffers({ ...search([['LOS', 'PHC', inDays(15)]]), currencyCode: 'NGN' });
    expect(ngn.data[0]!.price.currency).toBe('NGN');
    expect(Number(ngn.data[0]!.price.total) / Number(usd.data[0]!.price.total)).toBeCloseTo(1550, -1);
  });

  it('rebooks an order on new dates (after-sales): the same flights those days at their times then, or says they do not fly', async () => {
    const { data } = await provider.searchOffers(
      search([
        ['LOS', 'ABV', inDays(30)],
        ['ABV', 'LOS', inDays(35)],
      ]),
    );
    const offer = data[0]!;
    const moved = await provider.changedItineraries({ id: 'SIMORDER1', offer }, { departure: inDays(40), return: inDays(47) });
    expect(
      moved.map((journey) => journey.segments.map((flight) => `${flight.carrierCode}${flight.number} ${flight.departure.iataCode}-${flight.arrival.iataCode}`)),
    ).toEqual(
      offer.itineraries.map((journey) =>
        journey.segments.map((flight) => `${flight.carrierCode}${flight.number} ${flight.departure.iataCode}-${flight.arrival.iataCode}`),
      ),
    );
    expect(moved[0]!.segments[0]!.departure.at.slice(0, 10)).toBe(inDays(40));
    expect(moved[1]!.segments[0]!.departure.at.slice(0, 10)).toBe(inDays(47));
    // Timetabled flights leave at the same local time every day they fly.
    expect(moved[0]!.segments[0]!.departure.at.slice(11)).toBe(offer.itineraries[0]!.segments[0]!.departure.at.slice(11));
    // Only the return asked: the outbound stays as booked.
    expect(
      (
        await provider.changedItineraries(
          { id: 'SIMORDER1', offer },
          { departure: offer.itineraries[0]!.segments[0]!.departure.at.slice(0, 10), return: inDays(50) },
        )
      )[0],
    ).toEqual(offer.itineraries[0]);
    // A flight the timetable does not have that day.
    const unknown = { ...offer, itineraries: [{ ...offer.itineraries[0]!, segments: [{ ...offer.itineraries[0]!.segments[0]!, number: '9999' }] }] };
    await expect(provider.changedItineraries({ id: 'SIMORDER1', offer: unknown }, { departure: inDays(41) })).rejects.toMatchObject({
      reason: 'FLIGHT_NOT_FOUND',
      message: `Flight ${offer.itineraries[0]!.segments[0]!.carrierCode}9999 does not fly on ${inDays(41)}.`,
    });
  });

  it('returns round trips whose return leaves after the outbound lands, and five-leg trips', async () => {
    const round = await provider.searchOffers(
      search([
        ['LOS', 'LHR', inDays(30)],
        ['LHR', 'LOS', inDays(30)],
      ]),
    );
    for (const offer of round.data) {
      const outboundArrival = offer.itineraries[0]!.segments.at(-1)!.arrival.at;
      const returnDeparture = offer.itineraries[1]!.segments[0]!.departure.at;
      expect(returnDeparture > outboundArrival).toBe(true);
    }
    const multi = await provider.searchOffers(
      search([
        ['LOS', 'ACC', inDays(20)],
        ['ACC', 'ABJ', inDays(23)],
        ['ABJ', 'DSS', inDays(26)],
        ['DSS', 'CMN', inDays(29)],
        ['CMN', 'LOS', inDays(33)],
      ]),
    );
    expect(multi.data.length).toBeGreaterThan(0);
    expect(multi.data[0]!.itineraries).toHaveLength(5);
  });

  it('offers only flights with a seat for every seated traveller', async () => {
    const party = await provider.searchOffers(search([['LOS', 'ABV', inDays(16)]], ['ADULT', 'ADULT', 'ADULT', 'CHILD', 'CHILD', 'HELD_INFANT']));
    expect(party.data.length).toBeGreaterThan(0);
    for (const offer of party.data) expect(offer.numberOfBookableSeats).toBeGreaterThanOrEqual(5);
  });

  it('never returns more than maxFlightOffers, cheapest first', async () => {
    const { data } = await provider.searchOffers({ ...search([['LOS', 'JFK', inDays(50)]]), searchCriteria: { maxFlightOffers: 12 } });
    expect(data.length).toBeLessThanOrEqual(12);
    const totals = data.map((offer) => Number(offer.price.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });
});

describe('POST /api/flight/offers', () => {
  const post = (body: unknown) =>
    app.request('/api/flight/offers', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

  it('answers a good search', async () => {
    const res = await post(search([['LOS', 'ABV', inDays(12)]], ['ADULT', 'ADULT']));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta.count).toBe(body.data.length);
    expect(body.data[0].travelerPricings).toHaveLength(2);
  });

  it.each([
    [
      'more infants on laps than adults',
      search([['LOS', 'ABV', inDays(12)]], ['ADULT']).travelers.concat([{ id: '2', travelerType: 'HELD_INFANT', associatedAdultId: '9' }]),
      /infant/,
    ],
    ['ten seated travellers', Array.from({ length: 10 }, (_, index) => ({ id: String(index + 1), travelerType: 'ADULT' })), /At most 9/],
    ['no adult', [{ id: '1', travelerType: 'CHILD' }], /adult/],
  ])('refuses %s with a 422 envelope', async (_, travelers, message) => {
    const res = await post({ ...search([['LOS', 'ABV', inDays(12)]]), travelers });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors.map((error: { detail: string }) => error.detail).join(' ')).toMatch(message);
  });

  it('refuses six legs, the same origin and destination, a past date and an airport we do not serve', async () => {
    const six = await post(search(Array.from({ length: 6 }, () => ['LOS', 'ABV', inDays(12)] as [string, string, string])));
    expect(six.status).toBe(422);
    const same = await post(search([['LOS', 'LOS', inDays(12)]]));
    expect((await same.json()).errors[0].detail).toMatch(/other than the origin/);
    const past = await post(search([['LOS', 'ABV', '2020-01-01']]));
    expect((await past.json()).errors[0]).toMatchObject({ code: 'INVALID_DATE', source: { pointer: '/originDestinations/0/departureDateTimeRange/date' } });
    const unknown = await post(search([['LOS', 'XXX', inDays(12)]]));
    expect((await unknown.json()).errors[0]).toMatchObject({ code: 'UNKNOWN_AIRPORT' });
  });

  it('searches every airport we fly of a city code: Lagos to London is Heathrow and Gatwick', async () => {
    const res = await post(search([['LOS', 'LON', inDays(30)]], ['ADULT', 'ADULT']));
    expect(res.status).toBe(200);
    const body = await res.json();
    const arrivals = new Set(body.data.map((offer: FlightOffer) => offer.itineraries[0]!.segments.at(-1)!.arrival.iataCode));
    expect([...arrivals].sort()).toEqual(['LGW', 'LHR']);
    expect(provider.serves('LON')).toBe(true);
    // A city code with no airport we fly is refused like an airport.
    expect(provider.serves('PLY')).toBe(false);
  });

  it('names a place we do not sell and offers the nearest one we do', async () => {
    const res = await post(search([['LOS', 'LOZ', inDays(12)]]));
    expect(res.status).toBe(422);
    const [problem] = (await res.json()).errors;
    expect(problem).toMatchObject({
      code: 'UNKNOWN_AIRPORT',
      source: { pointer: '/originDestinations/0/destinationLocationCode', example: expect.stringMatching(/^[A-Z]{3}$/) },
    });
    expect(problem.detail).toMatch(/^We do not sell flights to or from London .*\(LOZ\) yet\. The nearest airport we fly: .+ \([A-Z]{3}\)\.$/);
    expect(provider.serves(problem.source.example)).toBe(true);
  });

  it('refuses a day the calendar does not have instead of searching the next month', async () => {
    const year = Number(inDays(0).slice(0, 4)) + 1;
    for (const day of [`${year}-02-30`, `${year}-13-01`, `${year}-04-31`]) {
      const res = await post(search([['LOS', 'ABV', day]]));
      expect(res.status).toBe(422);
      expect((await res.json()).errors[0].source.pointer).toBe('/originDestinations/0/departureDateTimeRange/date');
    }
  });

  it('refuses a lower-case or malformed airport code and a missing travellers list', async () => {
    const lower = await post(search([['los', 'ABV', inDays(12)]]));
    expect(lower.status).toBe(422);
    const missing: Partial<FlightSearchRequest> = search([['LOS', 'ABV', inDays(12)]]);
    delete missing.travelers;
    const res = await post(missing);
    expect(res.status).toBe(422);
    expect((await res.json()).errors[0].source.pointer).toBe('/travelers');
  });
});
