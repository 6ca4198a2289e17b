#!/usr/bin/env node
/**
 * A burst of bookings and payments (docs/operations.md, "Measured at volume"): four clients at once,
 * each booking a flight (POST /api/flight/create-order, after its search and pricing) and paying it
 * at the sandbox gateway, then coming back from it (GET /api/payment/psverify: the settlement, and
 * since fulfilment moved out of the payment's lock, the airline asked and the confirmation mailed
 * after the commit). Reports p50 and p95 of both calls, in milliseconds.
 *
 *   npm run build && node bench/booking-burst.mjs [--clients 4] [--rounds 10] [--url http://127.0.0.1:3000]
 *
 * On the embedded database by default (a server of its own, its own data folder); `--url` measures
 * a running site (PostgreSQL behind it, say). Compare builds on one machine: the figures move with it.
 */
import { option as readOption, startServer } from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => readOption(argv, name, fallback);
const clients = Number(option('--clients', '4'));
const rounds = Number(option('--rounds', '10'));
const given = option('--url', undefined);
const server = given
  ? null
  : await startServer({ env: { HOLD_LIMIT_BOOKINGS: '1000', HOLD_LIMIT_SEATS: '10000', BOOKINGS_PER_HOUR: '10000', TRUST_PROXY: '1' } });
const base = given ?? server.url;

/** A browser of its own: its cookies, its address, the XSRF header axios would send. */
function browser(index) {
  const jar = new Map();
  const ip = `10.66.${index}.${Math.floor(Math.random() * 200) + 1}`;
  const call = async (method, path, body, form = false) => {
    if (!jar.has('XSRF-TOKEN') && !jar.has('__Host-XSRF-TOKEN')) {
      const first = await fetch(`${base}/api/cookie`, { headers: { 'x-forwarded-for': ip } });
      for (const line of first.headers.getSetCookie()) jar.set(line.split('=')[0], line.split(';')[0].split('=').slice(1).join('='));
    }
    const headers = {
      'x-forwarded-for': ip,
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': jar.get('XSRF-TOKEN') ?? jar.get('__Host-XSRF-TOKEN') ?? '',
    };
    if (body !== undefined) headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : form ? new URLSearchParams(body) : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) jar.set(line.split('=')[0], line.split(';')[0].split('=').slice(1).join('='));
    return res;
  };
  return { get: (path) => call('GET', path), post: (path, body, form) => call('POST', path, body, form) };
}

const timed = async (work) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const createOrder = [];
const paymentReturn = [];
const failures = [];

async function client(index) {
  for (let round = 0; round < rounds; round += 1) {
    const me = browser(index);
    const date = new Date(Date.now() + (20 + index * rounds + round) * 86_400_000).toISOString().slice(0, 10);
    const offers = await (
      await me.post('/api/flight/offers', {
        currencyCode: 'NGN',
        originDestinations: [{ id: '1', originLocationCode: 'LOS', destinationLocationCode: 'ABV', departureDateTimeRange: { date } }],
        travelers: [{ id: '1', travelerType: 'ADULT' }],
        sources: ['GDS'],
      })
    ).json();
    const quote = await (await me.post('/api/flight/confirm-offer', { searchId: offers.meta.searchId, offerId: offers.data[0].id })).json();
    const traveller = {
      id: '1',
      title: 'MR',
      firstName: 'Musa',
      lastName: 'Sani',
      dateOfBirth: '1980-01-01',
      gender: 'MALE',
      nationality: 'NG',
      passport: { number: 'M1234567', issuingCountry: 'NG', expiryDate: '2032-01-01' },
    };
    const booked = await timed(() =>
      me.post('/api/flight/create-order', {
        quoteId: quote.meta.quoteId,
        data: { type: 'flight-order', travelers: [traveller], contact: { email: `burst${index}.${round}@example.com`, phone: '+234 803 000 0000' } },
        expectedTotal: quote.data.flightOffers[0].price.total,
      }),
    );
    if (booked.result.status !== 201) {
      failures.push(`create-order ${booked.result.status}`);
      continue;
    }
    createOrder.push(booked.ms);
    const { reference } = (await booked.result.json()).data;
    const start = await me.get(`/api/payment/paystack?bookingId=${reference}`);
    const payment = decodeURIComponent(start.headers.get('location').split('/').pop());
    const paid = await me.post(`/api/payment/sandbox/${payment}`, { outcome: 'success' }, true);
    const back = new URL(paid.headers.get('location'));
    const returned = await timed(() => me.get(`${back.pathname}${back.search}`));
    if (returned.result.status !== 302 || !/confirmation/.test(returned.result.headers.get('location') ?? ''))
      failures.push(`payment return ${returned.result.status} ${returned.result.headers.get('location')}`);
    else paymentReturn.push(returned.ms);
  }
}

try {
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  const figures = (values) => ({
    runs: values.length,
    p50Ms: Math.round(quantile(values, 0.5)),
    p95Ms: Math.round(quantile(values, 0.95)),
    maxMs: Math.round(Math.max(...values)),
  });
  console.log(JSON.stringify({ clients, rounds, createOrder: figures(createOrder), paymentReturn: figures(paymentReturn), failures }, null, 2));
} finally {
  server?.stop();
}
