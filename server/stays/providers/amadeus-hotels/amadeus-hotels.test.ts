import hotelList from './fixtures/hotel-list-by-city.json';
import sentiments from './fixtures/hotel-sentiments.json';
import hotelOrder from './fixtures/hotel-order.json';
import { HttpError } from '../../../lib/http-error';
import { amadeusDefinitionValidator, amadeusRequestValidator } from '../../../lib/amadeus-specs/validator';
import { blockNetwork } from '../../../test/block-network';
import { OfferGoneError, type ProviderStaySearch } from '../types';
import { properCase } from './index';
import { agencyCard, offersOn, pricingOn, recordedHotels } from './fixtures/recorded';

blockNetwork();

const search: ProviderStaySearch = { cityCode: 'LON', checkIn: '2027-03-10', checkOut: '2027-03-12', adults: 2, rooms: 1, childAges: [7], language: 'en' };

describe('Amadeus Hotels adapter (recorded responses, network blocked)', () => {
  it('lists a city’s nearest hotels, asks their offers in dollars, and keeps only what it can sell', async () => {
    const { amadeus, calls } = recordedHotels({
      '/v1/reference-data/locations/hotels/by-city': { body: hotelList },
      '/v3/shopping/hotel-offers': { body: offersOn(search.checkIn, search.checkOut) },
    });
    const hotels = await amadeus.search(search);
    // The pounds-only hotel is not sold; the one without offers is not listed.
    expect(hotels.map((hotel) => hotel.hotelId)).toEqual(['MCLONGHM']);
    const [hotel] = hotels;
    expect(hotel).toMatchObject({
      name: 'JW Marriott Grosvenor House London',
      chainCode: 'MC',
      cityCode: 'LON',
      countryCode: 'GB',
      distanceKm: 2.3,
      stars: 5,
      latitude: 51.50988,
    });
    expect(hotel!.offers.map((offer) => [offer.id, offer.price.total, offer.boardType, offer.freeCancellationUntil])).toEqual([
      ['TSXOJ6LFQ2', '716.00', 'ROOM_ONLY', null],
      ['FLXBRK7Q2Z', '812.05', 'BREAKFAST', `${search.checkIn}T12:00:00+00:00`],
    ]);
    expect(hotel!.offers[1]!.policies.cancellations[0]).toMatchObject({ deadline: `${search.checkIn}T12:00:00+00:00`, amount: '406.00' });
    expect(hotel!.offers[0]!.policies.cancellations[0]).toMatchObject({ amount: '716.00', description: { text: 'Non-refundable' } });
    expect(hotel!.offers[0]!.room.description.text).toBe('Prepay Non-refundable Non-changeable, prepay in full');
    // The nearest hotels, in dollars; children counted as adults (Hotel Search v3 takes no children).
    const asked = new URL(`https://x${calls.find((call) => call.path.startsWith('/v3/shopping/hotel-offers'))!.path}`).searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      hotelIds: 'ZZLONNVX,MCLONGHM,TELONMFS',
      adults: '3',
      currency: 'USD',
      checkInDate: search.checkIn,
      roomQuantity: '1',
    });
    // The city's hotels are asked once a day.
    await amadeus.search(search);
    expect(calls.filter((call) => call.path.startsWith('/v1/reference-data')).length).toBe(1);
  });

  it('says an unreachable, busy or refusing Amadeus in our envelope, and "no rooms" as none', async () => {
    const failing = (status: number, code: number) =>
      recordedHotels({
        '/v1/reference-data/locations/hotels/by-city': { body: hotelList },
        '/v3/shopping/hotel-offers': { status, body: { errors: [{ status, code, title: 'ERROR' }] } },
      }).amadeus;
    await expect(failing(500, 141).search(search)).rejects.toMatchObject({ status: 502, code: 'PROVIDER_UNAVAILABLE', extra: { amadeus_code: 141 } });
    await expect(failing(429, 38194).search(search)).rejects.toMatchObject({ status: 503, code: 'PROVIDER_BUSY' });
    await expect(failing(400, 3664).search(search)).resolves.toEqual([]);
    await expect(failing(400, 477).search(search)).rejects.toMatchObject({ status: 422, code: 'PROVIDER_REJECTED' });
  });

  it('prices an offer again, and says an offer that is gone', async () => {
    const { amadeus } = recordedHotels({
      '/v3/shopping/hotel-offers/TSXOJ6LFQ2': { body: pricingOn(search.checkIn, search.checkOut) },
      '/v3/shopping/hotel-offers/GONE123456': { status: 400, body: { errors: [{ status: 400, code: 1257, title: 'INVALID OFFER' }] } },
    });
    const hotel = await amadeus.price('TSXOJ6LFQ2', 'en');
    expect(hotel).toMatchObject({
      hotelId: 'MCLONGHM',
      name: 'Jw Marriott Grosvenor House',
      amenities: ['CRIBS_AVAILABLE'],
      offers: [{ id: 'TSXOJ6LFQ2', price: { base: '716.00', total: '787.60', taxes: [{ amount: '71.60' }] } }],
    });
    await expect(amadeus.price('GONE123456', 'en')).rejects.toBeInstanceOf(OfferGoneError);
  });

  it('books with Hotel Booking v2 as its schema says, guaranteed by the agency’s card, never the guest’s', async () => {
    const { amadeus, calls } = recordedHotels({ '/v2/booking/hotel-orders': { status: 201, body: hotelOrder } });
    const booked = await amadeus.book(
      'TSXOJ6LFQ2',
      { title: 'MS', firstName: 'Amaka', lastName: 'Obi', email: 'amaka@example.com', phone: '+234 803 555 0199' },
      'bookings@baobab.travel',
    );
    expect(booked).toEqual({ orderId: 'V0g2VFJaLzIwMjQtMDYtMDc=', confirmationNumber: '89922710' });
    const sent = JSON.parse(calls.find((call) => call.path === '/v2/booking/hotel-orders')!.body);
    const validate = amadeusRequestValidator('HotelBooking_v2', '/booking/hotel-orders');
    expect(validate(sent) ? [] : validate.errors).toEqual([]);
    expect(sent.data).toMatchObject({
      guests: [{ tid: 1, firstName: 'AMAKA', lastName: 'OBI', phone: '+2348035550199' }],
      roomAssociations: [{ hotelOfferId: 'TSXOJ6LFQ2' }],
      payment: { method: 'CREDIT_CARD', paymentCard: { paymentCardInfo: agencyCard } },
    });

    const unconfirmed = recordedHotels({
      '/v2/booking/hotel-orders': {
        status: 201,
        body: { data: { ...hotelOrder.data, hotelBookings: [{ ...hotelOrder.data.hotelBookings[0], bookingStatus: 'PENDING' }] } },
      },
    }).amadeus;
    await expect(
      unconfirmed.book('TSXOJ6LFQ2', { title: 'MS', firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '+2348035550199' }, 'x@example.com'),
    ).rejects.toBeInstanceOf(HttpError);
  });

  it('reads guests’ sentiments three hotels a call, as our score out of 10 and our categories, kept a day', async () => {
    const { amadeus, calls } = recordedHotels({ '/v2/e-reputation/hotel-sentiments': { body: sentiments } });
    const ratings = await amadeus.ratings(['MCLONGHM', 'TELONMFS', 'XXXYYY01', 'ZZLONNVX']);
    expect(ratings.get('MCLONGHM')).toEqual({ score: 9.3, count: 218, categories: { comfort: 9.2, location: 9.8, facilities: 9, staff: 10, value: 8.7 } });
    expect(ratings.get('TELONMFS')).toMatchObject({ score: 8.1, count: 2667 });
    expect(ratings.has('XXXYYY01')).toBe(false);
    expect(calls.map((call) => call.path)).toEqual([
      '/v1/security/oauth2/token',
      '/v2/e-reputation/hotel-sentiments?hotelIds=MCLONGHM,TELONMFS,XXXYYY01',
      '/v2/e-reputation/hotel-sentiments?hotelIds=ZZLONNVX',
    ]);
    await amadeus.ratings(['MCLONGHM']);
    expect(calls).toHaveLength(3);
  });

  it('writes hotel names in capitals the way people write them', () => {
    expect(properCase('JW MARRIOTT GROSVENOR HOUSE')).toBe('Jw Marriott Grosvenor House');
    expect(properCase('CAMPANILE NICE - AEROPORT')).toBe('Campanile Nice - Aeroport');
    expect(properCase('Radisson Blu Anchorage')).toBe('Radisson Blu Anchorage');
  });

  it('answers what our search answers as Hotel Search v3 says', async () => {
    const { amadeus } = recordedHotels({
      '/v1/reference-data/locations/hotels/by-city': { body: hotelList },
      '/v3/shopping/hotel-offers': { body: offersOn(search.checkIn, search.checkOut) },
    });
    const validate = amadeusDefinitionValidator('HotelSearch_v3', 'HotelOffer');
    for (const offer of (await amadeus.search(search))[0]!.offers) expect(validate(offer) ? [] : validate.errors).toEqual([]);
  });
});
