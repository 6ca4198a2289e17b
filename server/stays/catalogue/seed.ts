import { eq } from 'drizzle-orm';
import { seededGenerator } from '../../lib/seeded-random';
import type { Database } from '../../db/client';
import { seedRuns } from '../../db/schema';
import { stayProperties, stayRoomTypes } from '../schema';
import { STAY_CITIES, type StayCity } from './cities';
import { seedReviews } from '../../reviews/reviews';
import { generateStayReviews } from './reviews';

/** Bump when the generated catalogue changes: existing databases then receive the new rows. */
export const CATALOGUE_VERSION = 'stays-catalogue-2';

const FIRST = [
  'Harmattan',
  'Lagoon',
  'Coral',
  'Savanna',
  'Kola',
  'Indigo',
  'Adire',
  'Ebony',
  'Sahel',
  'Atlantic',
  'Meridian',
  'Amber',
  'Kente',
  'Palmwine',
  'Sunbird',
  'Cowrie',
  'Mahogany',
  'Hibiscus',
  'Tamarind',
  'Marula',
  'Acacia',
  'Monsoon',
];
const SECOND = {
  HOTEL: ['Hotel', 'Grand Hotel', 'Court Hotel', 'Plaza'],
  APARTMENT: ['Residences', 'Apartments', 'Serviced Suites'],
  GUESTHOUSE: ['Guest House', 'Lodge', 'Inn'],
  RESORT: ['Resort', 'Beach Resort', 'Gardens Resort'],
} as const;
const AMENITIES = [
  'WIFI',
  'AIR_CONDITIONING',
  'GENERATOR_24H',
  'SECURITY_24H',
  'PARKING',
  'RESTAURANT',
  'BAR',
  'POOL',
  'GYM',
  'AIRPORT_SHUTTLE',
  'LAUNDRY',
  'BUSINESS_CENTRE',
  'SPA',
  'KITCHEN',
  'BEACH',
];
/** Dollars for a standard room-only night by stars, before the city's tier. */
const BASE_BY_STARS = [0, 28, 40, 65, 110, 210];
const TIER_FACTOR = { 1: 1, 2: 0.8, 3: 1.9 } as const;
const PER_CITY: Record<string, number> = { LOS: 12, ABV: 9, ACC: 8, DKR: 6, ABJ: 6, LON: 7, PAR: 6, DXB: 6 };

const ROOMS = {
  STD: { name: { en: 'Standard double room', fr: 'Chambre double standard' }, beds: 1, bedType: 'DOUBLE', maxAdults: 2, maxChildren: 1, size: 22, factor: 1 },
  TWN: { name: { en: 'Twin room', fr: 'Chambre lits jumeaux' }, beds: 2, bedType: 'SINGLE', maxAdults: 2, maxChildren: 1, size: 24, factor: 1.05 },
  DLX: { name: { en: 'Deluxe king room', fr: 'Chambre deluxe lit king size' }, beds: 1, bedType: 'KING', maxAdults: 2, maxChildren: 2, size: 32, factor: 1.35 },
  FAM: { name: { en: 'Family room', fr: 'Chambre familiale' }, beds: 2, bedType: 'QUEEN', maxAdults: 4, maxChildren: 3, size: 40, factor: 1.6 },
  STE: { name: { en: 'Suite with living room', fr: 'Suite avec salon' }, beds: 1, bedType: 'KING', maxAdults: 3, maxChildren: 2, size: 55, factor: 2.1 },
  APT: { name: { en: 'One-bedroom apartment', fr: 'Appartement une chambre' }, beds: 1, bedType: 'QUEEN', maxAdults: 3, maxChildren: 2, size: 60, factor: 1.5 },
} as const;
type RoomCode = keyof typeof ROOMS;

const DESCRIBED = {
  HOTEL: { en: 'a hotel', fr: 'un hôtel' },
  APARTMENT: { en: 'serviced apartments', fr: 'des appartements avec services' },
  GUESTHOUSE: { en: 'a guest house', fr: 'une maison d’hôtes' },
  RESORT: { en: 'a resort', fr: 'un complexe hôtelier' },
} as const;

/** The seeded catalogue: properties and their room types, the same on every machine. */
export function generateCatalogue() {
  const properties: Array<typeof stayProperties.$inferInsert & { stars: number }> = [];
  const rooms: Array<typeof stayRoomTypes.$inferInsert> = [];
  STAY_CITIES.forEach((city: StayCity, cityIndex) => {
    const next = seededGenerator(7919 * (cityIndex + 1));
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const count = PER_CITY[city.code] ?? 5;
    for (let index = 0; index < count; index += 1) {
      const id = `ST${city.code}${String(index + 1).padStart(3, '0')}`;
      const propertyType = (index % 7 === 3 ? 'APARTMENT' : index % 7 === 5 ? 'GUESTHOUSE' : index % 9 === 8 ? 'RESORT' : 'HOTEL') as keyof typeof SECOND &
        keyof typeof DESCRIBED;
      const stars =
        propertyType === 'GUESTHOUSE' ? 2 + Math.floor(next() * 2) : propertyType === 'RESORT' ? 4 + Math.floor(next() * 2) : 2 + Math.floor(next() * 4);
      const district = city.districts[index % city.districts.length]!;
      const distanceKm = Math.round((0.4 + next() * 11) * 10) / 10;
      const angle = next() * 2 * Math.PI;
      const latitude = Math.round((city.latitude + (Math.sin(angle) * distanceKm) / 111) * 1e5) / 1e5;
      const longitude = Math.round((city.longitude + (Math.cos(angle) * distanceKm) / (111 * Math.cos((city.latitude * Math.PI) / 180))) * 1e5) / 1e5;
      const amenities = AMENITIES.filter((amenity, position) => position < 3 || next() < (stars >= 4 ? 0.7 : 0.35)).filter(
        (amenity) => amenity !== 'BEACH' || ['LOS', 'ACC', 'DKR', 'ABJ', 'LFW', 'COO', 'CBQ', 'DXB'].includes(city.code),
      );
      const name = `${FIRST[(cityIndex * 5 + index * 3) % FIRST.length]} ${pick(SECOND[propertyType])}${index >= FIRST.length ? ` ${index}` : ''}`;
      properties.push({
        id,
        name,
        cityCode: city.code,
        countryCode: city.country,
        district,
        latitude,
        longitude,
        distanceKm,
        stars,
        propertyType,
        amenities,
        description: {
          en: `${name} is ${DESCRIBED[propertyType].en} in ${district}, ${city.name.en}, ${distanceKm} km from the centre.`,
          fr: `${name} est ${DESCRIBED[propertyType].fr} à ${district}, ${city.name.fr}, à ${String(distanceKm).replace('.', ',')}\u00a0km du centre.`,
        },
        checkIn: stars >= 4 ? '15:00' : '14:00',
        checkOut: stars >= 4 ? '12:00' : '11:00',
        timeZone: city.timeZone,
        photos: 3 + Math.floor(next() * 4),
      });
      const codes: RoomCode[] =
        propertyType === 'APARTMENT' ? ['APT', 'FAM'] : stars >= 4 ? ['STD', 'DLX', 'FAM', 'STE'] : stars === 3 ? ['STD', 'TWN', 'FAM'] : ['STD', 'TWN'];
      const base = BASE_BY_STARS[stars]! * TIER_FACTOR[city.tier] * (0.85 + next() * 0.3);
      for (const code of codes) {
        const room = ROOMS[code];
        rooms.push({
          propertyId: id,
          code,
          name: room.name,
          beds: room.beds,
          bedType: room.bedType,
          maxAdults: room.maxAdults,
          maxChildren: room.maxChildren,
          sizeM2: room.size + Math.floor(next() * 6),
          units: code === 'STE' ? 2 : 3 + Math.floor(next() * 10),
          nightlyMinor: Math.round(base * room.factor) * 100,
        });
      }
    }
  });
  return { properties, rooms };
}

const seeded = new WeakMap<object, Promise<void>>();

/**
 * The catalogue in this database: generated rows inserted once (a version recorded in
 * seed_runs; existing rows, an operator's edits included, are left as they are). Asked for by
 * every stays call, it costs one query per process after the first.
 */
export function ensureCatalogue(db: Database): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = (async () => {
      const [run] = await db.select().from(seedRuns).where(eq(seedRuns.dataset, 'stays'));
      if (run?.version === CATALOGUE_VERSION) return;
      const { properties, rooms } = generateCatalogue();
      await db.transaction(async (tx) => {
        await tx.insert(stayProperties).values(properties).onConflictDoNothing();
        await tx.insert(stayRoomTypes).values(rooms).onConflictDoNothing();
        await seedReviews(tx, generateStayReviews(properties));
        await tx
          .insert(seedRuns)
          .values({ dataset: 'stays', version: CATALOGUE_VERSION, rows: properties.length })
          .onConflictDoUpdate({ target: seedRuns.dataset, set: { version: CATALOGUE_VERSION, rows: properties.length, seededAt: new Date() } });
      });
    })();
    seeded.set(db, done);
    done.catch(() => seeded.delete(db));
  }
  return done;
}
