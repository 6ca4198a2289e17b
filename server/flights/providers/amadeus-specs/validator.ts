import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Spec = 'FlightOffersSearch_v2' | 'FlightOffersPrice_v1' | 'SeatMapDisplay_v1';

/** A validator for one response of Amadeus' own Swagger 2.0 specifications (vendored beside this file, MIT). */
export function amadeusResponseValidator(spec: Spec, response: string) {
  const document = JSON.parse(readFileSync(path.join(__dirname, `${spec}.json`), 'utf8'));
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const schema = { ...document.responses[response].schema, definitions: document.definitions };
  delete schema.example;
  return ajv.compile(schema);
}
