import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { catalogueDollars, catalogueText as text, checkImportFile, localisedText as localised } from '../../lib/import-file';
import { stayProperties, stayRoomTypes } from '../schema';
import { PROPERTY_TYPES } from '../search';
import { STAY_CITIES } from './cities';
import { ensureCatalogue } from './seed';

/*
 * An operator's own catalogue, loaded from a JSON file (docs/stays.md, "Loading your own
 * catalogue"): properties and their room types, inserted or updated by id. The seeded catalogue is
 * written first, so it never overwrites an import later.
 */

const TIME = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM.');

const RoomSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9]{3}$/, 'A 3-character room type code (Amadeus: DBL, TWN, STE…).'),
    name: localised(80),
    beds: z.number().int().min(1).max(6),
    bedType: z.enum(['SINGLE', 'DOUBLE', 'QUEEN', 'KING']),
    maxAdults: z.number().int().min(1).max(8),
    maxChildren: z.number().int().min(0).max(6),
    sizeM2: z.number().int().min(5).max(1000),
    units: z.number().int().min(1).max(1000),
    /** The room-only, non-refundable price of a night, in US dollars ("85.00"). */
    nightlyPrice: catalogueDollars('85.00'),
  })
  .strict();

const PropertySchema = z
  .object({
    id: z.string().regex(/^[A-Z0-9]{8}$/, 'Eight capitals or digits (ST + city code + number: STLOS201).'),
    name: text(120),
    cityCode: z.string().refine((code) => STAY_CITIES.some((city) => city.code === code), 'A city the search knows (server/stays/catalogue/cities.ts).'),
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    district: text(80),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    distanceKm: z.number().min(0).max(200),
    stars: z.number().int().min(1).max(5),
    propertyType: z.enum(PROPERTY_TYPES),
    amenities: z.array(z.string().regex(/^[A-Z_0-9]{2,30}$/)).max(40),
    description: localised(2000),
    checkIn: TIME,
    checkOut: TIME,
    timeZone: z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'An IANA time zone (Africa/Lagos).'),
    photos: z.number().int().min(1).max(9),
    rooms: z.array(RoomSchema).min(1).max(20),
  })
  .strict()
  .superRefine((property, ctx) => {
    const city = STAY_CITIES.find((candidate) => candidate.code === property.cityCode);
    if (city && city.country !== property.countryCode)
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: `${property.cityCode} is in ${city.country}.` });
    if (new Set(property.rooms.map((room) => room.code)).size !== property.rooms.length)
      ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'Each room type code once.' });
  });

export const CatalogueFileSchema = z.object({ properties: z.array(PropertySchema).min(1).max(5000) }).strict();
export type CatalogueFile = z.input<typeof CatalogueFileSchema>;

/** The file's problems, one line each ("properties.3.rooms.0.units: …"); none when it can be loaded. */
export const checkCatalogueFile = (input: unknown) => checkImportFile(CatalogueFileSchema, input);

/** Inserts or updates every property and room type of the file in one transaction; nothing is loaded if anything is refused. */
export async function importCatalogue(db: Database, file: z.output<typeof CatalogueFileSchema>) {
  await ensureCatalogue(db);
  await db.transaction(async (tx) => {
    for (const { rooms, ...property } of file.properties) {
      await tx.insert(stayProperties).values(property).onConflictDoUpdate({ target: stayProperties.id, set: property });
      for (const { nightlyPrice, ...room } of rooms) {
        const row = { ...room, propertyId: property.id, nightlyMinor: Math.round(Number(nightlyPrice) * 100) };
        await tx
          .insert(stayRoomTypes)
          .values(row)
          .onConflictDoUpdate({ target: [stayRoomTypes.propertyId, stayRoomTypes.code], set: row });
      }
    }
  });
  const [counted] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(stayProperties);
  return {
    properties: file.properties.length,
    rooms: file.properties.reduce((sum, property) => sum + property.rooms.length, 0),
    catalogue: counted?.total ?? 0,
  };
}
