import type { FlightOffer, Itinerary } from './providers/types';

/**
 * A booking's flights as the airline now has them: the offer as sold, with the times (and, when
 * the airline replaced them, the flights) of the provider's latest record, `schedule`, which the
 * schedule check keeps (`flight_orders.schedule`; null while the flights are the ones sold).
 *
 * A flight moved keeps what was sold with it (its id, so its seats and fare details still match;
 * aircraft, terminal unless the airline gives one). A journey whose flights the airline replaced
 * takes the airline's flights, filled out from the first one sold where its record is silent (its
 * seats are gone: the airline seats the traveller again). Journeys the record lacks stay as sold.
 */
export function withSchedule(offer: FlightOffer, schedule: unknown): FlightOffer {
  if (!Array.isArray(schedule)) return offer;
  const now = schedule as Itinerary[];
  return {
    ...offer,
    itineraries: offer.itineraries.map((sold, index) => {
      const current = now[index];
      if (!current?.segments?.length) return sold;
      const sameFlights =
        current.segments.length === sold.segments.length &&
        current.segments.every((flight, position) => {
          const before = sold.segments[position]!;
          return flight.carrierCode === before.carrierCode && flight.number === before.number && flight.departure?.iataCode === before.departure.iataCode && flight.arrival?.iataCode === before.arrival.iataCode;
        });
      return {
        duration: current.duration ?? sold.duration,
        segments: current.segments.map((flight, position) => {
          const base = sameFlights ? sold.segments[position]! : sold.segments[0]!;
          return {
            ...base,
            id: sameFlights ? base.id : `${base.id}-now-${position + 1}`,
            carrierCode: flight.carrierCode,
            number: flight.number,
            departure: { ...(sameFlights ? base.departure : {}), ...flight.departure },
            arrival: { ...(sameFlights ? base.arrival : {}), ...flight.arrival },
            duration: flight.duration ?? base.duration,
            ...(flight.aircraft?.code ? { aircraft: flight.aircraft } : {}),
            ...(flight.operating?.carrierCode ? { operating: flight.operating } : {}),
            ...(typeof flight.numberOfStops === 'number' ? { numberOfStops: flight.numberOfStops } : {}),
          };
        }),
      };
    }),
  };
}

/** The seats still on the booking's flights: those on flights the airline replaced are gone (it seats the traveller again). */
export function seatsOnFlights<T extends { segmentId: string }>(seats: T[], offer: FlightOffer): T[] {
  const flights = new Set(offer.itineraries.flatMap((itinerary) => itinerary.segments.map((segment) => segment.id)));
  return seats.filter((seat) => flights.has(seat.segmentId));
}
