import type { FlightOffer, Segment } from './providers/types';
import { seatsOnFlights, withSchedule } from './schedule';

const segment = (id: string, number: string, from: string, to: string, leaves: string, arrives: string): Segment => ({
  id,
  carrierCode: 'P4',
  number,
  departure: { iataCode: from, terminal: '1', at: leaves },
  arrival: { iataCode: to, at: arrives },
  aircraft: { code: '320' },
  operating: { carrierCode: 'P4' },
  duration: 'PT1H15M',
  numberOfStops: 0,
  blacklistedInEU: false,
});

const sold = {
  itineraries: [
    { duration: 'PT1H15M', segments: [segment('1', '7120', 'LOS', 'ABV', '2026-12-14T14:40:00', '2026-12-14T15:55:00')] },
    { duration: 'PT1H15M', segments: [segment('2', '7121', 'ABV', 'LOS', '2026-12-20T09:00:00', '2026-12-20T10:15:00')] },
  ],
} as unknown as FlightOffer;

describe('a booking’s flights as the airline now has them', () => {
  it('is the offer sold while there is no schedule', () => {
    expect(withSchedule(sold, null)).toBe(sold);
    expect(withSchedule(sold, 'not a schedule')).toBe(sold);
  });

  it('moves a flight’s times and keeps what was sold with it (its id for its seats, terminal, aircraft)', () => {
    const moved = withSchedule(sold, [
      {
        duration: 'PT1H15M',
        segments: [
          {
            carrierCode: 'P4',
            number: '7120',
            departure: { iataCode: 'LOS', at: '2026-12-14T16:05:00' },
            arrival: { iataCode: 'ABV', at: '2026-12-14T17:20:00' },
          },
        ],
      },
    ]);
    expect(moved.itineraries[0]!.segments[0]).toEqual({
      ...sold.itineraries[0]!.segments[0],
      departure: { iataCode: 'LOS', terminal: '1', at: '2026-12-14T16:05:00' },
      arrival: { iataCode: 'ABV', at: '2026-12-14T17:20:00' },
    });
    // The journey the airline's record lacks stays as sold.
    expect(moved.itineraries[1]).toBe(sold.itineraries[1]);
  });

  it('takes the airline’s flights when it replaced them, under ids of their own (the seats sold were on other flights)', () => {
    const replaced = withSchedule(sold, [
      sold.itineraries[0],
      {
        duration: 'PT4H',
        segments: [
          {
            carrierCode: 'P4',
            number: '7301',
            departure: { iataCode: 'ABV', at: '2026-12-20T07:00:00' },
            arrival: { iataCode: 'PHC', at: '2026-12-20T08:10:00' },
            duration: 'PT1H10M',
          },
          {
            carrierCode: 'P4',
            number: '7302',
            departure: { iataCode: 'PHC', at: '2026-12-20T09:40:00' },
            arrival: { iataCode: 'LOS', at: '2026-12-20T11:00:00' },
            duration: 'PT1H20M',
          },
        ],
      },
    ]);
    expect(replaced.itineraries[1]!.duration).toBe('PT4H');
    expect(
      replaced.itineraries[1]!.segments.map((flight) => [
        flight.id,
        flight.number,
        flight.departure.iataCode,
        flight.arrival.iataCode,
        flight.duration,
        flight.aircraft.code,
      ]),
    ).toEqual([
      ['2-now-1', '7301', 'ABV', 'PHC', 'PT1H10M', '320'],
      ['2-now-2', '7302', 'PHC', 'LOS', 'PT1H20M', '320'],
    ]);
    expect(replaced.itineraries[1]!.segments[0]!.departure).toEqual({ iataCode: 'ABV', at: '2026-12-20T07:00:00' });
    // The seat sold on the replaced flight is no longer shown; the one on the flight kept is.
    expect(
      seatsOnFlights(
        [
          { segmentId: '1', number: '4A' },
          { segmentId: '2', number: '9C' },
        ],
        replaced,
      ),
    ).toEqual([{ segmentId: '1', number: '4A' }]);
  });
});
