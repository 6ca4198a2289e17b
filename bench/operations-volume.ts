/**
 * Operations at volume (docs/operations.md): seeds a PostgreSQL database as a busy agency's looks
 * after months (50,000 users, 100,000 orders of which 3,000 unpaid holds past their deadline,
 * 200,000 emails, expired sessions, codes and limit windows), then measures:
 *   - the lapse of the 3,000 expired holds, and what a booking made meanwhile waits (it takes the
 *     same flight's inventory row the lapse gives seats back to);
 *   - the mail backlog read (the partial index) against the whole-outbox scan it replaced;
 *   - the hold-limit check of a booking at this volume;
 *   - the hourly purge, and the tables' sizes before and after it.
 * Run on an empty database: `node --import tsx bench/operations-volume.ts postgres://…/baobab_bench`
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { lapseExpiredOrders } from '../server/orders/orders';
import { registerBackgroundJobs } from '../server/app';
import { runPurges } from '../server/jobs/purge';
import { mailBacklog, purgeMail } from '../server/mail/outbox';

const url = process.argv[2];
if (!url) {
  console.error('usage: node --import tsx bench/operations-volume.ts postgres://…/empty_database');
  process.exit(2);
}

async function main(url: string) {
  const handle = await openDatabase({ url });
  const { db, raw } = handle;
  registerBackgroundJobs();
  const ms = (since: number) => Math.round((performance.now() - since) * 10) / 10;
  const time = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, ms: ms(started) };
  };
  const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

  console.log('seeding…');
  const seeded = await time(async () => {
    await raw(
      `insert into users (email, first_name, last_name, referral_code) select 'user' || i || '@example.com', 'Ada', 'Obi', 'R' || i from generate_series(1, 50000) i`,
    );
    // 94,000 paid orders, 3,000 holds still running, 3,000 holds past their deadline.
    await raw(`insert into orders (reference, kind, status, contact_email, contact_phone, contact_phone_key, currency, base_minor, taxes_minor, total_minor, payment_deadline, paid_at, client_address, created_at)
      select 'V' || lpad(i::text, 7, '0'), 'flight',
        (case when i <= 94000 then 'CONFIRMED' else 'PENDING' end)::order_status,
        'user' || (i % 50000) || '@example.com', '+23480' || lpad(i::text, 8, '0'), '+23480' || lpad(i::text, 8, '0'), 'NGN', 10000000, 1500000, 11500000,
        case when i <= 97000 then now() + interval '40 minutes' else now() - interval '5 minutes' end,
        case when i <= 94000 then now() - interval '10 days' end,
        '10.' || (i % 250) || '.' || (i % 199) || '.1', now() - interval '10 days'
      from generate_series(1, 100000) i`);
    await raw(`insert into flight_inventory (flight_key, cabin, capacity, sold) values ('BENCH-LOS-ABV', 'ECONOMY', 100000, 6000)`);
    await raw(`insert into flight_holds (order_id, flight_key, cabin, seats) select id, 'BENCH-LOS-ABV', 'ECONOMY', 1 from orders where status = 'PENDING'`);
    await raw(`insert into mail_outbox (kind, recipient, subject, text, html, created_at, sent_at, attempts)
      select 'booking-confirmed', 'user' || (i % 50000) || '@example.com', 'Your booking', repeat('A booking confirmation. ', 40), repeat('<p>A booking confirmation.</p>', 40), now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, 1
      from generate_series(1, 200000) i`);
    await raw(
      `insert into mail_outbox (kind, recipient, subject, text, html, attempts) select 'verify', 'new' || i || '@example.com', 'Your code', 'x', 'x', 0 from generate_series(1, 50) i`,
    );
    await raw(
      `insert into sessions (token_hash, user_id, expires_at) select md5(i::text), (select id from users where email = 'user' || (i % 50000 + 1) || '@example.com'), case when i % 33 = 0 then now() + interval '20 days' else now() - interval '5 days' end from generate_series(1, 20000) i`,
    );
    await raw(
      `insert into rate_limits (key, window_start, count) select 'bench:' || i, case when i % 50 = 0 then now() else now() - interval '3 hours' end, 1 from generate_series(1, 100000) i`,
    );
    await raw(`analyze`);
  });
  console.log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s`);

  // The mail backlog, as the metrics read it, against the scan every mail event made before.
  const backlogNow = await time(() => mailBacklog(db));
  const oldScan = `select * from mail_outbox where sent_at is null and attempts < 5 order by created_at limit 50`;
  const withIndex = await time(() => raw(oldScan));
  await raw(`drop index mail_outbox_pending_idx`);
  const withoutIndex = await time(() => raw(oldScan));
  const backlogWithout = await time(() => mailBacklog(db));
  await raw(`create index mail_outbox_pending_idx on mail_outbox (created_at) where sent_at is null`);

  // The hold-limit check of one booking (the query of server/flights/bookings.ts, at this volume).
  const holdCheck = await time(() =>
    raw(
      `select count(*) filter (where client_address = $1), count(*) filter (where lower(contact_email) = $2), count(*) filter (where contact_phone_key = $3), min(payment_deadline)
         from orders where kind = 'flight' and status = 'PENDING' and payment_deadline > now() and (client_address = $1 or lower(contact_email) = $2 or contact_phone_key = $3)`,
      ['10.7.7.1', 'user7@example.com', '+2348000000007'],
    ),
  );
  const holdPlan = (
    await raw(
      `explain select 1 from orders where kind = 'flight' and status = 'PENDING' and payment_deadline > now() and (client_address = $1 or lower(contact_email) = $2 or contact_phone_key = $3)`,
      ['10.7.7.1', 'user7@example.com', '+2348000000007'],
    )
  ).rows
    .map((row) => Object.values(row as object)[0])
    .join(' / ');

  // The lapse, while a booking of the same flight is made again and again beside it.
  const waits: number[] = [];
  let lapsing = true;
  const booking = (async () => {
    while (lapsing) {
      const started = performance.now();
      await db.transaction(async (tx) => {
        await tx.execute(sql`update flight_inventory set sold = sold + 1 where flight_key = 'BENCH-LOS-ABV' and cabin = 'ECONOMY' and sold + 1 <= capacity`);
        await tx.execute(sql`update flight_inventory set sold = sold - 1 where flight_key = 'BENCH-LOS-ABV' and cabin = 'ECONOMY'`);
      });
      waits.push(ms(started));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const lapse = await time(() => lapseExpiredOrders(db, new Date()));
  lapsing = false;
  await booking;

  // Table sizes, then the hourly purge.
  const sizes = async () =>
    Object.fromEntries(
      (
        (
          await raw(
            `select relname, pg_total_relation_size(oid)::bigint as bytes from pg_class where relname in ('mail_outbox', 'sessions', 'rate_limits', 'orders') order by relname`,
          )
        ).rows as Array<{ relname: string; bytes: string }>
      ).map((row) => [row.relname, `${(Number(row.bytes) / 1048576).toFixed(1)} MB`]),
    );
  const before = await sizes();
  const purge = await time(() => runPurges(db, new Date()));
  // The emails were all sent within the last 200,000 minutes (139 days): 90 days on, the older ones' bodies go.
  const mailLater = await time(() => purgeMail(db, new Date(Date.now() + 91 * 86_400_000)));
  await raw(`vacuum full mail_outbox, sessions, rate_limits`);
  const after = await sizes();

  console.log(
    JSON.stringify(
      {
        lapse: {
          orders: lapse.result,
          ms: lapse.ms,
          concurrentBooking: { runs: waits.length, p50Ms: quantile(waits, 0.5), p95Ms: quantile(waits, 0.95), maxMs: Math.max(...waits) },
        },
        mailBacklog: {
          withPartialIndexMs: backlogNow.ms,
          withoutMs: backlogWithout.ms,
          oldPendingScan: { withPartialIndexMs: withIndex.ms, withoutMs: withoutIndex.ms },
        },
        holdLimitCheck: { ms: holdCheck.ms, plan: holdPlan },
        purge: {
          ms: purge.ms,
          removed: purge.result,
          mailBodies91DaysOn: { ms: mailLater.ms, emptied: mailLater.result },
          sizesBefore: before,
          sizesAfterPurgeAndVacuum: after,
        },
      },
      null,
      2,
    ),
  );
  await handle.close();
}

void main(url);
