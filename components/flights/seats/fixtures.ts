import type { BagOffer, BookingDetails, SeatMap, SeatMapSeat } from '@/services/bookings';

/** A small cabin: rows 10–12, seats A B C | D E F; row 11 at an exit; 10A taken; 12 costs extra. */
export function smallSeatMap(segmentId = '1', taken: string[] = ['10A'], travellers: string[] = ['1', '2']): SeatMap {
  const columns = ['A', 'B', 'C', '', 'D', 'E', 'F'];
  const seats: SeatMapSeat[] = [];
  for (let row = 10; row <= 12; row += 1) {
    columns.forEach((letter, y) => {
      if (!letter) return;
      const number = `${row}${letter}`;
      seats.push({
        cabin: 'ECONOMY',
        number,
        characteristicsCodes: [y === 0 || y === 6 ? 'W' : y === 2 || y === 4 ? 'A' : '9', ...(row === 11 ? ['E'] : [])],
        coordinates: { x: row - 10, y },
        travelerPricing: travellers.map((travelerId) => ({
          travelerId,
          seatAvailabilityStatus: taken.includes(number) ? 'OCCUPIED' : row === 11 && travelerId === '2' ? 'BLOCKED' : 'AVAILABLE',
          price: { currency: 'NGN', total: row === 12 ? '9000.00' : '0.00', base: row === 12 ? '9000.00' : '0.00' },
        })),
      });
    });
  }
  return {
    type: 'seatmap',
    id: segmentId,
    flightOfferId: '1',
    segmentId,
    carrierCode: 'P4',
    number: '7120',
    departure: { iataCode: 'LOS', at: '2027-01-10T08:00:00' },
    arrival: { iataCode: 'ABV', at: '2027-01-10T09:20:00' },
    aircraft: { code: '73H' },
    decks: [{ deckType: 'MAIN', deckConfiguration: { width: 7, length: 3, startSeatRow: 10, endSeatRow: 12, exitRowsX: [1] }, facilities: [], seats }],
    availableSeatsCounters: travellers.map((travelerId) => ({ travelerId, value: 8 })),
  };
}

function pricing(travelerId: string, travelerType: 'ADULT' | 'CHILD', total: string): BookingDetails['travelerPricings'][number] {
  return {
    travelerId,
    fareOption: 'STANDARD',
    travelerType,
    price: { currency: 'NGN', total, base: total },
    fareDetailsBySegment: [
      {
        segmentId: '1',
        cabin: 'ECONOMY',
        fareBasis: 'YLIGHT',
        brandedFare: 'LIGHT',
        class: 'Y',
        includedCheckedBags: { quantity: 1, weight: 23, weightUnit: 'KG' },
      },
    ],
  };
}

/** n extra checked bags of 23 kg for both travellers on the first direction. */
export const bagOffer = (quantity: number, amount: string): BagOffer => ({
  quantity,
  name: 'CHECKED_BAG',
  weight: 23,
  weightUnit: 'KG',
  price: { amount, currencyCode: 'NGN' },
  bookableByItinerary: true,
  itineraryIndex: 0,
  segmentIds: ['1'],
  travelerIds: ['1', '2'],
});

export const booking: BookingDetails = {
  reference: 'K7MX3Q',
  kind: 'flight',
  status: 'PENDING',
  createdAt: '2026-11-22T08:00:00.000Z',
  paymentDeadline: '2026-11-22T08:45:00.000Z',
  paidAt: null,
  fulfilment: null,
  currency: 'NGN',
  fare: { base: '200000.00', taxes: '40000.00', extras: '0.00', discount: '0.00', total: '240000.00' },
  voucherCode: null,
  refunded: null,
  paymentMethod: null,
  lastPayment: null,
  scheduleChanged: false,
  itineraries: [
    {
      duration: 'PT1H20M',
      segments: [
        {
          id: '1',
          departure: { iataCode: 'LOS', at: '2027-01-10T08:00:00' },
          arrival: { iataCode: 'ABV', at: '2027-01-10T09:20:00' },
          carrierCode: 'P4',
          number: '7120',
          aircraft: { code: '73H' },
          operating: { carrierCode: 'P4' },
          duration: 'PT1H20M',
          numberOfStops: 0,
          blacklistedInEU: false,
        },
      ],
    },
  ],
  travelerPricings: [pricing('1', 'ADULT', '140000.00'), pricing('2', 'CHILD', '100000.00')],
  passengers: [
    { travelerId: '1', travelerType: 'ADULT', title: 'MS', firstName: 'Ada', middleName: null, lastName: 'Obi', ticketNumber: null },
    { travelerId: '2', travelerType: 'CHILD', title: 'MSTR', firstName: 'Tobi', middleName: null, lastName: 'Obi', ticketNumber: null },
  ],
  seats: [],
  bags: [],
  payable: true,
  bankTransfer: null,
  providerReference: null,
  bankTransferDeadline: '2026-11-23T08:00:00.000Z',
};
