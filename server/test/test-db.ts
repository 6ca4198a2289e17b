import { openDatabase, setDatabase, type DatabaseHandle } from '../db/client';

let template: Promise<DatabaseHandle> | undefined;

/**
 * An in-memory database, migrated and seeded once per Jest worker (a new PGlite costs seconds),
 * installed as the process database for the app under test.
 */
export async function useTestDatabase(): Promise<DatabaseHandle> {
  template ??= openDatabase({ dataDir: 'memory' });
  const handle = await template;
  setDatabase(handle);
  return handle;
}

export async function closeTestDatabase() {
  if (!template) return;
  const handle = await template;
  template = undefined;
  setDatabase(undefined);
  await handle.close();
}
