import { sql } from 'drizzle-orm';
import { seedVouchers } from '../orders/vouchers';
import { openDatabase, setDatabase, type DatabaseHandle } from '../db/client';

let template: Promise<DatabaseHandle> | undefined;

/**
 * The database for a test file: in-memory PGlite by default, migrated and seeded once per Jest
 * worker (a new PGlite costs seconds). With TEST_DATABASE_URL the same tests run on PostgreSQL,
 * where concurrent transactions really race (PGlite has one connection); orders are cleared
 * first so runs do not see each other's sales.
 */
export async function useTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  template ??= openDatabase(url ? { url } : { dataDir: 'memory' }).then(async (handle) => {
    if (url)
      await handle.db.execute(
        sql`TRUNCATE orders, flight_orders, flight_passengers, flight_holds, flight_seats, flight_bags, flight_inventory, flight_searches, flight_quotes, payments, sandbox_transactions, mail_outbox, vouchers, users, sessions, one_time_codes, rate_limits, newsletter_subscribers, user_photos, user_identities, referral_rewards, insurance_policies, stay_inventory CASCADE`,
      );
    if (url) await seedVouchers(handle.db);
    // Clearing orders cascades to the reviews written through them, seeded ones too: the stays
    // catalogue is written again (it never overwrites a row that is there).
    if (url) await handle.db.execute(sql`DELETE FROM seed_runs WHERE dataset = 'stays'`);
    return handle;
  });
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
