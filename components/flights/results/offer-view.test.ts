import {
  aircraftName,
  bestBySort,
  carrierName,
  departureSlotOf,
  durationSteps,
  fareSummary,
  properAirlineName,
  slimOffer,
  dayOffset,
  filterOffers,
  layoversOf,
  minutesOf,
  NO_FILTERS,
  sortOffers,
  stopsOf,
  type OfferView,
} from './offer-view';

function offer(id: string, total: string, durations: string[], segmentsPerLeg: number[], refundable = false, carrier = 'P4'): OfferView {
  return {
    id,
    numberOfBookableSeats: 5,
    price: { currency: 'USD', total, base: total },
    pricingOptions: refundable ? { refundableFare: true } : {},
    validatingAirlineCodes: [carrier],
    travelerPricings: [
      {
        travelerId: '1',
        travelerType: 'ADULT',
        price: { total },
        fareDetailsBySegment: [{ segmentId: '1', cabin: 'ECONOMY', includedCheckedBags: { quantity: 1 } }],
      },
    ],
    itineraries: durations.map((duration, leg) => ({
      duration,
      segments: Array.from({ length: segmentsPerLeg[leg]! }, (_, index) => ({
        id: `${leg}${index}`,
        departure: { iataCode: index === 0 ? 'LOS' : 'ACC', at: `2026-12-20T${String(8 + index * 4).padStart(2, '0')}:00:00` },
        arrival: { iataCode: index === segmentsPerLeg[leg]! - 1 ? 'LHR' : 'ACC', at: `2026-12-20T${String(10 + index * 4).padStart(2, '0')}:00:00` },
        carrierCode: carrier,
        number: '100',
        aircraft: { code: '320' },
        duration: 'PT2H',
      })),
    })),
  };
}

const cheapSlow = offer('cheap', '400.00', ['PT20H0M'], [3]);
const dearFast = offer('fast', '700.00', ['PT6H30M'], [1], false, 'BA');
const middle = offer('middle', '450.00', ['PT8H0M'], [2], true, 'AF');
const all = [cheapSlow, dearFast, middle];

describe('result sorting (spec §3)', () => {
  it('sorts by price, by time and refundable first', () => {
    expect(sortOffers(all, 'CHEAPEST').map((o) => o.id)).toEqual(['cheap', 'middle', 'fast']);
    expect(sortOffers(all, 'SHORTEST').map((o) => o.id)).toEqual(['fast', 'middle', 'cheap']);
    expect(sortOffers(all, 'FLEXIBLE').map((o) => o.id)).toEqual(['middle', 'cheap', 'fast']);
  });

  it('recommends a balance of price and time', () => {
    expect(sortOffers(all, 'RECOMMENDED')[0]!.id).toBe('middle');
    expect(bestBySort(all).CHEAPEST?.id).toBe('cheap');
  });

  it("shows under Flexible the first refundable fare's price, and none when no fare is refundable", () => {
    expect(bestBySort(all).FLEXIBLE?.id).toBe('middle');
    expect(bestBySort([cheapSlow, dearFast]).FLEXIBLE).toBeUndefined();
    expect(sortOffers([cheapSlow, dearFast], 'FLEXIBLE').map((o) => o.id)).toEqual(['cheap', 'fast']);
  });
});

describe('result filters', () => {
  it('filters by stops, airline and price', () => {
    expect(filterOffers(all, { ...NO_FILTERS, stops: 'NONSTOP' }).map((o) => o.id)).toEqual(['fast']);
    expect(filterOffers(all, { ...NO_FILTERS, stops: 'ONESTOP' }).map((o) => o.id)).toEqual(['fast', 'middle']);
    expect(filterOffers(all, { ...NO_FILTERS, airlines: ['AF', 'BA'] }).map((o) => o.id)).toEqual(['fast', 'middle']);
    expect(filterOffers(all, { ...NO_FILTERS, maxPriceMinor: 45_000 }).map((o) => o.id)).toEqual(['cheap', 'middle']);
  });
});

describe('departure time and journey length filters', () => {
  it('buckets departures by local hour and bounds the longest journey', () => {
    expect(['2026-12-20T00:00:00', '2026-12-20T05:59:00', '2026-12-20T06:00:00', '2026-12-20T12:30:00', '2026-12-20T23:59:00'].map(departureSlotOf)).toEqual([
      'NIGHT',
      'NIGHT',
      'MORNING',
      'AFTERNOON',
      'EVENING',
    ]);
    // All three leave at 08:00.
    expect(filterOffers(all, { ...NO_FILTERS, departs: ['MORNING'] })).toHaveLength(3);
    expect(filterOffers(all, { ...NO_FILTERS, departs: ['EVENING', 'NIGHT'] })).toHaveLength(0);
    expect(filterOffers(all, { ...NO_FILTERS, maxHours: 8 }).map((entry) => entry.id)).toEqual(['fast', 'middle']);
    expect(filterOffers(all, { ...NO_FILTERS, maxHours: 7 }).map((entry) => entry.id)).toEqual(['fast']);
    // Steps between the quickest and the longest journey, each leaving something out.
    expect(durationSteps(all)).toEqual([7, 8]);
    expect(durationSteps([])).toEqual([]);
  });
});

describe('layover warnings', () => {
  const segment = (from: string, departs: string, to: string, arrives: string) => ({
    id: from,
    departure: { iataCode: from, at: departs },
    arrival: { iataCode: to, at: arrives },
    carrierCode: 'BA',
    number: '1',
    aircraft: { code: '320' },
    duration: 'PT1H',
  });
  it('warns of a change of airport within a city and of a connection under the minimum connection time', () => {
    const london = layoversOf({
      duration: 'PT12H',
      segments: [segment('LOS', '2026-12-20T08:00:00', 'LHR', '2026-12-20T14:00:00'), segment('LGW', '2026-12-20T16:00:00', 'LIS', '2026-12-20T19:00:00')],
    })[0]!;
    expect(london).toMatchObject({ arrivedAt: 'LHR', airport: 'LGW', changeOfAirport: true, tight: true, minutes: 120 });
    const tight = layoversOf({
      duration: 'PT9H',
      segments: [segment('ABV', '2026-12-20T08:00:00', 'LOS', '2026-12-20T09:10:00'), segment('LOS', '2026-12-20T10:20:00', 'LHR', '2026-12-20T16:00:00')],
    })[0]!;
    expect(tight).toMatchObject({ changeOfAirport: false, tight: true, minutes: 70 });
    const easy = layoversOf({
      duration: 'PT9H',
      segments: [segment('LOS', '2026-12-20T08:00:00', 'AMS', '2026-12-20T15:00:00'), segment('AMS', '2026-12-20T16:00:00', 'LHR', '2026-12-20T16:30:00')],
    })[0]!;
    expect(easy).toMatchObject({ changeOfAirport: false, tight: false, long: false });
  });
});

describe('airline names', () => {
  it('reads capitals as the airlines write their names', () => {
    expect(properAirlineName('KLM ROYAL DUTCH AIRLINES')).toBe('KLM Royal Dutch Airlines');
    expect(properAirlineName('TAP AIR PORTUGAL')).toBe('TAP Air Portugal');
    expect(properAirlineName("AIR COTE D'IVOIRE")).toBe("Air Cote d'Ivoire");
    expect(properAirlineName('ROYAL AIR MAROC')).toBe('Royal Air Maroc');
    expect(properAirlineName('TURKISH AIRLINES')).toBe('Turkish Airlines');
    expect(properAirlineName('AIR PEACE')).toBe('Air Peace');
    expect(properAirlineName('SOUTH AFRICAN AIRWAYS')).toBe('South African Airways');
    expect(carrierName({ carriers: { HF: "AIR COTE D'IVOIRE" } } as never, 'HF')).toBe("Air Côte d'Ivoire");
    expect(carrierName(null, 'ZZ')).toBe('ZZ');
    const aircraft = { carriers: {}, aircraft: { '789': 'BOEING 787-9', '333': 'AIRBUS A330-300', E90: 'EMBRAER 190' }, locations: {} };
    expect(['789', '333', 'E90', 'XYZ'].map((code) => aircraftName(aircraft, code))).toEqual(['Boeing 787-9', 'Airbus A330-300', 'Embraer 190', 'XYZ']);
  });
});

describe('offer details', () => {
  it('reads durations, stops, layovers and day changes', () => {
    expect(minutesOf('PT9H10M')).toBe(550);
    expect(minutesOf('PT45M')).toBe(45);
    expect(stopsOf(cheapSlow)).toBe(2);
    expect(layoversOf(cheapSlow.itineraries[0]!)).toEqual([
      { airport: 'ACC', arrivedAt: 'ACC', minutes: 120, long: false, overnight: false, changeOfAirport: false, tight: false },
      { airport: 'ACC', arrivedAt: 'ACC', minutes: 120, long: false, overnight: false, changeOfAirport: false, tight: false },
    ]);
    expect(dayOffset('2026-12-20T22:00:00', '2026-12-21T06:10:00')).toBe(1);
    expect(dayOffset('2026-12-20T08:00:00', '2026-12-20T10:00:00')).toBe(0);
  });
});

describe('slim offers for the page state', () => {
  it('keeps what the card shows and one pricing per passenger type', () => {
    const adult = middle.travelerPricings[0]!;
    const secondFlight = { segmentId: '01', cabin: 'BUSINESS' as const, brandedFare: 'FLEX' as const, includedCheckedBags: { quantity: 2 } };
    const full = {
      ...middle,
      travelerPricings: [
        { ...adult, fareDetailsBySegment: [...adult.fareDetailsBySegment, secondFlight] },
        { ...adult, travelerId: '2' },
      ],
    };
    const slim = slimOffer(full);
    expect(slim.travelerPricings).toHaveLength(1);
    // The card's cabin, brand and bags are the first flight's; the rest stay with the review's pricing.
    expect(slim.travelerPricings[0]!.fareDetailsBySegment).toEqual(adult.fareDetailsBySegment);
    expect(fareSummary(slim)).toEqual(fareSummary(full));
    expect(slim.itineraries).toEqual(middle.itineraries);
    expect(slim.price).toEqual(middle.price);
    expect(slim.pricingOptions.refundableFare).toBe(true);
  });
});
