// Flight offers as the web app keeps them, derived from the API's own types (Amadeus Flight Offers
// Search v2, declared once by the server's schemas; type-only: nothing of the server reaches a bundle).
import type { Dictionaries, FareDetailsBySegment, FlightEndPoint, FlightOffer, Price, Segment, TravelerPricing } from '@/server/flights/providers/types';

type EndPoint = Pick<FlightEndPoint, 'iataCode' | 'at'>;

/** A flight of an offer, the fields the pages read. */
export type OfferSegment = Pick<Segment, 'id' | 'carrierCode' | 'number' | 'aircraft' | 'duration'> & { departure: EndPoint; arrival: EndPoint };

export interface OfferItinerary {
  duration: string;
  segments: OfferSegment[];
}

/**
 * An offer as the pages keep it (a full offer of the API is one): what the result cards, review
 * and travellers pages read, so the server-rendered state carries nothing more (`slimOffer`).
 */
export type OfferView = Pick<FlightOffer, 'id' | 'numberOfBookableSeats' | 'validatingAirlineCodes'> & {
  itineraries: OfferItinerary[];
  price: Pick<Price, 'currency' | 'total' | 'base'>;
  pricingOptions: Partial<Pick<FlightOffer['pricingOptions'], 'refundableFare'>>;
  travelerPricings: Array<
    Pick<TravelerPricing, 'travelerId' | 'travelerType'> & {
      price: Pick<Price, 'total'>;
      fareDetailsBySegment: Array<
        Pick<FareDetailsBySegment, 'segmentId' | 'cabin'> & Partial<Pick<FareDetailsBySegment, 'brandedFare' | 'includedCheckedBags'>>
      >;
    }
  >;
};

/** The offers' dictionaries as the API returns them (carriers, aircraft, locations). */
export type OfferDictionaries = Omit<Dictionaries, 'currencies'>;
