import type { FlightOffer } from './providers/types';

/**
 * A flight order's own part: the offer it was booked at with its flights as the airline now has
 * them (`bookedFlights`: what every view, email, e-ticket and reminder shows), the same before the
 * airline's later moves (`booked`: as sold, or as our staff rebooked it on new dates), the offer
 * as sold (`sold`: what the provider priced and our inventory counts), its travellers (names only,
 * never passports), seats and bags.
 */
export interface FlightDetails {
  offer: FlightOffer;
  booked: FlightOffer;
  sold: FlightOffer;
  passengers: Array<{
    travelerId: string;
    travelerType: string;
    title: string;
    firstName: string;
    middleName: string | null;
    lastName: string;
    ticketNumber: string | null;
  }>;
  seats: Array<{ travelerId: string; segmentId: string; number: string; priceMinor: number }>;
  bags: Array<{ travelerId: string; itineraryIndex: number; quantity: number; priceMinor: number }>;
}
