/**
 * A week of traffic with the hourly purge running (docs/operations.md, "Retention"): on an empty
 * PostgreSQL database, each simulated hour writes what a busy agency's hour writes to the tables
 * that only grow without a purge, then runs the purge at that hour, as the `purge` job does. Prints
 * each table's rows and size after day 1, 3 and 7, and the rows written in all, so what the purge
 * keeps bounded (searches, quotes, sessions, codes, limit windows) is told from what its retention
 * keeps growing on purpose (mail for 30 and 90 days, sandbox transactions for 30, insurance quotes
 * and one-time codes for 7 days after they expire). A plain VACUUM follows each hour's purge, as
 * autovacuum would in real time.
 *
 * An hour: 1,000 flight searches (3.4 kB of offers each, as measured), 300 quotes, 100 insurance
 * quotes, 300 sign-ins (one in ten kept 30 days, the others half a day), 400 one-time codes,
 * 5,000 rate-limit windows, 200 sandbox payments and 50 emails (their PDF, about 25 kB).
 *
 *   npm run bench:week -- postgres://…/empty_database
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/client';
import { registerBackgroundJobs } from '../server/app';
import { runPurges } from '../server/jobs/purge';

const url = process.argv[2];
if (!url) {
  console.error('usage: node --import tsx bench/simulated-week.ts postgres://…/empty_database');
  process.exit(2);
}

const TABLES = ['flight_searches', 'flight_quotes', 'insurance_quotes', 'sessions', 'one_time_codes', 'rate_limits', 'sandbox_transactions', 'mail_outbox'];

async function main(url: string) {
  const handle = await openDatabase({ url });
  const { raw } = handle;
  registerBackgroundJobs();
  await raw(
    `insert into users (email, first_name, last_name, referral_code) select 'week' || i || '@example.com', 'Ada', 'Obi', 'W' || i from generate_series(1, 1000) i`,
  );
  const start = Date.now() - 7 * 86_400_000;
  const report: Record<string, unknown> = {};
  let purgeMs = 0;
  const purged: Record<string, number> = {};
  const began = performance.now();
  for (let hour = 0; hour < 7 * 24; hour += 1) {
    const at = new Date(start + hour * 3_600_000);
    const t = `'${at.toISOString()}'::timestamptz`;
    // Spread over the hour; random payloads, so TOAST compresses them as it does real ones.
    await raw(`insert into flight_searches (offers, dictionaries, created_at, expires_at)
      select (select jsonb_agg(md5(random()::text || i || j)) from generate_series(1, 100) j), '{}'::jsonb, ${t} + (i * 3 || ' seconds')::interval, ${t} + (i * 3 || ' seconds')::interval + interval '30 minutes' from generate_series(1, 1000) i`);
    await raw(`insert into flight_quotes (offer_id, offer, dictionaries, created_at, expires_at)
      select '1', (select jsonb_agg(md5(random()::text || i || j)) from generate_series(1, 45) j), '{}'::jsonb, ${t} + (i * 12 || ' seconds')::interval, ${t} + (i * 12 || ' seconds')::interval + interval '30 minutes' from generate_series(1, 300) i`);
    await raw(`insert into insurance_quotes (request, plans, currency, provider, created_at, expires_at)
      select '{}'::jsonb, (select jsonb_agg(md5(random()::text || i || j)) from generate_series(1, 20) j), 'NGN', 'underwriter', ${t}, ${t} + interval '24 hours' from generate_series(1, 100) i`);
    await raw(`insert into sessions (token_hash, user_id, persistent, created_at, expires_at)
      select md5(random()::text || i || ${hour}), (select id from users where email = 'week' || (i % 1000 + 1) || '@example.com'), (i % 10 = 0)::int, ${t}, ${t} + case when i % 10 = 0 then interval '30 days' else interval '12 hours' end from generate_series(1, 300) i`);
    await raw(`insert into one_time_codes (user_id, purpose, code_hash, expires_at, created_at)
      select (select id from users where email = 'week' || (i % 1000 + 1) || '@example.com'), 'LOGIN', md5(random()::text), ${t} + interval '10 minutes', ${t} from generate_series(1, 400) i`);
    await raw(`insert into rate_limits (key, window_start, count)
      select 'week:' || ${hour} || ':' || i, ${t}, 1 + i % 7 from generate_series(1, 5000) i on conflict do nothing`);
    await raw(`insert into sandbox_transactions (gateway, reference, amount_minor, currency, email, callback_url, status, created_at)
      select 'paystack', 'W' || ${hour} || '-' || i, 11500000, 'NGN', 'week@example.com', 'https://example.com/api/payment/psverify', 'success', ${t} from generate_series(1, 200) i`);
    await raw(`insert into mail_outbox (kind, recipient, subject, text, html, attachments, created_at, sent_at, attempts)
      select 'booking-confirmed', 'week' || i || '@example.com', 'Your booking', repeat('A booking confirmation. ', 60), repeat('<p>A booking confirmation.</p>', 60),
        jsonb_build_array(jsonb_build_object('filename', 'baobab.pdf', 'contentType', 'application/pdf', 'content', (select string_agg(md5(random()::text || i || j), '') from generate_series(1, 780) j))),
        ${t}, ${t} + interval '1 minute', 1 from generate_series(1, 50) i`);
    const purgeAt = new Date(at.getTime() + 3_600_000 - 1);
    const started = performance.now();
    for (const [name, count] of Object.entries(await runPurges(handle.db, purgeAt))) purged[name] = (purged[name] ?? 0) + count;
    purgeMs = Math.max(purgeMs, performance.now() - started);
    // What autovacuum does in real time after each hour's purge (the simulation runs a week in a
    // minute, faster than it wakes): the space of purged rows is reused, not added to.
    await raw(`vacuum flight_searches, flight_quotes, rate_limits, sessions, one_time_codes`);
    if (hour === 23 || hour === 71 || hour === 167) {
      await raw(`vacuum analyze`);
      const { rows } = await raw(
        `select relname, (select reltuples::bigint from pg_class c2 where c2.oid = c.oid) as rows, pg_total_relation_size(oid)::bigint as bytes from pg_class c where relname = any($1) order by relname`,
        [TABLES],
      );
      report[`day ${(hour + 1) / 24}`] = Object.fromEntries(
        (rows as Array<{ relname: string; rows: string; bytes: string }>).map((row) => [
          row.relname,
          `${Number(row.rows).toLocaleString('en')} rows, ${(Number(row.bytes) / 1048576).toFixed(1)} MB`,
        ]),
      );
    }
  }
  const written = {
    flight_searches: 1000 * 168,
    flight_quotes: 300 * 168,
    insurance_quotes: 100 * 168,
    sessions: 300 * 168,
    one_time_codes: 400 * 168,
    rate_limits: 5000 * 168,
    sandbox_transactions: 200 * 168,
    mail_outbox: 50 * 168,
  };
  console.log(
    JSON.stringify(
      { simulatedSeconds: Math.round((performance.now() - began) / 1000), slowestPurgeMs: Math.round(purgeMs), purgedInAll: purged, written, sizes: report },
      null,
      2,
    ),
  );
  await handle.close();
}

void main(url);
