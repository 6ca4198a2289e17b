import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appSecrets } from './schema';

const cache = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * A secret of this installation, made at random the first time it is asked for and kept in the
 * database, so every process (and every restart) shares it and no two installations do.
 */
export function appSecret(db: Database, name: string): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) {
    secrets = new Map();
    cache.set(db, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      // Whoever inserts first wins; everyone then reads the same value.
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing({ target: appSecrets.name });
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
      return row!.value;
    })();
    secret.catch(() => secrets!.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
