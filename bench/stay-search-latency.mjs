#!/usr/bin/env node
/**
 * Stay search API latency on the embedded catalogue: N varied searches (22 cities; 1–4 adults,
 * 1–2 rooms, children; stays of 1–10 nights, 3–300 days out; sorts and filters) sent one after
 * another to GET /api/searchStaysHotels. Prints p50, p95 and max in milliseconds (goal: p95 < 50 ms).
 *
 *   npm run build && node bench/stay-search-latency.mjs [--requests 200] [--url http://127.0.0.1:3000]
 */

import { option as readOption, startServer } from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => readOption(argv, name, fallback);
const requests = Number(option('--requests', '200'));
let baseUrl = option('--url', undefined);

const CITIES = [
  'LOS',
  'ABV',
  'PHC',
  'KAN',
  'ENU',
  'CBQ',
  'ACC',
  'KMS',
  'DKR',
  'ABJ',
  'LFW',
  'COO',
  'DLA',
  'YAO',
  'LBV',
  'NBO',
  'JNB',
  'DXB',
  'LON',
  'PAR',
  'IST',
  'CAI',
];
const SORTS = ['RECOMMENDED', 'PRICE', 'REVIEW_SCORE', 'DISTANCE', 'STARS'];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function searchQuery(index) {
  const start = 3 + ((index * 17) % 297);
  const nights = 1 + (index % 10);
  const params = new URLSearchParams({
    iata: CITIES[(index * 7) % CITIES.length],
    checkIn: day(start),
    checkOut: day(start + nights),
    adults: String(2 + (index % 3)),
    rooms: String(1 + (index % 5 === 0 ? 1 : 0)),
    sort: SORTS[index % SORTS.length],
    bookingCurrency: index % 2 ? 'NGN' : 'USD',
    pageSize: '10',
  });
  if (index % 3 === 0) params.set('childAges', '7');
  if (index % 4 === 1) params.set('freeCancellation', 'true');
  if (index % 6 === 2) params.set('minScore', '7');
  if (index % 7 === 3) params.set('minStars', '4');
  return params;
}

const server = baseUrl ? null : await startServer();
baseUrl ??= server.url;
try {
  const get = (params) => fetch(`${baseUrl}/api/searchStaysHotels?${params}`);
  for (let index = 0; index < 5; index += 1) await (await get(searchQuery(index))).arrayBuffer(); // warm-up (the catalogue is seeded by the first)
  const timings = [];
  let stays = 0;
  let failures = 0;
  for (let index = 0; index < requests; index += 1) {
    const started = performance.now();
    const res = await get(searchQuery(index));
    const body = await res.json();
    timings.push(performance.now() - started);
    if (res.ok) stays += body.data.length;
    else failures += 1;
  }
  timings.sort((a, b) => a - b);
  const at = (share) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))].toFixed(1);
  console.log(`stay searches: ${requests}, failures ${failures}, stays per page ${(stays / Math.max(1, requests - failures)).toFixed(1)}`);
  console.log(`latency ms: p50 ${at(0.5)}   p95 ${at(0.95)}   max ${timings.at(-1).toFixed(1)}`);
} finally {
  server?.stop();
}
