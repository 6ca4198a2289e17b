import { bestBySort, slimOffer, dayOffset, filterOffers, layoversOf, minutesOf, NO_FILTERS, sortOffers, stopsOf, type OfferView } from './offer-view';

function offer(id: string, total: string, durations: string[], segmentsPerLeg: number[], refundable = false, carrier = 'P4'): OfferView {
  return {
    id,
    numberOfBookableSeats: 5,
    price: { currency: 'USD', total, base: total },
    pricingOptions: refundable ? { refundableFare: true } : {},
    validatingAirlineCodes: [carrier],
    travelerPricings: [{ travelerId: '1', travelerType: 'ADULT', price: { total }, fareDetailsBySegment: [{ segmentId: '1', cabin: 'ECONOMY', includedCheckedBags: { quantity: 1 } }] }],
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
});

describe('result filters', () => {
  it('filters by stops, airline and price', () => {
    expect(filterOffers(all, { ...NO_FILTERS, stops: 'NONSTOP' }).map((o) => o.id)).toEqual(['fast']);
    expect(filterOffers(all, { ...NO_FILTERS, stops: 'ONESTOP' }).map((o) => o.id)).toEqual(['fast', 'middle']);
    expect(filterOffers(all, { ...NO_FILTERS, airlines: ['AF', 'BA'] }).map((o) => o.id)).toEqual(['fast', 'middle']);
    expect(filterOffers(all, { ...NO_FILTERS, maxPriceMinor: 45_000 }).map((o) => o.id)).toEqual(['cheap', 'middle']);
  });
});

describe('offer details', () => {
  it('reads durations, stops, layovers and day changes', () => {
    expect(minutesOf('PT9H10M')).toBe(550);
    expect(minutesOf('PT45M')).toBe(45);
    expect(stopsOf(cheapSlow)).toBe(2);
    expect(layoversOf(cheapSlow.itineraries[0]!)).toEqual([
      { airport: 'ACC', minutes: 120, long: false, overnight: false },
      { airport: 'ACC', minutes: 120, long: false, overnight: false },
    ]);
    expect(dayOffset('2026-12-20T22:00:00', '2026-12-21T06:10:00')).toBe(1);
    expect(dayOffset('2026-12-20T08:00:00', '2026-12-20T10:00:00')).toBe(0);
  });
});

describe('slim offers for the page state', () => {
  it('keeps what the card shows and one pricing per passenger type', () => {
    const full = { ...middle, travelerPricings: [...middle.travelerPricings, { ...middle.travelerPricings[0]!, travelerId: '2' }] };
    const slim = slimOffer(full);
    expect(slim.travelerPricings).toHaveLength(1);
    expect(slim.itineraries).toEqual(middle.itineraries);
    expect(slim.price).toEqual(middle.price);
    expect(slim.pricingOptions.refundableFare).toBe(true);
  });
});
