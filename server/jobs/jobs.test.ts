import { sql } from 'drizzle-orm';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import type { DatabaseHandle } from '../db/client';
import { sendJob } from './boss';
import { registerJob, startJobRunner, stopJobRunner } from './runner';

let handle: DatabaseHandle;
// A new embedded database takes seconds on a loaded machine (as every other server test allows).
beforeAll(async () => {
  handle = await useTestDatabase();
}, 60_000);
afterAll(async () => {
  await stopJobRunner(2000);
  await closeTestDatabase();
});

const jobsIn = async (queue: string) =>
  (await handle.raw(`select state, data from pgboss.job where name = $1 order by created_on`, [queue])).rows as Array<{ state: string; data: { id?: string } }>;

describe('the job queue', () => {
  it('writes a job with the transaction that sends it, and none when the transaction rolls back', async () => {
    await handle.raw(`delete from pgboss.job where name = 'mail-deliver'`);
    await handle.db.transaction(async (tx) => {
      await sendJob(tx, 'mail-deliver', { id: 'kept' });
    });
    await handle.db
      .transaction(async (tx) => {
        await sendJob(tx, 'mail-deliver', { id: 'rolled back' });
        await tx.execute(sql`select 1/0`);
      })
      .catch(() => undefined);
    expect((await jobsIn('mail-deliver')).map((job) => job.data.id)).toEqual(['kept']);
  });

  it('runs each job once in a started runner', async () => {
    const seen: string[] = [];
    registerJob('mail-deliver', async (_db, data) => {
      seen.push(String(data.id));
    });
    await startJobRunner(handle.db, handle.raw, { pollingIntervalSeconds: 0.5 });
    await sendJob(handle.db, 'mail-deliver', { id: 'second' });
    for (let i = 0; i < 40 && seen.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(seen.sort()).toEqual(['kept', 'second']);
  });
});
