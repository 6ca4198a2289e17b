#!/usr/bin/env node
/**
 * The operations suite: the site run as production runs it and broken on purpose. Two web
 * processes and a worker (started from deploy/'s systemd units, as systemd would) on one
 * PostgreSQL behind a round-robin proxy, a mail server that fails, slows and hangs, then:
 *   1. two release steps migrating an empty database at once: both succeed;
 *   2. a 20-way booking race across processes: no seat sold twice;
 *   3. a mail server that fails, is slow, hangs, then recovers, and a mail job taken by a worker
 *      that never answered: every mail delivered exactly once;
 *   4. kill -9 of a web process during a burst of bookings and payments (afterwards no seat held by
 *      a booking without its airline order, every paid booking fulfilled), and
 *   5. a database restart during a burst: only 503s (never 500), and once the reconciliation has
 *      run every paid booking is confirmed (nothing paid left pending);
 *   6. SIGTERM of a web process under load: no 5xx;
 *   7. schedules ran once per minute slot for the whole cluster (two processes run jobs).
 * Needs a production build (`npm run build`), an empty PostgreSQL database, and the command that
 * stops, starts and restarts the database server:
 *   node scripts/operations/suite.mjs --database postgres://… --db-ctl "pg_ctlcluster 15 main"
 */
import { execSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import pg from 'pg';
import { fakeSmtp } from './smtp.mjs';
import { roundRobinProxy } from './proxy.mjs';
import { readUnit, startUnit } from './units.mjs';

const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const DATABASE_URL = argument('--database') ?? process.env.OPS_DATABASE_URL;
/** The command that controls the database server: `<it> restart`, `<it> stop`, `<it> start`. */
const DB_CTL = argument('--db-ctl') ?? process.env.OPS_DB_CTL;
if (!DATABASE_URL || !DB_CTL) {
  console.error('usage: suite.mjs --database postgres://… --db-ctl "pg_ctlcluster 15 main"');
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const units = path.join(root, 'deploy');
const verbose = process.argv.includes('--verbose');
const started = Date.now();
const say = (line) => console.log(`[ops ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const failures = [];
const check = (ok, what) => {
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const db = new pg.Pool({ connectionString: DATABASE_URL, max: 3 });
db.on('error', () => undefined);
const query = async (text, values) => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await db.query(text, values)).rows;
    } catch (error) {
      if (attempt > 20) throw error;
      await sleep(500);
    }
  }
};

const smtp = fakeSmtp();
const smtpPort = await smtp.listen();
const settings = {
  DATABASE_URL,
  NODE_ENV: 'production',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  TRUST_PROXY: '1',
  LOG_LEVEL: verbose ? 'info' : 'warn',
  HOLD_LIMIT_BOOKINGS: '1000',
  HOLD_LIMIT_SEATS: '10000',
  BOOKINGS_PER_HOUR: '10000',
  SEARCHES_PER_HOUR: '100000',
  PRICINGS_PER_HOUR: '100000',
  SHUTDOWN_DRAIN_SECONDS: '15',
  DATABASE_CONNECT_TIMEOUT_MS: '2000',
};
const processes = [];
const start = (file, instance, extra = {}) => {
  const unit = readUnit(path.join(units, file), instance);
  const running = startUnit(
    unit,
    { ...settings, ...extra },
    { cwd: root, log: verbose ? (line) => console.log(`  ${file}${instance ? `@${instance}` : ''}: ${line}`) : undefined },
  );
  processes.push(running);
  return running;
};
async function ready(port, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
    if (res?.status === 200) return true;
    await sleep(300);
  }
  return false;
}

/** A browser of the suite: its own address, cookies and XSRF token, through the proxy. */
function browser(base, ip) {
  const jar = new Map();
  const store = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      if (value) jar.set(name, value);
    }
    return res;
  };
  const call = async (method, url, body, form) => {
    // In production the cookie is `__Host-XSRF-TOKEN`.
    const xsrf = () => [...jar].find(([name]) => name.endsWith('XSRF-TOKEN'))?.[1];
    if (!xsrf()) store(await fetch(`${base}/api/cookie`, { headers: { 'x-forwarded-for': ip } }));
    const headers = { 'x-forwarded-for': ip, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': xsrf() ?? '' };
    if (body !== undefined) headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    // A request that gets no answer in 30 s is a failure of its own (a stalled process), never waited out.
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      body: body === undefined ? undefined : form ? new URLSearchParams(body) : JSON.stringify(body),
    }).catch((error) => {
      if (error.name === 'TimeoutError') {
        count('no answer in 30 s');
        say(`  no answer in 30 s: ${method} ${url}`);
      }
      throw error;
    });
    return store(res);
  };
  return { get: (url) => call('GET', url), post: (url, body, form) => call('POST', url, body, form) };
}

const statuses = new Map();
const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
let people = 0;
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Search, price and book one adult; the booking reference, or null when refused (counted). */
async function bookOne(base, { days, quote: given } = {}) {
  people += 1;
  const me = browser(base, `10.${(people >> 8) & 255}.${people & 255}.7`);
  let quote = given;
  if (!quote) {
    const search = await me.post('/api/flight/offers', {
      currencyCode: 'NGN',
      originDestinations: [{ id: '1', originLocationCode: 'LOS', destinationLocationCode: 'ABV', departureDateTimeRange: { date: inDays(days ?? 20) } }],
      travelers: [{ id: '1', travelerType: 'ADULT' }],
      sources: ['GDS'],
      searchCriteria: { maxFlightOffers: 3 },
    });
    count(search.status);
    if (search.status !== 200) return null;
    const found = await search.json();
    const priced = await me.post('/api/flight/confirm-offer', { searchId: found.meta.searchId, offerId: found.data[0].id });
    count(priced.status);
    if (priced.status !== 200) return null;
    const body = await priced.json();
    quote = { id: body.meta.quoteId, total: body.data.flightOffers[0].price.total };
  }
  const traveller = {
    id: '1',
    title: 'MS',
    firstName: 'Ada',
    lastName: 'Obi',
    dateOfBirth: '1990-05-01',
    gender: 'FEMALE',
    nationality: 'NG',
    passport: { number: `B${100000 + people}`, issuingCountry: 'NG', expiryDate: '2032-01-01' },
  };
  const res = await me.post('/api/flight/create-order', {
    quoteId: quote.id,
    data: {
      type: 'flight-order',
      travelers: [traveller],
      contact: { email: `ops${people}@example.com`, phone: `+234 803 ${String(1000000 + people).slice(-7)}` },
    },
    expectedTotal: quote.total,
    language: 'en',
  });
  count(res.status);
  if (res.status !== 201) return { quote, reference: null, browser: me, status: res.status };
  return { quote, reference: (await res.json()).data.reference, browser: me, status: 201 };
}

/** Pays a booking at the sandbox gateway and comes back through the callback; the gateway's webhook follows. */
async function payOne(booking) {
  const start = await booking.browser.get(`/api/payment/paystack?bookingId=${booking.reference}`);
  count(start.status);
  if (start.status !== 302) return false;
  const payment = decodeURIComponent(start.headers.get('location').split('/').pop());
  const paid = await booking.browser.post(`/api/payment/sandbox/${payment}`, { outcome: 'success' }, true);
  count(paid.status);
  if (paid.status !== 303) return false;
  const back = new URL(paid.headers.get('location'));
  const returned = await booking.browser.get(`${back.pathname}${back.search}`);
  count(returned.status);
  return true;
}

async function stopAll() {
  for (const running of processes) running.signal('SIGKILL');
  await smtp.close();
  await db.end().catch(() => undefined);
}

try {
  // 1. Two release steps at once on an empty database.
  const migrations = [start('baobab-migrate.service'), start('baobab-migrate.service')];
  const exits = await Promise.all(migrations.map((running) => running.exited));
  check(
    exits.every((exit) => exit.code === 0),
    `two release steps migrating an empty database at once both succeed (${exits.map((exit) => exit.code).join(', ')})`,
  );

  const [webA, webB] = [3301, 3302];
  const web = { [webA]: start('baobab-web@.service', String(webA)), [webB]: start('baobab-web@.service', String(webB)) };
  // Two processes run jobs: the worker, and a second worker (schedules must still run once).
  const workers = [start('baobab-worker.service'), start('baobab-worker.service')];
  check((await ready(webA)) && (await ready(webB)), 'both web processes ready on the migrated database');
  const proxy = roundRobinProxy([webA, webB]);
  const base = `http://127.0.0.1:${await proxy.listen()}`;

  // 2. A 20-way race for the same priced offer's seats, through both processes.
  const first = await bookOne(base, { days: 25 });
  // Five seats left on that flight, twenty travellers at once.
  await query(`update flight_inventory set capacity = sold + 5`);
  const race = await Promise.all(Array.from({ length: 20 }, () => bookOne(base, { quote: first.quote })));
  const booked = race.filter((booking) => booking?.status === 201).length;
  const refused = race.filter((booking) => booking && booking.status >= 400 && booking.status < 500).length;
  const full = await query(`select count(*)::int as n from flight_inventory where sold <> capacity`);
  check(
    booked === 5 && refused === 15 && full[0].n === 0,
    `20 bookings of the last 5 seats at once across two processes: ${booked} booked, ${refused} refused (4xx), the flight exactly full`,
  );

  // 3. Mail: the server fails, is slow, hangs, then recovers; sign-ups send a code each meanwhile.
  const mailsBefore = (await query(`select count(*)::int as n from mail_outbox`))[0].n;
  // And one mail whose job a worker took, then never answered for (its process died, or the
  // database went away as the job was fetched): pg-boss's upkeep must give it to another worker.
  const [lost] = await query(`
    with copy as (
      insert into mail_outbox (kind, recipient, subject, text, html)
      values ('ops-lost-job', 'lost@example.com', 'A mail whose first worker died', 'Hello', '<p>Hello</p>')
      returning id)
    insert into pgboss.job (name, data, state, retry_limit, retry_delay, retry_backoff, started_on, expire_in)
    select 'mail-deliver', json_build_object('id', id::text), 'active', 10, 30, true, now(), interval '120 seconds' from copy
    returning data->>'id' as id`);
  const signUp = async (index) => {
    const me = browser(base, `10.200.${index}.9`);
    const res = await me.post('/api/signup', {
      email: `mail${index}-${Date.now()}@example.com`,
      firstName: 'Mail',
      lastName: 'Test',
      password: 'a long enough password',
    });
    count(res.status);
    if (res.status !== 201) say(`  sign-up answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  };
  smtp.setMode('fail');
  await Promise.all([1, 2, 3].map(signUp));
  await sleep(6000);
  smtp.setMode('slow');
  await Promise.all([4, 5, 6].map(signUp));
  await sleep(6000);
  smtp.setMode('hang');
  await Promise.all([7, 8, 9, 10].map(signUp));
  let mostSockets = 0;
  for (let second = 0; second < 15; second += 1) {
    mostSockets = Math.max(mostSockets, smtp.openSockets());
    await sleep(1000);
  }
  const afterHang = smtp.openSockets();
  // Two workers of four senders each: at most eight connections at once, each given up within its bounds.
  check(
    mostSockets > 0 && mostSockets <= 8 && afterHang <= mostSockets,
    `a hanging mail server holds a bounded number of our connections (at most ${mostSockets} at once, ${afterHang} after 15 s)`,
  );
  smtp.setMode('ok');
  const mailsDuringFaults = (await query(`select count(*)::int as n from mail_outbox`))[0].n - mailsBefore;

  // 4. kill -9 of a web process during a burst of bookings and payments.
  const burst = Array.from({ length: 12 }, (_, index) =>
    bookOne(base, { days: 40 + index }).then(async (booking) => {
      if (!booking?.reference) return null;
      await payOne(booking);
      return booking.reference;
    }),
  );
  await sleep(400);
  web[webA].signal('SIGKILL');
  const burstDone = await Promise.all(burst.map((work) => work.catch(() => null)));
  say(`burst with a process killed: ${burstDone.filter(Boolean).length} of 12 bookings made`);
  web[webA] = start('baobab-web@.service', String(webA));
  await ready(webA);

  // 5. The database restarts, then stops for five seconds, during bursts: 503s, never 500.
  const burstDuring = async (outage, label) => {
    statuses.clear();
    const during = Array.from({ length: 24 }, (_, index) =>
      sleep(index * 250)
        .then(() => bookOne(base, { days: 60 + index }))
        .then(
          async (booking) => booking?.reference && (await payOne(booking)),
          () => null,
        ),
    );
    await sleep(800);
    await outage();
    await Promise.all(during.map((work) => work.catch(() => null)));
    const fives = [...statuses.keys()].filter((status) => typeof status !== 'number' || status >= 500);
    check(
      fives.every((status) => status === 503),
      `${label} during a burst answers only 503 among 5xx (${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')})`,
    );
  };
  await burstDuring(async () => execSync(`${DB_CTL} restart`, { stdio: 'ignore' }), 'a database restart');
  await burstDuring(async () => {
    execSync(`${DB_CTL} stop`, { stdio: 'ignore' });
    await sleep(5000);
    execSync(`${DB_CTL} start`, { stdio: 'ignore' });
  }, 'a 5-second database stop');
  check((await fetch(`${base}/api/health/ready`)).status === 200, 'the site recovers by itself once the database is back (no restart)');

  // 6. SIGTERM of a web process under load: no 5xx.
  statuses.clear();
  let loading = true;
  const load = (async () => {
    while (loading) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${base}/api/health`).then(
            async (res) => {
              if (res.status >= 500) say(`  ${res.status}: ${(await res.text()).slice(0, 200)}`);
              return res.status;
            },
            () => 599,
          ),
        ),
      );
      answers.forEach(count);
    }
  })();
  await sleep(1000);
  web[webB].signal('SIGTERM');
  const stopped = await web[webB].exited;
  await sleep(500);
  loading = false;
  await load;
  check(
    ![...statuses.keys()].some((status) => status >= 500),
    `SIGTERM under load: no 5xx (${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}), exit ${stopped.code ?? stopped.signal}`,
  );
  web[webB] = start('baobab-web@.service', String(webB));
  await ready(webB);

  // Afterwards: every mail delivered exactly once, every paid booking confirmed and fulfilled, no
  // seat held by a booking without its airline order (a request killed between the two is swept
  // three minutes on, by the lapse job).
  const deadline = Date.now() + 300_000;
  let unsent = -1;
  let pendingPaid = -1;
  let unfulfilled = -1;
  let unbooked = -1;
  while (Date.now() < deadline) {
    unsent = (await query(`select count(*)::int as n from mail_outbox where sent_at is null`))[0].n;
    pendingPaid = (
      await query(
        `select count(*)::int as n from payments p join sandbox_transactions s on s.reference = p.reference where s.status = 'success' and p.status = 'PENDING'`,
      )
    )[0].n;
    unfulfilled = (await query(`select count(*)::int as n from orders where status = 'CONFIRMED' and fulfilment is distinct from 'DONE'`))[0].n;
    unbooked = (await query(`select count(*)::int as n from orders where kind = 'flight' and status = 'PENDING' and provider_order_id is null`))[0].n;
    if (unsent === 0 && pendingPaid === 0 && unfulfilled === 0 && unbooked === 0) break;
    await sleep(3000);
  }
  const mails = (await query(`select id::text from mail_outbox`)).map((row) => row.id);
  const byId = new Map();
  for (const { id } of smtp.received) byId.set(id, (byId.get(id) ?? 0) + 1);
  const twice = [...byId.values()].filter((n) => n > 1).length;
  const delivered = mails.filter((id) => [...byId.keys()].some((key) => key?.startsWith(`<${id}@`))).length;
  check(
    unsent === 0 && delivered === mails.length && twice === 0,
    `every mail delivered once through the faults: ${delivered} of ${mails.length} (${mailsDuringFaults} written while the mail server failed, was slow or hung), ${twice} twice, ${unsent} unsent`,
  );
  const [lostMail] = await query(`select extract(epoch from sent_at - created_at)::int as seconds from mail_outbox where id = $1`, [lost.id]);
  check(
    lostMail.seconds !== null,
    `a mail job whose worker never answered given to another worker (${lostMail.seconds ?? 'not'} s after it was taken; it expires after 120 s)`,
  );
  if (unsent > 0) {
    // What kept them: the row (tries, last error, claim) and its delivery jobs (state, retries, next start).
    const stuck = await query(`select m.id::text, m.kind, m.attempts, m.last_error, m.claimed_until, m.created_at,
        (select json_agg(json_build_object('state', j.state, 'retries', j.retry_count, 'startAfter', j.start_after)) from pgboss.job j where j.name = 'mail-deliver' and j.data->>'id' = m.id::text) as jobs
      from mail_outbox m where m.sent_at is null`);
    for (const row of stuck) say(`  unsent: ${JSON.stringify(row)}`);
  }
  check(pendingPaid === 0, `no booking paid at the gateway left pending once the reconciliation ran (${pendingPaid})`);
  check(unfulfilled === 0, `every paid booking fulfilled (its airline order ticketed) after the faults (${unfulfilled} not)`);
  check(unbooked === 0, `no seat held by a booking without its airline order (${unbooked})`);
  const inconsistent = await query(`
    select o.reference from orders o
    where (o.status = 'CONFIRMED' and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'SUCCEEDED'))
       or exists (select 1 from payments p where p.order_id = o.id and p.status = 'SUCCEEDED' and o.status = 'PENDING')`);
  check(inconsistent.length === 0, `every order consistent with its payments (${inconsistent.length} not)`);

  // 7. Schedules: one run per minute slot for the cluster, although two processes run jobs. pg-boss
  // turns a schedule's slot into a `__pgboss__send-it` job keyed by the minute, whose handler
  // creates the run; a slot handled late (the database was down) creates its run in the next
  // minute, so runs are counted per slot, not per minute of creation.
  const schedule = () =>
    query(`
    select
      (select count(distinct singleton_on)::int from (
        select singleton_on from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'orders-lapse'
        union all select singleton_on from pgboss.archive where name = '__pgboss__send-it' and data->>'name' = 'orders-lapse') s) as slots,
      (select count(*)::int from (
        select id from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'orders-lapse'
        union all select id from pgboss.archive where name = '__pgboss__send-it' and data->>'name' = 'orders-lapse') s) as "slotJobs",
      (select count(*)::int from (
        select id from pgboss.job where name = 'orders-lapse'
        union all select id from pgboss.archive where name = 'orders-lapse') r) as runs`);
  for (let waited = 0; (await schedule())[0].slots < 2 && waited < 150; waited += 5) await sleep(5000);
  const [{ slots, slotJobs, runs }] = await schedule();
  check(
    slots >= 2 && slotJobs === slots && runs <= slots && runs >= slots - 1,
    `orders-lapse ran once per minute slot for the whole cluster (${slots} slots, ${slotJobs} slot jobs, ${runs} runs)`,
  );

  for (const worker of workers) worker.signal('SIGTERM');
  await proxy.close();
} catch (error) {
  failures.push(String(error?.stack ?? error));
  console.error(error);
} finally {
  await stopAll();
}
say(failures.length ? `${failures.length} failed` : 'all passed');
process.exit(failures.length ? 1 : 0);
