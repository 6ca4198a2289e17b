/**
 * Loads an operator's own catalogue into the database the site uses (DATABASE_URL, or the embedded
 * one in DATA_DIR): stays (docs/stays.md, "Loading your own catalogue"), experiences
 * (docs/experiences.md, the same) or adverts (docs/adverts.md). Nothing is loaded from a file with
 * a problem.
 *
 *   npm run stays:import -- path/to/catalogue.json [--check]
 *   npm run experiences:import -- path/to/experiences.json [--check]
 *   npm run adverts:import -- path/to/adverts.json [--check]
 */
import { readFile } from 'node:fs/promises';
import { openDatabase, type Database } from '../db/client';
import { env } from '../env';
import { checkAdvertFile, importAdverts } from '../ads/adverts';
import { checkExperienceFile, importExperiences } from '../experiences/catalogue/import';
import { checkCatalogueFile, importCatalogue } from '../stays/catalogue/import';

interface Catalogue {
  /** The file's problems, or what it holds ("12 properties"). */
  check: (json: unknown) => { ok: true; holds: string; load: (db: Database) => Promise<string> } | { ok: false; problems: string[] };
}

const CATALOGUES: Record<string, Catalogue> = {
  adverts: {
    check: (json) => {
      const checked = checkAdvertFile(json);
      if (!checked.ok) return checked;
      return {
        ok: true,
        holds: `${checked.file.adverts.length} adverts`,
        load: async (db) => {
          const done = await importAdverts(db, checked.file);
          return `${done.adverts} adverts loaded; the site has ${done.total}`;
        },
      };
    },
  },
  stays: {
    check: (json) => {
      const checked = checkCatalogueFile(json);
      if (!checked.ok) return checked;
      return {
        ok: true,
        holds: `${checked.file.properties.length} properties`,
        load: async (db) => {
          const done = await importCatalogue(db, checked.file);
          return `${done.properties} properties and ${done.rooms} room types loaded; the catalogue has ${done.catalogue} properties`;
        },
      };
    },
  },
  experiences: {
    check: (json) => {
      const checked = checkExperienceFile(json);
      if (!checked.ok) return checked;
      return {
        ok: true,
        holds: `${checked.file.experiences.length} experiences`,
        load: async (db) => {
          const done = await importExperiences(db, checked.file);
          return `${done.experiences} experiences loaded; the catalogue has ${done.catalogue}`;
        },
      };
    },
  },
};

async function main(): Promise<number> {
  const [product = '', file, ...flags] = process.argv.slice(2);
  const catalogue = CATALOGUES[product];
  if (!catalogue || !file) {
    console.error(`Usage: npm run ${catalogue ? product : 'stays'}:import -- path/to/catalogue.json [--check]`);
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(`${file}: not a readable JSON file (${(error as Error).message})`);
    return 2;
  }
  const checked = catalogue.check(json);
  if (!checked.ok) {
    console.error(`${file}: nothing loaded, ${checked.problems.length} problem(s):\n  ${checked.problems.join('\n  ')}`);
    return 1;
  }
  if (flags.includes('--check')) {
    console.log(`${file}: ${checked.holds} can be loaded`);
    return 0;
  }
  const config = env();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    console.log(`${file}: ${await checked.load(handle.db)}`);
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
