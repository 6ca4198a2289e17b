import type { Dictionaries } from '@/server/flights/providers/types';

/** Flight offers as the API returns them (Amadeus Flight Offers Search v2), the fields the web app reads. */
export interface OfferSegment {
  id: string;
  departure: { iataCode: string; at: string };
  arrival: { iataCode: string; at: string };
  carrierCode: string;
  number: string;
  aircraft: { code: string };
  duration: string;
}

export interface OfferItinerary {
  duration: string;
  segments: OfferSegment[];
}

export interface OfferView {
  id: string;
  numberOfBookableSeats: number;
  itineraries: OfferItinerary[];
  price: { currency: 'NGN' | 'USD'; total: string; base: string };
  pricingOptions: { refundableFare?: boolean };
  validatingAirlineCodes: string[];
  travelerPricings: Array<{
    travelerId: string;
    travelerType: string;
    price: { total: string };
    fareDetailsBySegment: Array<{ segmentId: string; cabin: string; brandedFare?: string; includedCheckedBags?: { quantity?: number; weight?: number; weightUnit?: string } }>;
  }>;
}

/** The offers' dictionaries as the API returns them (carriers, aircraft, locations), declared once by the server. */
export type OfferDictionaries = Omit<Dictionaries, 'currencies'>;
