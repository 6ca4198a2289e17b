import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Spec =
  | 'FlightOffersSearch_v2'
  | 'FlightOffersPrice_v1'
  | 'SeatMapDisplay_v1'
  | 'HotelSearch_v3'
  | 'HotelList_v1'
  | 'HotelBooking_v2'
  | 'HotelRatings_v2'
  | 'ToursandActivities_v1';

/** A validator for one response of Amadeus' own Swagger 2.0 specifications (vendored beside this file, MIT). */
export function amadeusResponseValidator(spec: Spec, response: string) {
  const document = JSON.parse(readFileSync(path.join(__dirname, `${spec}.json`), 'utf8'));
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const schema = { ...document.responses[response].schema, definitions: document.definitions };
  delete schema.example;
  return ajv.compile(schema);
}

/**
 * Hotel Search v3 writes some patterns with their backslashes doubled (its amounts' pattern would
 * ask for a backslash before every digit): they are read as its own examples show them.
 */
function unescapePatterns(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(unescapePatterns);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === 'pattern' && typeof value === 'string' ? value.replace(/\\\\/g, '\\') : unescapePatterns(value)]),
  );
}

/** A validator for one definition of a specification (Hotel Search v3 names its response's items `HotelOffers`). */
export function amadeusDefinitionValidator(spec: Spec, definition: string) {
  const document = unescapePatterns(JSON.parse(readFileSync(path.join(__dirname, `${spec}.json`), 'utf8'))) as { definitions: unknown };
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  return ajv.compile({ $ref: `#/definitions/${definition}`, definitions: document.definitions });
}

/** A validator for the JSON body a specification's POST takes (Hotel Booking v2's CreateHotelOrder). */
export function amadeusRequestValidator(spec: Spec, pathName: string) {
  const document = unescapePatterns(JSON.parse(readFileSync(path.join(__dirname, `${spec}.json`), 'utf8'))) as {
    definitions: unknown;
    paths: Record<string, { post: { parameters: Array<{ in: string; schema: Record<string, unknown> }> } }>;
  };
  const body = document.paths[pathName]!.post.parameters.find((parameter) => parameter.in === 'body')!.schema;
  // Hotel Booking v2 allows a room association one property only, yet its own example (and the API)
  // sends two (the offer and the guests): read as its example shows it.
  const associations = (document.definitions as Record<string, Record<string, unknown>>).roomAssociation;
  if (associations) delete associations.maxProperties;
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const schema: Record<string, unknown> = { ...body, definitions: document.definitions };
  delete schema.example;
  return ajv.compile(schema);
}
