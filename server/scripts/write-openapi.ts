import { writeFileSync } from 'node:fs';
import { buildApp, openApiDocument } from '../app';

/** `npm run openapi -- <file>`: writes the OpenAPI document (for `redocly lint` in CI, or for a client generator). */
const target = process.argv[2] ?? 'openapi.json';
writeFileSync(target, `${JSON.stringify(openApiDocument(buildApp()), null, 2)}\n`);
process.stdout.write(`OpenAPI document written to ${target}\n`);
