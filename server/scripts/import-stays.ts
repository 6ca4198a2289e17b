/**
 * Loads an operator's own stays catalogue (docs/stays.md, "Loading your own catalogue") into the
 * database the site uses: DATABASE_URL, or the embedded one in DATA_DIR.
 *
 *   npm run stays:import -- path/to/catalogue.json [--check]
 */
import { readFile } from 'node:fs/promises';
import { openDatabase } from '../db/client';
import { env } from '../env';
import { checkCatalogueFile, importCatalogue } from '../stays/catalogue/import';

async function main(): Promise<number> {
  const [file, ...flags] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: npm run stays:import -- path/to/catalogue.json [--check]');
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(`${file}: not a readable JSON file (${(error as Error).message})`);
    return 2;
  }
  const checked = checkCatalogueFile(json);
  if (!checked.ok) {
    console.error(`${file}: nothing loaded, ${checked.problems.length} problem(s):\n  ${checked.problems.join('\n  ')}`);
    return 1;
  }
  if (flags.includes('--check')) {
    console.log(`${file}: ${checked.file.properties.length} properties can be loaded`);
    return 0;
  }
  const config = env();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const done = await importCatalogue(handle.db, checked.file);
    console.log(`${file}: ${done.properties} properties and ${done.rooms} room types loaded; the catalogue has ${done.catalogue} properties`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
