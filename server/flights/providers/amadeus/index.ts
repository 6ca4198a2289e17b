import { HttpError } from '../../../lib/http-error';
import { AmadeusClient, type AmadeusIssue, type Fetch } from '../../../lib/amadeus/client';
import { logger } from '../../../../common/node/logger';
import {
  OfferUnavailableError,
  flightKey,
  type BagOffer,
  type FareRule,
  type FlightOffer,
  type FlightOffersResponse,
  type FlightProvider,
  type FlightSearchRequest,
  type IssuedTicket,
  type IssuedTicketsRequest,
  type Itinerary,
  type OfferCurrency,
  type ProviderTraveller,
  type SeatMap,
} from '../types';

export interface AmadeusOptions {
  clientId: string;
  clientSecret: string;
  /** https://test.api.amadeus.com (self-service test) or https://api.amadeus.com (production). */
  baseUrl?: string;
  fetch?: Fetch;
  /** IATA codes we can show (the airports reference data). */
  knownAirports: ReadonlySet<string>;
  now?: () => number;
}

/** Amadeus error codes that mean the flight can no longer be sold as offered. */
const SOLD_OUT_CODES = new Set([34651, 36955, 39397]);
const PRICE_CODES = new Set([37200]);

const unavailable = () =>
  new HttpError(
    502,
    'PROVIDER_UNAVAILABLE',
    'Flight provider unavailable',
    'Our flight provider is not answering right now. Please try again in a few minutes.',
  );

/**
 * Amadeus Self-Service (its OAuth2 client shared with hotels: server/lib/amadeus/client.ts):
 * Flight Offers Search v2, Flight Offers Price v1 (bags, fare rules), SeatMap Display v1 and Flight
 * Create Orders v1. Amadeus errors become our envelope with their code kept as `amadeus_code`
 * (spec §8).
 */
export class AmadeusFlights implements FlightProvider {
  readonly name = 'amadeus' as const;
  private readonly client: AmadeusClient;

  constructor(private readonly options: AmadeusOptions) {
    this.client = new AmadeusClient({ ...options, toError: amadeusError, unavailable });
  }

  private call<T>(path: string, body?: unknown): Promise<T> {
    return this.client.call<T>(path, body);
  }

  serves(iata: string) {
    return this.options.knownAirports.has(iata);
  }

  async searchOffers(request: FlightSearchRequest): Promise<FlightOffersResponse> {
    const result = await this.call<Partial<FlightOffersResponse>>('/v2/shopping/flight-offers', request);
    return {
      meta: { count: result.data?.length ?? 0 },
      data: result.data ?? [],
      dictionaries: { locations: {}, aircraft: {}, currencies: {}, carriers: {}, ...(result.dictionaries ?? {}) },
    };
  }

  private async price(offer: FlightOffer, include?: string) {
    try {
      return await this.call<{ data: { flightOffers: FlightOffer[] }; included?: { bags?: Record<string, AmadeusBag> } }>(
        `/v1/shopping/flight-offers/pricing${include ? `?include=${include}` : ''}`,
        { data: { type: 'flight-offers-pricing', flightOffers: [offer] } },
      );
    } catch (error) {
      if (error instanceof HttpError && error.code === 'SOLD_OUT') throw new OfferUnavailableError('SOLD_OUT', error.message);
      throw error;
    }
  }

  async priceOffer(offer: FlightOffer, currency: OfferCurrency): Promise<FlightOffer> {
    const priced = (await this.price(offer)).data.flightOffers[0];
    if (!priced) throw new OfferUnavailableError('FLIGHT_NOT_FOUND', 'This offer can no longer be priced.');
    if (priced.price.currency !== currency) logger.warn('amadeus priced in another currency', { asked: currency, got: priced.price.currency });
    return priced;
  }

  /** Amadeus holds availability itself and refuses the order when a flight is full. */
  flightCapacity(): number {
    return 999;
  }

  async seatMaps(offer: FlightOffer, taken: ReadonlyMap<string, ReadonlySet<string>>): Promise<SeatMap[]> {
    const { data } = await this.call<{ data: SeatMap[] }>('/v1/shopping/seatmaps', { data: [offer] });
    const segments = new Map(offer.itineraries.flatMap((itinerary) => itinerary.segments).map((segment) => [segment.id, segment]));
    // Seats our own unpaid bookings hold are not yet known to Amadeus.
    return data.map((map) => {
      const segment = segments.get(map.segmentId);
      const ours = segment ? taken.get(flightKey(segment)) : undefined;
      if (!ours?.size) return map;
      return {
        ...map,
        decks: map.decks.map((deck) => ({
          ...deck,
          seats: deck.seats.map((seat) =>
            ours.has(seat.number)
              ? { ...seat, travelerPricing: seat.travelerPricing.map((entry) => ({ ...entry, seatAvailabilityStatus: 'OCCUPIED' as const })) }
              : seat,
          ),
        })),
      };
    });
  }

  async chargeableBags(offer: FlightOffer): Promise<Record<string, BagOffer>> {
    const { included } = await this.price(offer, 'bags');
    const itineraryOf = (segmentIds: string[]) =>
      offer.itineraries.findIndex((itinerary) => itinerary.segments.some((segment) => segmentIds.includes(segment.id)));
    const bags: Record<string, BagOffer> = {};
    for (const bag of Object.values(included?.bags ?? {})) {
      const itineraryIndex = itineraryOf(bag.segmentIds);
      if (itineraryIndex < 0 || bag.name !== 'CHECKED_BAG' || bag.quantity < 1 || bag.quantity > 3) continue;
      bags[`${itineraryIndex + 1}-${bag.quantity}`] = {
        quantity: bag.quantity,
        name: 'CHECKED_BAG',
        weight: bag.weight ?? 23,
        weightUnit: 'KG',
        price: { amount: bag.price.amount, currencyCode: bag.price.currencyCode as OfferCurrency },
        bookableByItinerary: true,
        itineraryIndex,
        segmentIds: bag.segmentIds,
        travelerIds: bag.travelerIds,
      };
    }
    return bags;
  }

  async fareRules(offer: FlightOffer): Promise<{ rules: FareRule[] }> {
    const priced = (await this.price(offer, 'detailed-fare-rules')).data.flightOffers[0] as
      (FlightOffer & { fareRules?: { rules?: Array<{ category: string; maxPenaltyAmount?: string; notApplicable?: boolean }> } }) | undefined;
    const rules = (priced?.fareRules?.rules ?? [])
      .filter(
        (rule): rule is { category: 'REFUND' | 'EXCHANGE'; maxPenaltyAmount?: string; notApplicable?: boolean } =>
          rule.category === 'REFUND' || rule.category === 'EXCHANGE',
      )
      .map((rule) => ({
        category: rule.category,
        notApplicable: rule.notApplicable ?? false,
        ...(rule.maxPenaltyAmount ? { maxPenaltyAmount: rule.maxPenaltyAmount } : {}),
      }));
    if (rules.length > 0) return { rules };
    // Without structured rules, what the fare says about refunds is all we can tell.
    return { rules: [{ category: 'REFUND', notApplicable: !priced?.pricingOptions.refundableFare }] };
  }

  async createOrder(
    offer: FlightOffer,
    travelers: ProviderTraveller[],
    contact: { email: string; phone: string },
  ): Promise<{ id: string; reference: string | null }> {
    const { data } = await this.call<{ data: { id: string; associatedRecords?: Array<{ reference: string }> } }>('/v1/booking/flight-orders', {
      data: {
        type: 'flight-order',
        flightOffers: [offer],
        travelers: travelers.map((traveller) => ({
          id: traveller.id,
          dateOfBirth: traveller.dateOfBirth,
          name: { firstName: [traveller.firstName, traveller.middleName].filter(Boolean).join(' ').toUpperCase(), lastName: traveller.lastName.toUpperCase() },
          gender: traveller.gender,
          contact: { emailAddress: contact.email, phones: [{ deviceType: 'MOBILE', ...splitPhone(contact.phone) }] },
          documents: [
            {
              documentType: 'PASSPORT',
              number: traveller.passport.number,
              expiryDate: traveller.passport.expiryDate,
              issuanceCountry: traveller.passport.issuingCountry,
              nationality: traveller.nationality,
              holder: true,
            },
          ],
        })),
      },
    });
    // The PNR the airline knows the booking by (Flight Create Orders: associatedRecords).
    return { id: data.id, reference: data.associatedRecords?.[0]?.reference ?? null };
  }

  async cancelOrder(id: string): Promise<void> {
    try {
      await this.client.call(`/v1/booking/flight-orders/${encodeURIComponent(id)}`, undefined, false, 'DELETE');
    } catch (error) {
      // Refused (its 4xx: an order it does not know, or already cancelled): nothing holds seats.
      if (error instanceof HttpError && error.code === 'PROVIDER_REJECTED') return;
      throw error;
    }
  }

  /**
   * Flight Order Management: the order as Amadeus holds it now. Its `tickets` appear once the
   * consolidator has issued them (after payment); until then there are none to show.
   */
  async issuedTickets({ id, travellerIds }: IssuedTicketsRequest): Promise<IssuedTicket[]> {
    const { data } = await this.call<{
      data: { tickets?: Array<{ documentType?: string; documentNumber?: string; documentStatus?: string; travelerId?: string }> };
    }>(`/v1/booking/flight-orders/${encodeURIComponent(id)}`);
    const wanted = new Set(travellerIds);
    return (data.tickets ?? [])
      .filter((ticket) => ticket.documentType === 'ETICKET' && (ticket.documentStatus ?? 'ISSUED') === 'ISSUED' && wanted.has(ticket.travelerId ?? ''))
      .map((ticket) => ({ travelerId: ticket.travelerId!, number: (ticket.documentNumber ?? '').replace(/\D/g, '') }))
      .filter((ticket) => /^\d{13}$/.test(ticket.number));
  }

  async currentItineraries({ id }: { id: string; offer: FlightOffer }): Promise<Itinerary[] | null> {
    const { data } = await this.call<{ data: { flightOffers?: Array<{ itineraries?: Itinerary[] }> } }>(`/v1/booking/flight-orders/${encodeURIComponent(id)}`);
    return data.flightOffers?.[0]?.itineraries ?? null;
  }

  async changedItineraries(order: { id: string; offer: FlightOffer }): Promise<Itinerary[]> {
    const itineraries = await this.currentItineraries(order);
    if (!itineraries?.length) throw new OfferUnavailableError('FLIGHT_NOT_FOUND', 'The airline has no flights on this booking.');
    return itineraries;
  }
}

const CALLING_CODES = [
  '1',
  '7',
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '39',
  '41',
  '44',
  '49',
  '55',
  '61',
  '81',
  '86',
  '90',
  '91',
  '212',
  '213',
  '216',
  '220',
  '221',
  '223',
  '224',
  '225',
  '226',
  '227',
  '228',
  '229',
  '231',
  '232',
  '233',
  '234',
  '235',
  '236',
  '237',
  '238',
  '239',
  '240',
  '241',
  '242',
  '243',
  '244',
  '245',
  '250',
  '251',
  '254',
  '255',
  '256',
  '260',
  '263',
  '971',
  '974',
  '966',
];

/** "+234 803 000 0000" → calling code 234, number 8030000000 (Amadeus wants them apart). */
export function splitPhone(phone: string): { countryCallingCode: string; number: string } {
  const digits = phone.replace(/[^0-9+]/g, '');
  if (digits.startsWith('+')) {
    const rest = digits.slice(1);
    const code = CALLING_CODES.filter((candidate) => rest.startsWith(candidate)).sort((a, b) => b.length - a.length)[0];
    if (code) return { countryCallingCode: code, number: rest.slice(code.length) };
  }
  // A local Nigerian number: 0803… is +234 803….
  return { countryCallingCode: '234', number: digits.replace(/^\+?0?/, '') };
}

interface AmadeusBag {
  quantity: number;
  name: string;
  weight?: number;
  price: { amount: string; currencyCode: string };
  bookableByItinerary?: boolean;
  segmentIds: string[];
  travelerIds: string[];
}

/** An Amadeus error response as our envelope: our status and code, their code kept as amadeus_code. */
export function amadeusError(status: number, issues: AmadeusIssue[]): HttpError {
  const first = issues[0] ?? {};
  const code = first.code;
  let error: HttpError;
  if (code !== undefined && SOLD_OUT_CODES.has(code)) {
    error = new HttpError(409, 'SOLD_OUT', 'Sold out', 'There are not enough seats left on these flights at this fare.');
  } else if (code !== undefined && PRICE_CODES.has(code)) {
    error = new HttpError(409, 'PRICE_CHANGED', 'Price changed', 'The price changed; please review it before booking.');
  } else if (status === 429) {
    error = new HttpError(503, 'PROVIDER_BUSY', 'Flight provider busy', 'Our flight provider is very busy. Please try again in a minute.');
    error.retryAfterSeconds = 60;
  } else if (status >= 500 || status === 401 || status === 403) {
    error = new HttpError(
      502,
      'PROVIDER_UNAVAILABLE',
      'Flight provider unavailable',
      'Our flight provider is not answering right now. Please try again in a few minutes.',
    );
  } else {
    const errors = issues.map((issue) => ({
      status: 422,
      code: 'PROVIDER_REJECTED',
      title: issue.title ?? 'Rejected by the flight provider',
      detail: issue.detail ?? issue.title ?? 'The flight provider could not process this request.',
      ...(issue.source?.pointer
        ? { source: { pointer: issue.source.pointer } }
        : issue.source?.parameter
          ? { source: { parameter: issue.source.parameter } }
          : {}),
    }));
    error = new HttpError(
      422,
      'PROVIDER_REJECTED',
      errors[0]?.title ?? 'Rejected by the flight provider',
      errors[0]?.detail,
      errors.length > 0 ? errors : undefined,
    );
  }
  if (code !== undefined) error.extra = { amadeus_code: code };
  return error;
}
