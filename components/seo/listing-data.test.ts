import { experienceData, lodgingData } from './listing-data';

const base = {
  url: 'https://baobab.travel/stays/STACC001',
  origin: 'https://baobab.travel',
  name: 'Lagoon Guest House',
  description: 'By the sea.',
  pictures: ['/api/stays/photos/STACC001-1.svg'],
  latitude: 5.6,
  longitude: -0.2,
};

describe('structured data of a listing', () => {
  it('describes a hotel with its stars, address, times and its guests’ score out of 10', () => {
    const data = lodgingData({
      ...base,
      reviews: { score: 8.4, count: 21 },
      propertyType: 'HOTEL',
      stars: 4,
      city: 'Accra',
      district: 'Osu',
      countryCode: 'GH',
      checkIn: '14:00',
      checkOut: '11:00',
    });
    expect(data).toMatchObject({
      '@type': 'Hotel',
      image: ['https://baobab.travel/api/stays/photos/STACC001-1.svg'],
      address: { addressLocality: 'Accra', addressCountry: 'GH' },
      starRating: { ratingValue: 4 },
      checkinTime: '14:00',
      aggregateRating: { ratingValue: 8.4, bestRating: 10, reviewCount: 21 },
    });
  });

  it('gives no score without reviews, and another kind of place as a lodging business', () => {
    const data = lodgingData({
      ...base,
      reviews: { score: null, count: 0 },
      propertyType: 'GUESTHOUSE',
      stars: 0,
      city: 'Accra',
      district: 'Osu',
      countryCode: 'GH',
    });
    expect(data['@type']).toBe('LodgingBusiness');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('starRating');
    expect(data).not.toHaveProperty('checkinTime');
  });

  it('offers an experience at its price, and shows a place worth knowing as an attraction', () => {
    const sold = experienceData({
      ...base,
      reviews: { score: 9, count: 3 },
      category: 'Tours',
      price: { amount: '25.00', currencyCode: 'USD' },
      informational: false,
    });
    expect(sold).toMatchObject({ '@type': ['Product', 'TouristTrip'], offers: { price: '25.00', priceCurrency: 'USD' }, aggregateRating: { reviewCount: 3 } });
    const place = experienceData({ ...base, reviews: { score: null, count: 0 }, category: 'Attractions', price: null, informational: true });
    expect(place).toMatchObject({ '@type': 'TouristAttraction', isAccessibleForFree: true, geo: { latitude: 5.6 } });
    expect(place).not.toHaveProperty('offers');
  });
});
