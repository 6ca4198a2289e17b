/** @jest-environment node */
import type { AxiosInstance } from 'axios';
import { destinationProps } from './destination-page';

const CITIES = {
  en: [
    { code: 'PHC', name: 'Port Harcourt', countryCode: 'NG', countryName: 'Nigeria', latitude: 4.8, longitude: 7 },
    { code: 'DKR', name: 'Dakar', countryCode: 'SN', countryName: 'Senegal', latitude: 14.7, longitude: -17.4 },
  ],
  fr: [
    { code: 'PHC', name: 'Port Harcourt', countryCode: 'NG', countryName: 'Nigéria', latitude: 4.8, longitude: 7 },
    { code: 'DKR', name: 'Dakar', countryCode: 'SN', countryName: 'Sénégal', latitude: 14.7, longitude: -17.4 },
  ],
};
const stay = (index: number) => ({ hotelId: `STPHC00${index}`, name: `Stay ${index}`, property: { photos: [] } });
let staysFail = false;
const client = {
  get: async (url: string, options?: { params?: Record<string, string> }) => {
    const lang = (options?.params?.lang ?? 'en') as 'en' | 'fr';
    if (url === '/stays/cities') return { data: { data: CITIES[lang] } };
    if (url === '/v1/stay') {
      if (staysFail) throw new Error('stays down');
      return { data: { data: Array.from({ length: 8 }, (_, index) => stay(index + 1)), meta: { cityCode: options!.params!.city, city: 'Port Harcourt' } } };
    }
    if (url === '/experiences/listings')
      return {
        data: {
          data: [
            { id: 'EXPHC001', category: 'TOURS', cityCode: 'PHC', informational: false },
            { id: 'EXPHC002', category: 'TOURS', cityCode: 'PHC', informational: false },
            { id: 'INPHC001', category: 'ATTRACTION', cityCode: 'PHC', informational: true },
            { id: 'EXDKR001', category: 'RELAXATION', cityCode: 'DKR', informational: false },
          ],
        },
      };
    if (url === '/experiences/places') return { data: { data: [{ id: 'INPHC001', name: 'The waterfront market' }] } };
    if (url === '/flight/routes')
      return {
        data: {
          data: [
            { origin: 'LOS', destination: 'PHC', originCity: 'Lagos', destinationCity: 'Port Harcourt' },
            { origin: 'ACC', destination: 'PHC', originCity: 'Accra', destinationCity: 'Port Harcourt' },
            { origin: 'PHC', destination: 'LOS', originCity: 'Port Harcourt', destinationCity: 'Lagos' },
          ],
        },
      };
    throw new Error(`unexpected ${url}`);
  },
} as unknown as AxiosInstance;

describe('a destination page', () => {
  it('gathers the flights into the city, six of its stays, what it sells by category and its places', async () => {
    const props = (await destinationProps('port-harcourt', 'fr', client))!;
    expect(props.city).toMatchObject({ code: 'PHC', countryName: 'Nigéria' });
    expect(props.routes).toEqual([
      { slug: 'lagos-to-port-harcourt', originCity: 'Lagos' },
      { slug: 'accra-to-port-harcourt', originCity: 'Accra' },
    ]);
    expect(props.stays!.map((item) => item.hotelId)).toHaveLength(6);
    expect(props.categories).toEqual([{ category: 'TOURS', count: 2, name: 'Visites' }]);
    expect(props.places).toEqual([{ id: 'INPHC001', name: 'The waterfront market' }]);
  });

  it('goes on without a part that cannot be read', async () => {
    staysFail = true;
    try {
      const props = (await destinationProps('port-harcourt', 'en', client))!;
      expect(props.stays).toBeNull();
      expect(props.routes).toHaveLength(2);
    } finally {
      staysFail = false;
    }
  });

  it('is no page for a city it does not know, or an address that is not a city’s words', async () => {
    for (const slug of ['atlantis', 'Port-Harcourt', 'port harcourt', '../dakar', 'a'.repeat(10_000), '', 42, undefined])
      expect(await destinationProps(slug, 'en', client)).toBeNull();
    expect((await destinationProps('dakar', 'en', client))!.routes).toEqual([]);
  });
});
