import errorInvalidFormat from './fixtures/error-invalid-format.json';
import errorRateLimited from './fixtures/error-rate-limited.json';
import errorSellFailure from './fixtures/error-segment-sell-failure.json';
import flightOrders from './fixtures/flight-offers-search.json';
import priceBags from './fixtures/flight-offers-price-bags.json';
import priceRules from './fixtures/flight-offers-price-rules.json';
import price from './fixtures/flight-offers-price.json';
import createdOrder from './fixtures/flight-orders.json';
import issuedOrder from './fixtures/flight-order-issued.json';
import oauthToken from './fixtures/oauth-token.json';
import seatmaps from './fixtures/seatmaps.json';
import { HttpError } from '../../../lib/http-error';
import { amadeusResponseValidator } from '../../../lib/amadeus-specs/validator';
import { flightKey, type FlightOffer, type FlightSearchRequest } from '../types';
import { AmadeusFlights, splitPhone } from './index';
import { blockNetwork } from '../../../test/block-network';

const search = flightOrders;
type Recorded = { status?: number; body: unknown };

/**
 * Amadeus answered from recorded responses by path; any other address fails the test, and the
 * real fetch is switched off for the whole file: these tests cannot reach the network.
 */
function amadeusReplay(routes: Record<string, Recorded | Recorded[]>) {
  const calls: Array<{ path: string; method: string; headers: Record<string, string>; body: string }> = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const { pathname, search: query } = new URL(url);
    calls.push({ path: `${pathname}${query}`, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: String(init.body ?? '') });
    const route = routes[`${pathname}${query}`] ?? routes[pathname];
    if (!route) throw new Error(`unexpected call to ${pathname}${query}`);
    const reply = Array.isArray(route) ? route.shift()! : route;
    return new Response(reply.status === 204 ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/vnd.amadeus+json' },
    });
  };
  return { fetch, calls };
}

blockNetwork();

const known = new Set(['EWR', 'LHR', 'MAD', 'GIG', 'CMN', 'NCE', 'ORY', 'LOS']);
const provider = (routes: Record<string, Recorded | Recorded[]>, now?: () => number) => {
  const replay = amadeusReplay({ '/v1/security/oauth2/token': { body: oauthToken }, ...routes });
  return {
    amadeus: new AmadeusFlights({ clientId: 'client-id-123', clientSecret: 'client-secret-456', fetch: replay.fetch, knownAirports: known, now }),
    calls: replay.calls,
  };
};

const request: FlightSearchRequest = {
  currencyCode: 'USD',
  originDestinations: [{ id: '1', originLocationCode: 'EWR', destinationLocationCode: 'MAD', departureDateTimeRange: { date: '2027-11-01' } }],
  travelers: [{ id: '1', travelerType: 'ADULT' }],
  sources: ['GDS'],
  searchCriteria: { maxFlightOffers: 30 },
};
const pricedOffer = price.data.flightOffers[0] as unknown as FlightOffer;

describe('Amadeus adapter (recorded responses, network blocked)', () => {
  it('gets a token by client credentials once, reuses it, and renews it before it lapses', async () => {
    let clock = 0;
    const { amadeus, calls } = provider(
      {
        '/v2/shopping/flight-offers': [{ body: search }, { body: search }, { body: search }],
        '/v1/security/oauth2/token': [{ body: oauthToken }, { body: oauthToken }],
      },
      () => clock,
    );
    await Promise.all([amadeus.searchOffers(request), amadeus.searchOffers(request)]);
    const tokenCalls = () => calls.filter((call) => call.path === '/v1/security/oauth2/token');
    expect(tokenCalls()).toHaveLength(1);
    expect(tokenCalls()[0]!.body).toBe('grant_type=client_credentials&client_id=client-id-123&client_secret=client-secret-456');
    expect(calls.find((call) => call.path === '/v2/shopping/flight-offers')!.headers.Authorization).toBe('Bearer CpjU0sEenniHCgPDrndzOSWFk5mN');
    clock = 1799 * 1000; // past expires_in less the minute kept in hand
    await amadeus.searchOffers(request);
    expect(tokenCalls()).toHaveLength(2);
  });

  it('searches with our request as the body and returns offers that validate against the Flight Offers Search v2 schema', async () => {
    const { amadeus, calls } = provider({ '/v2/shopping/flight-offers': { body: search } });
    const result = await amadeus.searchOffers(request);
    expect(JSON.parse(calls.at(-1)!.body)).toEqual(request);
    expect(result.data[0]!.itineraries[0]!.segments[0]!.departure.iataCode).toBe('EWR');
    const validate = amadeusResponseValidator('FlightOffersSearch_v2', 'returnAirOffers');
    expect(validate(result) ? [] : validate.errors).toEqual([]);
  });

  it('prices an offer, reads bags per direction and fare rules', async () => {
    const { amadeus, calls } = provider({
      '/v1/shopping/flight-offers/pricing': { body: price },
      '/v1/shopping/flight-offers/pricing?include=bags': { body: priceBags },
      '/v1/shopping/flight-offers/pricing?include=detailed-fare-rules': { body: priceRules },
    });
    const priced = await amadeus.priceOffer(pricedOffer, 'USD');
    expect(priced.price.total).toBe('2778.98');
    expect(JSON.parse(calls.at(-1)!.body)).toEqual({ data: { type: 'flight-offers-pricing', flightOffers: [pricedOffer] } });
    const validate = amadeusResponseValidator('FlightOffersPrice_v1', 'returnQuotation');
    expect(validate(price) ? [] : validate.errors).toEqual([]);

    const bags = await amadeus.chargeableBags(pricedOffer);
    expect(bags['1-1']).toMatchObject({ quantity: 1, itineraryIndex: 0, price: { amount: '25.00', currencyCode: 'USD' }, travelerIds: ['1', '2'] });
    expect(bags['1-2']!.price.amount).toBe('50.00');
    expect((await amadeus.fareRules(pricedOffer)).rules).toEqual([
      { category: 'EXCHANGE', notApplicable: false, maxPenaltyAmount: '50.00' },
      { category: 'REFUND', notApplicable: true },
    ]);
  });

  it('shows seat maps as Amadeus sends them, with seats our unpaid bookings hold marked occupied', async () => {
    const { amadeus } = provider({ '/v1/shopping/seatmaps': { body: seatmaps } });
    const offer = {
      ...pricedOffer,
      itineraries: [{ duration: 'PT1H30M', segments: [{ ...pricedOffer.itineraries[0]!.segments[0]!, id: '1', carrierCode: 'AF', number: '6201' }] }],
    } as FlightOffer;
    const seat = seatmaps.data[0]!.decks[0]!.seats.find((candidate) =>
      candidate.travelerPricing.every((entry) => entry.seatAvailabilityStatus === 'AVAILABLE'),
    )!;
    const maps = await amadeus.seatMaps(offer, new Map([[flightKey(offer.itineraries[0]!.segments[0]!), new Set([seat.number])]]));
    expect(maps).toHaveLength(2);
    const ours = maps[0]!.decks[0]!.seats.find((candidate) => candidate.number === seat.number)!;
    expect(ours.travelerPricing.every((entry) => entry.seatAvailabilityStatus === 'OCCUPIED')).toBe(true);
    const validate = amadeusResponseValidator('SeatMapDisplay_v1', 'SeatMap');
    expect(validate({ data: maps }) ? [] : validate.errors).toEqual([]);
  });

  it('cancels an order nobody will pay (Flight Order Management DELETE), and takes an order it no longer knows as given back', async () => {
    const { amadeus, calls } = provider({
      '/v1/booking/flight-orders/eJzTd9f3NjIJdzUGAAp%2FAiY': [
        { status: 204, body: null },
        { status: 404, body: { errors: [{ status: 404, code: 1797, title: 'NOT FOUND', detail: 'Order not found' }] } },
      ],
    });
    await amadeus.cancelOrder('eJzTd9f3NjIJdzUGAAp/AiY');
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/booking/flight-orders/eJzTd9f3NjIJdzUGAAp%2FAiY' });
    await expect(amadeus.cancelOrder('eJzTd9f3NjIJdzUGAAp/AiY')).resolves.toBeUndefined();
    const down = provider({
      '/v1/booking/flight-orders/X1': { status: 500, body: { errors: [{ status: 500, code: 141, title: 'SYSTEM ERROR HAS OCCURRED' }] } },
    });
    await expect(down.amadeus.cancelOrder('X1')).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });

  it('creates the order with passport documents and names in capitals, and returns its id', async () => {
    const { amadeus, calls } = provider({ '/v1/booking/flight-orders': { status: 201, body: createdOrder } });
    const order = await amadeus.createOrder(
      pricedOffer,
      [
        {
          id: '1',
          firstName: 'Ngozi',
          middleName: 'Ada',
          lastName: 'Okonjo-Iweala',
          dateOfBirth: '1985-06-13',
          gender: 'FEMALE',
          nationality: 'NG',
          passport: { number: 'A12345678', issuingCountry: 'NG', expiryDate: '2032-01-01' },
        },
      ],
      { email: 'ngozi@example.com', phone: '+234 803 000 0000' },
    );
    expect(order).toEqual({ id: createdOrder.data.id, reference: '2ZYVAL' });
    const sent = JSON.parse(calls.at(-1)!.body).data.travelers[0];
    expect(sent).toMatchObject({
      name: { firstName: 'NGOZI ADA', lastName: 'OKONJO-IWEALA' },
      contact: { emailAddress: 'ngozi@example.com', phones: [{ deviceType: 'MOBILE', countryCallingCode: '234', number: '8030000000' }] },
      documents: [{ documentType: 'PASSPORT', number: 'A12345678', issuanceCountry: 'NG', nationality: 'NG', holder: true }],
    });
  });

  it("reads the order's issued e-tickets (Flight Order Management), none before they are issued", async () => {
    const path = `/v1/booking/flight-orders/${createdOrder.data.id}`;
    const { amadeus, calls } = provider({ [path]: [{ body: issuedOrder }, { body: createdOrder }] });
    // Only the issued e-ticket counts: not the voided one, not the EMD (a bag or seat document).
    expect(await amadeus.issuedTickets({ id: createdOrder.data.id, offer: pricedOffer, travellerIds: ['1'] })).toEqual([
      { travelerId: '1', number: '1722401234567' },
    ]);
    expect(calls.at(-1)).toMatchObject({ path, body: '' });
    expect(await amadeus.issuedTickets({ id: createdOrder.data.id, offer: pricedOffer, travellerIds: ['1'] })).toEqual([]);
  });

  it("reads the order's flights as the airline has them now (Flight Order Management), to find schedule changes", async () => {
    const path = `/v1/booking/flight-orders/${createdOrder.data.id}`;
    const { amadeus, calls } = provider({ [path]: [{ body: issuedOrder }, { body: { data: { ...issuedOrder.data, flightOffers: [] } } }] });
    const itineraries = await amadeus.currentItineraries({ id: createdOrder.data.id, offer: pricedOffer });
    expect(itineraries).toEqual(issuedOrder.data.flightOffers[0]!.itineraries);
    expect(itineraries![0]!.segments[0]).toMatchObject({ carrierCode: 'IB', number: '3403', departure: { iataCode: 'ORY', at: '2018-09-22T10:15:00' } });
    expect(calls.at(-1)).toMatchObject({ path, body: '' });
    // An order without flights any more: nothing to compare.
    expect(await amadeus.currentItineraries({ id: createdOrder.data.id, offer: pricedOffer })).toBeNull();
  });

  it("takes an order's new dates from its record once our staff changed them with the airline, and says when it has no flights", async () => {
    const path = `/v1/booking/flight-orders/${createdOrder.data.id}`;
    const { amadeus } = provider({ [path]: [{ body: issuedOrder }, { body: { data: { ...issuedOrder.data, flightOffers: [] } } }] });
    expect(await amadeus.changedItineraries({ id: createdOrder.data.id, offer: pricedOffer })).toEqual(issuedOrder.data.flightOffers[0]!.itineraries);
    await expect(amadeus.changedItineraries({ id: createdOrder.data.id, offer: pricedOffer })).rejects.toMatchObject({ reason: 'FLIGHT_NOT_FOUND' });
  });

  it('maps Amadeus errors to our envelope and keeps their code as amadeus_code', async () => {
    const invalid = provider({ '/v2/shopping/flight-offers': { status: 400, body: errorInvalidFormat } }).amadeus;
    const rejected = await invalid.searchOffers(request).catch((error: HttpError) => error);
    expect(rejected).toBeInstanceOf(HttpError);
    expect((rejected as HttpError).status).toBe(422);
    expect((rejected as HttpError).toEnvelope()).toMatchObject({
      amadeus_code: 477,
      errors: [{ code: 'PROVIDER_REJECTED', title: 'INVALID FORMAT', source: { parameter: 'departureDate' } }],
    });

    const full = provider({ '/v1/booking/flight-orders': { status: 400, body: errorSellFailure } }).amadeus;
    const soldOut = (await full.createOrder(pricedOffer, [], { email: 'a@b.co', phone: '0803' }).catch((error: HttpError) => error)) as HttpError;
    expect(soldOut.toEnvelope()).toMatchObject({ amadeus_code: 34651, errors: [{ code: 'SOLD_OUT' }] });
    await expect(
      provider({ '/v1/shopping/flight-offers/pricing': { status: 400, body: errorSellFailure } }).amadeus.priceOffer(pricedOffer, 'USD'),
    ).rejects.toMatchObject({ reason: 'SOLD_OUT' });

    const busy = (await provider({ '/v2/shopping/flight-offers': { status: 429, body: errorRateLimited } })
      .amadeus.searchOffers(request)
      .catch((error: HttpError) => error)) as HttpError;
    expect(busy).toMatchObject({ status: 503, code: 'PROVIDER_BUSY', retryAfterSeconds: 60 });

    const down = (await provider({
      '/v2/shopping/flight-offers': { status: 500, body: { errors: [{ status: 500, code: 141, title: 'SYSTEM ERROR HAS OCCURRED' }] } },
    })
      .amadeus.searchOffers(request)
      .catch((error: HttpError) => error)) as HttpError;
    expect(down).toMatchObject({ status: 502, code: 'PROVIDER_UNAVAILABLE' });
  });

  it('retries once with a new token when Amadeus says the token is no longer valid', async () => {
    const { amadeus, calls } = provider({
      '/v1/security/oauth2/token': [{ body: oauthToken }, { body: { ...oauthToken, access_token: 'SecondToken' } }],
      '/v2/shopping/flight-offers': [{ status: 401, body: { errors: [{ code: 38190, title: 'Invalid access token', status: 401 }] } }, { body: search }],
    });
    await amadeus.searchOffers(request);
    expect(calls.filter((call) => call.path === '/v2/shopping/flight-offers').map((call) => call.headers.Authorization)).toEqual([
      'Bearer CpjU0sEenniHCgPDrndzOSWFk5mN',
      'Bearer SecondToken',
    ]);
  });

  it('splits phone numbers as Amadeus wants them', () => {
    expect(splitPhone('+234 803 000 0000')).toEqual({ countryCallingCode: '234', number: '8030000000' });
    expect(splitPhone('+221 77 000 00 00')).toEqual({ countryCallingCode: '221', number: '770000000' });
    expect(splitPhone('+44 20 7946 0000')).toEqual({ countryCallingCode: '44', number: '2079460000' });
    expect(splitPhone('0803 000 0000')).toEqual({ countryCallingCode: '234', number: '8030000000' });
  });
});
