import { randomBytes } from 'node:crypto';
import { distanceKm, isoDuration, localDateTime } from '../../../lib/geo';
import { HttpError } from '../../../lib/http-error';
import { hash, unit } from '../../../lib/seeded-random';
import type {
  BagOffer,
  Dictionaries,
  FareRule,
  FlightOffer,
  FlightOffersResponse,
  FlightProvider,
  FlightSearchRequest,
  IssuedTicket,
  IssuedTicketsRequest,
  Itinerary,
  OfferCurrency,
  SeatMap,
  Segment,
  FlightOffer as ProviderOffer,
  TravelClass,
  Traveler,
  TravelerPricing,
} from '../types';
import { flightKey, OfferUnavailableError } from '../types';
import { simulatedBagOffers, simulatedFareRules, simulatedSeatMap } from './ancillaries';
import { bookingClass, checkedBags, PASSENGER_FACTOR, segmentBaseCents, segmentTaxCents, type FareBrand } from './fares';
import { buildNetwork, CONNECTION_POINTS, type RouteEdge } from './network';
import { AIRCRAFT_NAMES, flightsOn, isLongHaul, type AirportPoint, type ScheduledFlight } from './schedule';

/** Airlines' three-digit ticketing codes, the first digits of their e-tickets. */
const TICKETING_CODES: Record<string, string> = {
  AF: '057',
  BA: '125',
  EK: '176',
  ET: '071',
  KL: '074',
  KQ: '706',
  LH: '220',
  MS: '077',
  QR: '157',
  TK: '235',
  VS: '932',
  AT: '147',
};

const DAY_MS = 86_400_000;
const MAX_PATHS = 10;
const MAX_FIRST_DEPARTURES = 3;
const MAX_CONNECTION_MS = 14 * 3_600_000;

export interface SimulatedGdsOptions {
  airports: Map<string, AirportPoint>;
  carriers: Map<string, string>;
  ngnPerUsd: number;
  now?: () => Date;
  /** City codes and the places under them (LON → LHR, LGW, …): a search from one searches its airports we fly. */
  cities?: Map<string, string[]>;
  /** Share of calls that fail as a GDS outage does (0 by default; for trying the failure paths). */
  failureRate?: number;
  random?: () => number;
}

interface LegOption {
  flights: ScheduledFlight[];
  /** Adult LIGHT fare in cents, for ranking before pricing every traveller. */
  indicativeCents: number;
  seats: number;
}

/**
 * Seats left in a cabin on one flight, fixed per flight and date, capped at 9 as a GDS shows them:
 * most flights have plenty, one in four is filling up, one in twenty is sold out.
 */
export function seatsLeft(flight: ScheduledFlight, cabin: TravelClass): number {
  const draw = unit(`${flight.carrier}${flight.number}:${flight.departUtc}:${cabin}:seats`);
  if (draw < 0.05) return 0;
  if (draw < 0.3) return 1 + Math.floor(((draw - 0.05) / 0.25) * 8);
  return 9;
}

/**
 * The simulated GDS: deterministic offers over the network of real airports and carriers,
 * priced by distance, cabin, passenger type, fare brand and days to departure.
 */
export class SimulatedGds implements FlightProvider {
  readonly name = 'simulated' as const;
  private readonly edges = new Map<string, RouteEdge>();
  private readonly neighbours = new Map<string, string[]>();
  private readonly pathCache = new Map<string, string[][]>();

  constructor(private readonly options: SimulatedGdsOptions) {
    for (const edge of buildNetwork()) {
      if (!options.airports.has(edge.from) || !options.airports.has(edge.to)) continue;
      this.edges.set(`${edge.from}-${edge.to}`, edge);
      this.neighbours.set(edge.from, [...(this.neighbours.get(edge.from) ?? []), edge.to]);
    }
  }

  serves(iata: string): boolean {
    return this.airportsOf(iata).length > 0;
  }

  /** An airport we fly, or the airports we fly of a city code (LON: LHR and LGW); none otherwise. */
  airportsOf(code: string): string[] {
    if (this.neighbours.has(code)) return [code];
    return (this.options.cities?.get(code) ?? []).filter((iata) => this.neighbours.has(iata));
  }

  /** A GDS outage, as Amadeus reports one (code 141, SYSTEM ERROR HAS OCCURRED), at the configured rate. */
  private outage() {
    const rate = this.options.failureRate ?? 0;
    if (rate <= 0 || (this.options.random ?? Math.random)() >= rate) return;
    const error = new HttpError(
      502,
      'PROVIDER_UNAVAILABLE',
      'Flight provider unavailable',
      'Our flight provider is not answering right now. Please try again in a few minutes.',
    );
    error.extra = { amadeus_code: 141 };
    throw error;
  }

  private airport(iata: string): AirportPoint {
    const airport = this.options.airports.get(iata);
    if (!airport) throw new Error(`Unknown airport ${iata}`);
    return airport;
  }

  /** Airport sequences from origin to destination: non-stop, then via one or two hubs, shortest first. */
  paths(origin: string, destination: string): string[][] {
    const key = `${origin}-${destination}`;
    const cached = this.pathCache.get(key);
    if (cached) return cached;
    const direct = distanceKm(this.airport(origin), this.airport(destination));
    const limit = direct * 1.6 + 400;
    const found: Array<{ path: string[]; km: number }> = [];
    const length = (path: string[]) => path.slice(1).reduce((sum, iata, index) => sum + distanceKm(this.airport(path[index]!), this.airport(iata)), 0);
    if (this.edges.has(key)) found.push({ path: [origin, destination], km: direct });
    for (const first of this.neighbours.get(origin) ?? []) {
      if (!CONNECTION_POINTS.has(first) || first === destination) continue;
      if (this.edges.has(`${first}-${destination}`)) found.push({ path: [origin, first, destination], km: length([origin, first, destination]) });
      for (const second of this.neighbours.get(first) ?? []) {
        if (!CONNECTION_POINTS.has(second) || second === origin || second === destination) continue;
        if (this.edges.has(`${second}-${destination}`))
          found.push({ path: [origin, first, second, destination], km: length([origin, first, second, destination]) });
      }
    }
    const paths = found
      .filter((entry) => entry.km <= limit)
      .sort((a, b) => a.path.length - b.path.length || a.km - b.km)
      .slice(0, MAX_PATHS)
      .map((entry) => entry.path);
    this.pathCache.set(key, paths);
    return paths;
  }

  private flightsBetween(from: string, to: string, date: string): ScheduledFlight[] {
    const edge = this.edges.get(`${from}-${to}`);
    if (!edge) return [];
    return edge.carriers.flatMap((carrier) => flightsOn(this.airport(from), this.airport(to), carrier, date));
  }

  /** Itineraries for one leg: each path, a few first departures, the best connection after each. */
  private legOptions(origin: string, destination: string, date: string, cabin: TravelClass, daysToDeparture: number, seatsNeeded: number): LegOption[] {
    const options: LegOption[] = [];
    // A city code is each of its airports (London: Heathrow and Gatwick), all in one list.
    const pairs = this.airportsOf(origin).flatMap((from) => this.airportsOf(destination).map((to) => [from, to] as const));
    for (const path of pairs.flatMap(([from, to]) => (from === to ? [] : this.paths(from, to)))) {
      const firsts = this.flightsBetween(path[0]!, path[1]!, date).slice(0, MAX_FIRST_DEPARTURES);
      for (const first of firsts) {
        const flights = [first];
        for (let index = 2; index < path.length && flights.length === index - 1; index += 1) {
          const previous = flights[flights.length - 1]!;
          const minimum = isLongHaul(previous.distanceKm) ? 90 * 60_000 : 60 * 60_000;
          const day = localDateTime(previous.arriveUtc, this.airport(previous.to).timeZone).slice(0, 10);
          const nextDay = localDateTime(previous.arriveUtc + DAY_MS, this.airport(previous.to).timeZone).slice(0, 10);
          const candidates = [...this.flightsBetween(path[index - 1]!, path[index]!, day), ...this.flightsBetween(path[index - 1]!, path[index]!, nextDay)]
            .filter((flight) => flight.departUtc - previous.arriveUtc >= minimum && flight.departUtc - previous.arriveUtc <= MAX_CONNECTION_MS)
            // Stay with the same airline when it offers a connection; otherwise the earliest one.
            .sort((a, b) => Number(b.carrier === first.carrier) - Number(a.carrier === first.carrier) || a.departUtc - b.departUtc);
          if (candidates[0]) flights.push(candidates[0]);
        }
        if (flights.length !== path.length - 1) continue;
        const seats = Math.min(...flights.map((flight) => seatsLeft(flight, cabin)));
        // Like a GDS, offer only what the whole party can fly on.
        if (seats < seatsNeeded) continue;
        const indicativeCents = this.adultBaseCents(flights, cabin, 'LIGHT', daysToDeparture);
        options.push({ flights, indicativeCents, seats });
      }
    }
    return options.sort((a, b) => a.indicativeCents - b.indicativeCents);
  }

  private adultBaseCents(flights: ScheduledFlight[], cabin: TravelClass, brand: FareBrand, daysToDeparture: number): number {
    const connectionDiscount = flights.length > 1 ? 0.92 : 1;
    const cents = flights.reduce(
      (sum, flight) =>
        sum +
        segmentBaseCents({
          km: flight.distanceKm,
          cabin,
          brand,
          carrier: flight.carrier,
          flightKey: `${flight.carrier}${flight.number}:${flight.departUtc}`,
          daysToDeparture,
        }),
      0,
    );
    return Math.round((cents * connectionDiscount) / 100) * 100;
  }

  async searchOffers(request: FlightSearchRequest): Promise<FlightOffersResponse> {
    this.outage();
    const now = this.options.now?.() ?? new Date();
    const cabinFor = (legId: string): TravelClass =>
      request.searchCriteria.flightFilters?.cabinRestrictions?.find((restriction) => restriction.originDestinationIds.includes(legId))?.cabin ?? 'ECONOMY';
    const seatsNeeded = Math.max(1, request.travelers.filter((traveler) => traveler.travelerType !== 'HELD_INFANT').length);
    const legs = request.originDestinations.map((leg) => {
      const date = leg.departureDateTimeRange.date;
      const daysToDeparture = Math.max(0, Math.floor((Date.parse(`${date}T12:00:00Z`) - now.getTime()) / DAY_MS));
      const cabin = cabinFor(leg.id);
      return {
        leg,
        cabin,
        daysToDeparture,
        options: this.legOptions(leg.originLocationCode, leg.destinationLocationCode, date, cabin, daysToDeparture, seatsNeeded),
      };
    });

    const perLeg = legs.length === 1 ? 24 : legs.length === 2 ? 7 : legs.length === 3 ? 4 : 3;
    let combinations: LegOption[][] = [[]];
    for (const leg of legs) {
      const choices = leg.options.slice(0, perLeg);
      combinations = combinations.flatMap((combination) => choices.map((choice) => [...combination, choice]));
    }
    // Later legs must leave after the earlier ones arrive.
    combinations = combinations.filter((combination) =>
      combination.every((option, index) => index === 0 || option.flights[0]!.departUtc > combination[index - 1]!.flights.at(-1)!.arriveUtc + 3_600_000),
    );
    if (legs.length === 0 || legs.some((leg) => leg.options.length === 0)) combinations = [];

    const ranked = combinations
      .map((combination) => ({ combination, cents: combination.reduce((sum, option) => sum + option.indicativeCents, 0) }))
      .sort((a, b) => a.cents - b.cents);
    const max = request.searchCriteria.maxFlightOffers;
    // The cheapest itineraries in the LIGHT brand, and the best third of them again as FLEX.
    const flexCount = Math.ceil(Math.min(ranked.length, max) / 3);
    const priced = [
      ...ranked.slice(0, max).map(({ combination }) => ({ combination, brand: 'LIGHT' as FareBrand })),
      ...ranked.slice(0, flexCount).map(({ combination }) => ({ combination, brand: 'FLEX' as FareBrand })),
    ]
      .map(({ combination, brand }) =>
        this.toOffer(
          combination,
          brand,
          legs.map((leg) => ({ cabin: leg.cabin, daysToDeparture: leg.daysToDeparture })),
          request,
          now,
        ),
      )
      .sort((a, b) => Number(a.price.total) - Number(b.price.total))
      .slice(0, max)
      .map((offer, index) => ({ ...offer, id: String(index + 1) }));

    return { meta: { count: priced.length }, data: priced, dictionaries: this.dictionaries(priced) };
  }

  async priceOffer(offer: ProviderOffer, currency: OfferCurrency): Promise<ProviderOffer> {
    this.outage();
    const now = this.options.now?.() ?? new Date();
    const adultPricing = offer.travelerPricings[0]!;
    const detailBySegment = new Map(adultPricing.fareDetailsBySegment.map((detail) => [detail.segmentId, detail]));
    const brand: FareBrand = adultPricing.fareDetailsBySegment[0]?.brandedFare === 'FLEX' ? 'FLEX' : 'LIGHT';
    const seated = offer.travelerPricings.filter((pricing) => pricing.travelerType !== 'HELD_INFANT').length;

    const legs = offer.itineraries.map((itinerary) => {
      const cabin = detailBySegment.get(itinerary.segments[0]!.id)?.cabin ?? 'ECONOMY';
      const flights = itinerary.segments.map((segment) => this.scheduledFlight(segment));
      const seats = Math.min(...flights.map((flight) => seatsLeft(flight, cabin)));
      if (seats < seated) throw new OfferUnavailableError('SOLD_OUT', 'There are not enough seats left on these flights at this fare.');
      // Counted as the search counts it: from the leg's departure date, not the hour.
      const daysToDeparture = Math.max(0, Math.floor((Date.parse(`${itinerary.segments[0]!.departure.at.slice(0, 10)}T12:00:00Z`) - now.getTime()) / DAY_MS));
      return { option: { flights, seats, indicativeCents: 0 }, cabin, daysToDeparture: this.repricedDays(flights, daysToDeparture, now) };
    });

    const travelers = offer.travelerPricings.map((pricing) => ({
      id: pricing.travelerId,
      travelerType: pricing.travelerType,
      ...(pricing.associatedAdultId ? { associatedAdultId: pricing.associatedAdultId } : {}),
    }));
    const priced = this.toOffer(
      legs.map((leg) => leg.option),
      brand,
      legs.map(({ cabin, daysToDeparture }) => ({ cabin, daysToDeparture })),
      { currencyCode: currency, travelers } as FlightSearchRequest,
      now,
    );
    return { ...priced, id: offer.id };
  }

  /** The timetabled flight a segment names; throws when there is no such flight. */
  private scheduledFlight(segment: Segment): ScheduledFlight {
    const scheduled = this.flightsBetween(segment.departure.iataCode, segment.arrival.iataCode, segment.departure.at.slice(0, 10)).find(
      (flight) =>
        flight.carrier === segment.carrierCode &&
        flight.number === segment.number &&
        localDateTime(flight.departUtc, this.airport(flight.from).timeZone) === segment.departure.at,
    );
    if (!scheduled) {
      throw new OfferUnavailableError(
        'FLIGHT_NOT_FOUND',
        `Flight ${segment.carrierCode}${segment.number} on ${segment.departure.at.slice(0, 10)} is not on sale.`,
      );
    }
    return scheduled;
  }

  flightCapacity(segment: Segment, cabin: TravelClass): number {
    return seatsLeft(this.scheduledFlight(segment), cabin);
  }

  async seatMaps(offer: ProviderOffer, taken: ReadonlyMap<string, ReadonlySet<string>>): Promise<SeatMap[]> {
    this.outage();
    const cabinOf = new Map(offer.travelerPricings[0]!.fareDetailsBySegment.map((detail) => [detail.segmentId, detail.cabin]));
    return offer.itineraries
      .flatMap((itinerary) => itinerary.segments)
      .map((segment) => {
        const flight = this.scheduledFlight(segment);
        const cabin = cabinOf.get(segment.id) ?? 'ECONOMY';
        return simulatedSeatMap({
          offer,
          segment,
          cabin,
          seatsLeft: seatsLeft(flight, cabin),
          taken: taken.get(flightKey(segment)) ?? new Set(),
          money: (cents) => this.money(cents, offer.price.currency),
          distanceKm: flight.distanceKm,
        });
      });
  }

  async chargeableBags(offer: ProviderOffer): Promise<Record<string, BagOffer>> {
    const km = offer.itineraries.map((itinerary) => itinerary.segments.reduce((total, segment) => total + this.scheduledFlight(segment).distanceKm, 0));
    return simulatedBagOffers(offer, km, (cents) => this.money(cents, offer.price.currency));
  }

  /** The simulated GDS keeps no orders of its own: our bookings and inventory are its record. */
  async createOrder(offer: ProviderOffer): Promise<{ id: string; reference: string }> {
    this.outage();
    offer.itineraries.forEach((itinerary) => itinerary.segments.forEach((segment) => this.scheduledFlight(segment)));
    // A PNR as airlines write them: six letters and digits, no easily confused 0/O or 1/I.
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const reference = Array.from(randomBytes(6), (byte) => alphabet[byte % alphabet.length]).join('');
    return {
      id: `SIM${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
        .toString(36)
        .toUpperCase()}`,
      reference,
    };
  }

  /** Nothing to give back: our bookings and inventory are the simulated GDS's only record. */
  async cancelOrder(): Promise<void> {
    this.outage();
  }

  /**
   * The airline issues an e-ticket per traveller as soon as the order is paid: its three-digit
   * code (the validating airline's, or one drawn for it), then ten digits fixed by the order and
   * the traveller, so asking again gives the same tickets.
   */
  async issuedTickets({ id, offer, travellerIds }: IssuedTicketsRequest): Promise<IssuedTicket[]> {
    this.outage();
    const airline = offer.validatingAirlineCodes[0] ?? offer.itineraries[0]!.segments[0]!.carrierCode;
    const owner = TICKETING_CODES[airline] ?? String(100 + (hash(`${airline}:owner`) % 900));
    return travellerIds.map((travelerId) => {
      const serial = `${hash(`${id}:${travelerId}:a`) % 100_000}`.padStart(5, '0') + `${hash(`${id}:${travelerId}:b`) % 100_000}`.padStart(5, '0');
      return { travelerId, number: `${owner}${serial}` };
    });
  }

  /** Flights the simulated airlines have retimed since they were sold: minutes later (or earlier), by flight. */
  private readonly retimed = new Map<string, number>();

  /**
   * A simulated airline moves one flight (by `flightKey`, as it was sold): its departure and
   * arrival `minutes` later (earlier when negative). For tests and the sandbox: a real provider's
   * schedule changes come from the airline.
   */
  retime(flight: string, minutes: number): void {
    if (!Number.isInteger(minutes) || Math.abs(minutes) > 24 * 60) throw new RangeError('minutes: a whole number within a day');
    if (minutes === 0) this.retimed.delete(flight);
    else this.retimed.set(flight, minutes);
  }

  /** The order's flights as sold, with the simulated airlines' retimings applied. */
  async currentItineraries({ offer }: { id: string; offer: ProviderOffer }): Promise<Itinerary[] | null> {
    this.outage();
    const moved = (at: string, minutes: number) => new Date(Date.parse(`${at}Z`) + minutes * 60_000).toISOString().slice(0, 19);
    return offer.itineraries.map((itinerary) => ({
      ...itinerary,
      segments: itinerary.segments.map((segment) => {
        const minutes = this.retimed.get(flightKey(segment));
        if (!minutes) return segment;
        return {
          ...segment,
          departure: { ...segment.departure, at: moved(segment.departure.at, minutes) },
          arrival: { ...segment.arrival, at: moved(segment.arrival.at, minutes) },
        };
      }),
    }));
  }

  /**
   * Our staff changed the order's dates (after-sales): the simulated airline rebooks the same
   * flights (carrier and number) the same number of days later or earlier as the journey's first
   * flight moves, at their timetabled times then. Throws when one of them does not fly that day.
   */
  async changedItineraries({ offer }: { id: string; offer: ProviderOffer }, dates: { departure: string; return?: string }): Promise<Itinerary[]> {
    this.outage();
    const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
    return offer.itineraries.map((itinerary, index) => {
      const day = index === 0 ? dates.departure : dates.return;
      const shift = day ? days(itinerary.segments[0]!.departure.at.slice(0, 10), day) : 0;
      if (shift === 0) return itinerary;
      return {
        ...itinerary,
        segments: itinerary.segments.map((segment) => {
          const on = new Date(Date.parse(`${segment.departure.at.slice(0, 10)}T00:00:00Z`) + shift * DAY_MS).toISOString().slice(0, 10);
          const flight = this.flightsBetween(segment.departure.iataCode, segment.arrival.iataCode, on).find(
            (candidate) => candidate.carrier === segment.carrierCode && candidate.number === segment.number,
          );
          if (!flight) throw new OfferUnavailableError('FLIGHT_NOT_FOUND', `Flight ${segment.carrierCode}${segment.number} does not fly on ${on}.`);
          return {
            ...segment,
            departure: { ...segment.departure, at: localDateTime(flight.departUtc, this.airport(flight.from).timeZone) },
            arrival: { ...segment.arrival, at: localDateTime(flight.arriveUtc, this.airport(flight.to).timeZone) },
          };
        }),
      };
    });
  }

  async fareRules(offer: ProviderOffer): Promise<{ rules: FareRule[] }> {
    offer.itineraries.forEach((itinerary) => itinerary.segments.forEach((segment) => this.scheduledFlight(segment)));
    return simulatedFareRules(offer, (cents) => this.money(cents, offer.price.currency));
  }

  /**
   * Fares move: on some flights, some hours, the fare steps up a booking class between search and
   * booking (as one fewer day to departure would price it). Fixed per flight and hour, so a
   * traveller can meet it and tests can make it happen.
   */
  private repricedDays(flights: ScheduledFlight[], daysToDeparture: number, now: Date): number {
    const hour = Math.floor(now.getTime() / 3_600_000);
    const moved = unit(`${flights.map((flight) => `${flight.carrier}${flight.number}${flight.departUtc}`).join('|')}:${hour}:reprice`) < 0.1;
    return moved ? Math.max(0, Math.min(daysToDeparture, 6) - 1) : daysToDeparture;
  }

  private money(cents: number, currency: OfferCurrency): string {
    if (currency === 'USD') return (cents / 100).toFixed(2);
    // Naira fares are quoted in whole naira.
    return Math.round((cents / 100) * this.options.ngnPerUsd).toFixed(2);
  }

  private toOffer(
    combination: LegOption[],
    brand: FareBrand,
    legs: Array<{ cabin: TravelClass; daysToDeparture: number }>,
    request: FlightSearchRequest,
    now: Date,
  ): FlightOffer {
    const currency = request.currencyCode;
    let segmentNumber = 0;
    const segmentsByLeg: Array<Array<{ flight: ScheduledFlight; segment: Segment }>> = combination.map((option) =>
      option.flights.map((flight) => {
        segmentNumber += 1;
        const from = this.airport(flight.from);
        const to = this.airport(flight.to);
        return {
          flight,
          segment: {
            id: String(segmentNumber),
            departure: { iataCode: flight.from, at: localDateTime(flight.departUtc, from.timeZone) },
            arrival: { iataCode: flight.to, at: localDateTime(flight.arriveUtc, to.timeZone) },
            carrierCode: flight.carrier,
            number: flight.number,
            aircraft: { code: flight.aircraft },
            operating: { carrierCode: flight.carrier },
            duration: isoDuration(Math.round((flight.arriveUtc - flight.departUtc) / 60_000)),
            numberOfStops: 0,
            blacklistedInEU: false,
          },
        };
      }),
    );

    const travelerPricings: TravelerPricing[] = request.travelers.map((traveler: Traveler) => {
      let baseCents = 0;
      let taxCents = 0;
      const fareDetailsBySegment = segmentsByLeg.flatMap((legSegments, legIndex) => {
        const { cabin, daysToDeparture } = legs[legIndex]!;
        const legAdult = this.adultBaseCents(
          legSegments.map((entry) => entry.flight),
          cabin,
          brand,
          daysToDeparture,
        );
        const legBase = Math.round((legAdult * PASSENGER_FACTOR[traveler.travelerType]) / 100) * 100;
        baseCents += legBase;
        return legSegments.map(({ flight, segment }) => {
          taxCents += segmentTaxCents(legBase / legSegments.length, traveler.travelerType);
          const flightKey = `${flight.carrier}${flight.number}:${flight.departUtc}`;
          const rbd = bookingClass(cabin, brand, flightKey);
          return {
            segmentId: segment.id,
            cabin,
            fareBasis:
              `${rbd}${brand === 'FLEX' ? 'FX' : 'LT'}${flight.carrier}${traveler.travelerType === 'CHILD' ? 'CH' : traveler.travelerType.endsWith('INFANT') ? 'IN' : ''}`.replace(
                /[^A-Z0-9]/g,
                '',
              ),
            brandedFare: brand,
            class: rbd,
            includedCheckedBags: checkedBags(cabin, brand, traveler.travelerType),
          };
        });
      });
      return {
        travelerId: traveler.id,
        fareOption: 'STANDARD',
        travelerType: traveler.travelerType,
        ...(traveler.associatedAdultId ? { associatedAdultId: traveler.associatedAdultId } : {}),
        price: {
          currency,
          total: this.money(baseCents + taxCents, currency),
          base: this.money(baseCents, currency),
          taxes: [{ amount: this.money(taxCents, currency), code: 'YQ' }],
        },
        fareDetailsBySegment,
      };
    });

    const sum = (pick: (pricing: TravelerPricing) => string) => travelerPricings.reduce((total, pricing) => total + Math.round(Number(pick(pricing)) * 100), 0);
    const totalMinor = sum((pricing) => pricing.price.total);
    const baseMinor = sum((pricing) => pricing.price.base);
    const firstFlight = combination[0]!.flights[0]!;
    const firstDeparture = localDateTime(firstFlight.departUtc, this.airport(firstFlight.from).timeZone).slice(0, 10);
    const ticketBy = new Date(Math.min(now.getTime() + 3 * DAY_MS, firstFlight.departUtc - DAY_MS)).toISOString().slice(0, 10);

    return {
      type: 'flight-offer',
      id: '0',
      source: 'GDS',
      instantTicketingRequired: false,
      nonHomogeneous: false,
      oneWay: false,
      lastTicketingDate: ticketBy < now.toISOString().slice(0, 10) ? firstDeparture : ticketBy,
      numberOfBookableSeats: Math.min(...combination.map((option) => option.seats)),
      itineraries: segmentsByLeg.map((legSegments) => {
        const first = legSegments[0]!.flight;
        const last = legSegments.at(-1)!.flight;
        return { duration: isoDuration(Math.round((last.arriveUtc - first.departUtc) / 60_000)), segments: legSegments.map((entry) => entry.segment) };
      }),
      price: {
        currency,
        total: (totalMinor / 100).toFixed(2),
        base: (baseMinor / 100).toFixed(2),
        fees: [
          { amount: '0.00', type: 'SUPPLIER' },
          { amount: '0.00', type: 'TICKETING' },
        ],
        grandTotal: (totalMinor / 100).toFixed(2),
      },
      pricingOptions: { fareType: ['PUBLISHED'], includedCheckedBagsOnly: true, ...(brand === 'FLEX' ? { refundableFare: true } : {}) },
      validatingAirlineCodes: [firstFlight.carrier],
      travelerPricings,
    };
  }

  private dictionaries(offers: FlightOffer[]): Dictionaries {
    const dictionaries: Dictionaries = { locations: {}, aircraft: {}, currencies: { USD: 'US DOLLAR', NGN: 'NIGERIAN NAIRA' }, carriers: {} };
    for (const segment of offers.flatMap((offer) => offer.itineraries.flatMap((itinerary) => itinerary.segments))) {
      for (const iata of [segment.departure.iataCode, segment.arrival.iataCode]) {
        dictionaries.locations[iata] = { cityCode: iata, countryCode: this.airport(iata).countryCode };
      }
      dictionaries.carriers[segment.carrierCode] = (this.options.carriers.get(segment.carrierCode) ?? segment.carrierCode).toUpperCase();
      dictionaries.aircraft[segment.aircraft.code] = AIRCRAFT_NAMES[segment.aircraft.code] ?? segment.aircraft.code;
    }
    return dictionaries;
  }
}
