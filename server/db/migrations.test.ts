import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { flightOrderKind } from '../flights/kind';
import { getFlightProvider } from '../flights/providers';
import type { FlightOffer } from '../flights/providers/types';
import { lapseExpiredOrders, loadOrderByReference, orderView, readPaymentsWith, registerOrderKind, type OrderView } from '../orders/orders';
import { paymentFactsOf } from '../payments/facts';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import type { Database } from './client';
import * as schema from './schema';

/*
 * 0011 turns flight bookings into product-neutral orders by renaming tables and columns. This
 * builds a database as it stood at 0010, with bookings in every state (awaiting a card payment,
 * reserved for a bank transfer, paid with a promo code, seats and bags, lapsed with a refund
 * due), migrates it and checks that every booking, payment, code and reward is still there and
 * reads the same through the order core.
 */

const MIGRATIONS = path.join(process.cwd(), 'server', 'db', 'migrations');
const BEFORE = '0010_security_hardening';

let client: PGlite;
let db: Database;
let folder: string;
let offer: FlightOffer;

const ids = {
  inviter: '00000000-0000-4000-8000-000000000001',
  invitee: '00000000-0000-4000-8000-000000000002',
  card: '10000000-0000-4000-8000-000000000001',
  transfer: '10000000-0000-4000-8000-000000000002',
  paid: '10000000-0000-4000-8000-000000000003',
  lapsed: '10000000-0000-4000-8000-000000000004',
};

/** The migrations folder as it stood at `last`: the same files, the journal cut after it. */
function migrationsUpTo(last: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'baobab-migrations-'));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  expect(end).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function rows(query: string) {
  return (await client.query<Record<string, unknown>>(query)).rows;
}

beforeAll(async () => {
  // A real priced offer from the offline provider, as a booking of 0010 stored it.
  const test = await useTestDatabase();
  const provider = await getFlightProvider(test.db);
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const found = await provider.searchOffers({
    currencyCode: 'NGN',
    originDestinations: [{ id: '1', originLocationCode: 'LOS', destinationLocationCode: 'ABV', departureDateTimeRange: { date } }],
    travelers: [
      { id: '1', travelerType: 'ADULT' },
      { id: '2', travelerType: 'HELD_INFANT', associatedAdultId: '1' },
    ],
    sources: ['GDS'],
    searchCriteria: { maxFlightOffers: 5 },
  });
  offer = await provider.priceOffer(found.data[0]!, 'NGN');

  folder = migrationsUpTo(BEFORE);
  client = new PGlite();
  db = drizzle({ client, schema }) as unknown as Database;
  await migrate(db as never, { migrationsFolder: folder });

  const json = JSON.stringify(offer).replaceAll("'", "''");
  const segment = offer.itineraries[0]!.segments[0]!;
  const flightKey = `${segment.carrierCode}${segment.number}|${segment.departure.at.slice(0, 10)}`;
  await client.exec(`
    INSERT INTO users (id, email, first_name, last_name, referral_code) VALUES
      ('${ids.inviter}', 'inviter@example.com', 'Ngozi', 'Eze', 'NGOZI1'),
      ('${ids.invitee}', 'ada@example.com', 'Ada', 'Obi', 'ADA1');
    UPDATE users SET referred_by = '${ids.inviter}' WHERE id = '${ids.invitee}';
    INSERT INTO vouchers (code, percent_off, redemptions, max_redemptions) VALUES ('WELCOME10', 10, 1, 100), ('THANKS-NGOZI', 10, 0, 1);

    INSERT INTO bookings (id, reference, status, contact_email, contact_phone, language, currency, base_minor, taxes_minor, extras_minor, discount_minor, total_minor, voucher_code, payment_method, offer, payment_deadline, client_address, contact_verified_at, paid_at, user_id, created_at, updated_at) VALUES
      ('${ids.card}', 'CARD01', 'PENDING', 'card@example.com', '+234 803 000 0001', 'en', 'NGN', 10000000, 2000000, 0, 0, 12000000, NULL, NULL, '${json}', now() + interval '1 hour', '203.0.113.1', NULL, NULL, NULL, now() - interval '5 minutes', now() - interval '5 minutes'),
      ('${ids.transfer}', 'XFER02', 'PENDING', 'transfer@example.com', '+234 803 000 0002', 'fr', 'NGN', 10000000, 2000000, 0, 0, 12000000, NULL, 'BANK_TRANSFER', '${json}', now() + interval '2 days', '203.0.113.2', now() - interval '1 minute', NULL, NULL, now() - interval '10 minutes', now() - interval '1 minute'),
      ('${ids.paid}', 'PAID03', 'CONFIRMED', 'ada@example.com', '+234 803 000 0003', 'en', 'NGN', 10000000, 2000000, 900000, 1290000, 11610000, 'WELCOME10', 'PAYSTACK', '${json}', now() + interval '1 hour', '203.0.113.3', NULL, now() - interval '2 minutes', '${ids.invitee}', now() - interval '20 minutes', now() - interval '2 minutes'),
      ('${ids.lapsed}', 'GONE04', 'CANCELLED', 'late@example.com', '+234 803 000 0004', 'en', 'USD', 15000, 3000, 0, 0, 18000, NULL, NULL, '${json}', now() - interval '1 hour', '203.0.113.4', NULL, NULL, NULL, now() - interval '3 hours', now() - interval '1 hour');

    INSERT INTO booking_passengers (booking_id, traveler_id, traveler_type, title, first_name, last_name, date_of_birth, gender, nationality, passport_number, passport_country, passport_expiry, associated_adult_id)
      SELECT id, '1', 'ADULT', 'MS', 'Ada', 'Obi', '1990-05-01', 'FEMALE', 'NG', 'B19876543', 'NG', '2032-01-01', NULL FROM bookings;
    INSERT INTO booking_passengers (booking_id, traveler_id, traveler_type, title, first_name, last_name, date_of_birth, gender, nationality, passport_number, passport_country, passport_expiry, associated_adult_id)
      SELECT id, '2', 'HELD_INFANT', 'MISS', 'Kemi', 'Obi', '2026-01-15', 'FEMALE', 'NG', 'B29876543', 'NG', '2032-01-01', '1' FROM bookings;
    INSERT INTO booking_flights (booking_id, flight_key, cabin, seats) VALUES
      ('${ids.card}', '${flightKey}', 'ECONOMY', 1), ('${ids.transfer}', '${flightKey}', 'ECONOMY', 1), ('${ids.paid}', '${flightKey}', 'ECONOMY', 1);
    INSERT INTO flight_inventory (flight_key, cabin, capacity, sold) VALUES ('${flightKey}', 'ECONOMY', 150, 3);
    INSERT INTO booking_seats (booking_id, traveler_id, segment_id, flight_key, seat_number, price_minor) VALUES ('${ids.paid}', '1', '${segment.id}', '${flightKey}', '12A', 500000);
    INSERT INTO booking_bags (booking_id, traveler_id, itinerary_index, quantity, price_minor) VALUES ('${ids.paid}', '1', 0, 1, 400000);

    INSERT INTO payments (reference, booking_id, gateway, amount_minor, currency, status, gateway_transaction_id, failure_reason, created_at) VALUES
      ('CARD01-1', '${ids.card}', 'paystack', 12000000, 'NGN', 'PENDING', NULL, NULL, now() - interval '4 minutes'),
      ('PAID03-1', '${ids.paid}', 'paystack', 11610000, 'NGN', 'FAILED', 'tx-1', 'Declined', now() - interval '4 minutes'),
      ('PAID03-2', '${ids.paid}', 'paystack', 11610000, 'NGN', 'SUCCEEDED', 'tx-2', NULL, now() - interval '3 minutes'),
      ('GONE04-1', '${ids.lapsed}', 'flutterwave', 18000, 'USD', 'REFUND_DUE', 'tx-3', 'Paid after the booking lapsed', now() - interval '30 minutes');
    INSERT INTO one_time_codes (booking_id, purpose, code_hash, expires_at, verified_at) VALUES ('${ids.transfer}', 'contact', '${'a'.repeat(64)}', now() + interval '10 minutes', now());
    INSERT INTO referral_rewards (inviter_id, invitee_id, booking_id, voucher_code) VALUES ('${ids.inviter}', '${ids.invitee}', '${ids.paid}', 'THANKS-NGOZI');
  `);
  await migrate(db as never, { migrationsFolder: MIGRATIONS });
  registerOrderKind(flightOrderKind);
  readPaymentsWith(paymentFactsOf);
}, 120_000);

afterAll(async () => {
  await client?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  await closeTestDatabase();
});

describe('migration 0011: bookings become orders', () => {
  it('keeps every booking as a flight order, with its state, amounts and owner', async () => {
    const orders = await rows(
      'SELECT reference, kind, status, currency, total_minor, discount_minor, extras_minor, voucher_code, payment_method, user_id, cancelled_at IS NOT NULL AS cancelled, refunded_minor, paid_at IS NOT NULL AS paid FROM orders ORDER BY reference',
    );
    expect(orders).toEqual([
      {
        reference: 'CARD01',
        kind: 'flight',
        status: 'PENDING',
        currency: 'NGN',
        total_minor: 12000000,
        discount_minor: 0,
        extras_minor: 0,
        voucher_code: null,
        payment_method: null,
        user_id: null,
        cancelled: false,
        refunded_minor: 0,
        paid: false,
      },
      {
        reference: 'GONE04',
        kind: 'flight',
        status: 'CANCELLED',
        currency: 'USD',
        total_minor: 18000,
        discount_minor: 0,
        extras_minor: 0,
        voucher_code: null,
        payment_method: null,
        user_id: null,
        cancelled: true,
        refunded_minor: 0,
        paid: false,
      },
      {
        reference: 'PAID03',
        kind: 'flight',
        status: 'CONFIRMED',
        currency: 'NGN',
        total_minor: 11610000,
        discount_minor: 1290000,
        extras_minor: 900000,
        voucher_code: 'WELCOME10',
        payment_method: 'PAYSTACK',
        user_id: ids.invitee,
        cancelled: false,
        refunded_minor: 0,
        paid: true,
      },
      {
        reference: 'XFER02',
        kind: 'flight',
        status: 'PENDING',
        currency: 'NGN',
        total_minor: 12000000,
        discount_minor: 0,
        extras_minor: 0,
        voucher_code: null,
        payment_method: 'BANK_TRANSFER',
        user_id: null,
        cancelled: false,
        refunded_minor: 0,
        paid: false,
      },
    ]);
    const offers = await rows('SELECT o.reference, f.offer FROM flight_orders f JOIN orders o ON o.id = f.order_id ORDER BY o.reference');
    expect(offers.map((row) => row.reference)).toEqual(['CARD01', 'GONE04', 'PAID03', 'XFER02']);
    for (const row of offers) expect(row.offer).toEqual(offer);
  });

  it('keeps travellers, held seats, chosen seats and bags under the flight tables', async () => {
    const count = async (table: string) =>
      (await rows(`SELECT o.reference, count(*)::int AS n FROM ${table} t JOIN orders o ON o.id = t.order_id GROUP BY o.reference ORDER BY o.reference`)).map(
        (row) => `${row.reference}:${row.n}`,
      );
    expect(await count('flight_passengers')).toEqual(['CARD01:2', 'GONE04:2', 'PAID03:2', 'XFER02:2']);
    expect(await count('flight_holds')).toEqual(['CARD01:1', 'PAID03:1', 'XFER02:1']);
    expect(await count('flight_seats')).toEqual(['PAID03:1']);
    expect(await count('flight_bags')).toEqual(['PAID03:1']);
    const [infant] = await rows(
      `SELECT passport_number, associated_adult_id FROM flight_passengers WHERE traveler_type = 'HELD_INFANT' AND order_id = '${ids.paid}'`,
    );
    expect(infant).toEqual({ passport_number: 'B29876543', associated_adult_id: '1' });
  });

  it('keeps payments, one-time codes, referral rewards and promo-code redemptions pointing at their order', async () => {
    expect(
      await rows('SELECT p.reference, p.status, o.reference AS order_ref FROM payments p JOIN orders o ON o.id = p.order_id ORDER BY p.reference'),
    ).toEqual([
      { reference: 'CARD01-1', status: 'PENDING', order_ref: 'CARD01' },
      { reference: 'GONE04-1', status: 'REFUND_DUE', order_ref: 'GONE04' },
      { reference: 'PAID03-1', status: 'FAILED', order_ref: 'PAID03' },
      { reference: 'PAID03-2', status: 'SUCCEEDED', order_ref: 'PAID03' },
    ]);
    expect(await rows('SELECT o.reference FROM one_time_codes c JOIN orders o ON o.id = c.order_id')).toEqual([{ reference: 'XFER02' }]);
    expect(await rows('SELECT o.reference, r.voucher_code FROM referral_rewards r JOIN orders o ON o.id = r.order_id')).toEqual([
      { reference: 'PAID03', voucher_code: 'THANKS-NGOZI' },
    ]);
    expect(await rows(`SELECT redemptions FROM vouchers WHERE code = 'WELCOME10'`)).toEqual([{ redemptions: 1 }]);
  });

  it('reads the migrated orders through the order core as the API shows them', async () => {
    const paid = await loadOrderByReference(db, 'PAID03');
    expect(paid).not.toBeNull();
    const view = orderView(paid!) as OrderView & Record<string, unknown>;
    expect(view).toMatchObject({
      reference: 'PAID03',
      kind: 'flight',
      status: 'CONFIRMED',
      voucherCode: 'WELCOME10',
      fare: { base: '100000.00', taxes: '20000.00', extras: '9000.00', discount: '12900.00', total: '116100.00' },
      lastPayment: { gateway: 'paystack', status: 'SUCCEEDED' },
      seats: [{ travelerId: '1', number: '12A', price: '5000.00' }],
      bags: [{ travelerId: '1', itineraryIndex: 0, quantity: 1, price: '4000.00' }],
      payable: false,
    });
    expect(view.passengers).toMatchObject([
      { firstName: 'Ada', travelerType: 'ADULT' },
      { firstName: 'Kemi', travelerType: 'HELD_INFANT' },
    ]);
    expect(view.itineraries).toEqual(offer.itineraries);
    // A reservation of those days held no airline order: it cannot be paid now (it is given back by the sweep)…
    const transfer = orderView((await loadOrderByReference(db, 'XFER02'))!);
    expect(transfer).toMatchObject({ paymentMethod: 'BANK_TRANSFER', payable: false });
    // …one that had its airline order reads as a reservation still open.
    await db.execute(sql`update orders set provider_order_id = 'LEGACY1' where reference = 'XFER02'`);
    expect(orderView((await loadOrderByReference(db, 'XFER02'))!)).toMatchObject({
      paymentMethod: 'BANK_TRANSFER',
      payable: true,
      bankTransferDeadline: expect.any(String),
    });
  });

  it('lapses a migrated order past its deadline and gives back its seats', async () => {
    await client.exec(`UPDATE orders SET payment_deadline = now() - interval '1 minute' WHERE reference = 'CARD01'`);
    expect(await lapseExpiredOrders(db)).toBe(1);
    expect(await rows(`SELECT status, cancelled_at IS NOT NULL AS cancelled FROM orders WHERE reference = 'CARD01'`)).toEqual([
      { status: 'CANCELLED', cancelled: true },
    ]);
    expect(await rows('SELECT sold FROM flight_inventory')).toEqual([{ sold: 2 }]);
  });

  it('leaves the database with every table, index and constraint the schema declares', async () => {
    // The schema as the last migration leaves it (later migrations change what 0011 made).
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ idx: number }> };
    const last = String(journal.entries.at(-1)!.idx).padStart(4, '0');
    const snapshot = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', `${last}_snapshot.json`), 'utf8')) as {
      tables: Record<
        string,
        {
          name: string;
          indexes: Record<string, unknown>;
          foreignKeys: Record<string, unknown>;
          uniqueConstraints: Record<string, unknown>;
          checkConstraints: Record<string, unknown>;
          columns: Record<string, unknown>;
        }
      >;
    };
    const tables = new Set((await rows(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).map((row) => row.tablename));
    const indexes = new Set((await rows(`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`)).map((row) => row.indexname));
    const constraints = new Set(
      (await rows(`SELECT conname FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public'`)).map((row) => row.conname),
    );
    const columns = new Set(
      (await rows(`SELECT table_name || '.' || column_name AS name FROM information_schema.columns WHERE table_schema = 'public'`)).map((row) => row.name),
    );
    const missing: string[] = [];
    for (const table of Object.values(snapshot.tables)) {
      if (!tables.has(table.name)) missing.push(`table ${table.name}`);
      for (const column of Object.keys(table.columns)) if (!columns.has(`${table.name}.${column}`)) missing.push(`column ${table.name}.${column}`);
      for (const name of Object.keys(table.indexes)) if (!indexes.has(name)) missing.push(`index ${name}`);
      for (const name of [...Object.keys(table.foreignKeys), ...Object.keys(table.uniqueConstraints), ...Object.keys(table.checkConstraints)])
        if (!constraints.has(name)) missing.push(`constraint ${name}`);
    }
    expect(missing).toEqual([]);
    // Newer PostgreSQL (PGlite among them) also names each NOT NULL; those keep the table's old name, harmlessly.
    const leftovers = [...tables, ...indexes, ...constraints]
      .map(String)
      .filter(
        (name) =>
          name.includes('booking') &&
          !name.startsWith('insurance') &&
          !name.startsWith('stay_') &&
          !name.startsWith('experience_') &&
          !name.endsWith('_not_null'),
      );
    expect(leftovers).toEqual([]);
  });
});
