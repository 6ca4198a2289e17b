#!/usr/bin/env node
/**
 * Flight search API latency: N varied searches (one way, return, multi-city; 1–4 travellers;
 * cabins; dates 3–200 days out) sent one after another to POST /api/flight/offers. Prints
 * p50, p95 and max in milliseconds.
 *
 *   npm run build && node bench/search-latency.mjs [--requests 200] [--url http://127.0.0.1:3000]
 */

import { option as readOption, startServer } from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => readOption(argv, name, fallback);
const requests = Number(option('--requests', '200'));
let baseUrl = option('--url', undefined);

const AIRPORTS = [
  'LOS',
  'ABV',
  'PHC',
  'KAN',
  'ENU',
  'ACC',
  'ABJ',
  'DSS',
  'LFW',
  'DLA',
  'FIH',
  'ADD',
  'NBO',
  'JNB',
  'CMN',
  'LHR',
  'CDG',
  'IST',
  'DXB',
  'DOH',
  'JFK',
  'ATL',
  'FRA',
  'AMS',
];
const CABINS = ['ECONOMY', 'ECONOMY', 'ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function searchBody(index) {
  const pick = (list, salt) => list[(index * 7 + salt * 13) % list.length];
  const origin = pick(AIRPORTS, 1);
  let destination = pick(AIRPORTS, 2 + index);
  if (destination === origin) destination = origin === 'LOS' ? 'LHR' : 'LOS';
  const start = 3 + ((index * 11) % 190);
  const kind = index % 5;
  const legs =
    kind < 2
      ? [[origin, destination, day(start)]]
      : kind < 4
        ? [
            [origin, destination, day(start)],
            [destination, origin, day(start + 7)],
          ]
        : [
            [origin, destination, day(start)],
            [destination, pick(AIRPORTS, 5), day(start + 3)],
            [pick(AIRPORTS, 5), origin, day(start + 6)],
          ].filter((leg) => leg[0] !== leg[1]);
  const adults = 1 + (index % 2);
  const travelers = [
    ...Array.from({ length: adults }, (_, i) => ({ id: String(i + 1), travelerType: 'ADULT' })),
    ...(index % 3 === 0 ? [{ id: '8', travelerType: 'CHILD' }] : []),
    ...(index % 4 === 0 ? [{ id: '9', travelerType: 'HELD_INFANT', associatedAdultId: '1' }] : []),
  ];
  const cabin = pick(CABINS, 3);
  return {
    currencyCode: index % 2 ? 'NGN' : 'USD',
    originDestinations: legs.map(([from, to, date], i) => ({
      id: String(i + 1),
      originLocationCode: from,
      destinationLocationCode: to,
      departureDateTimeRange: { date },
    })),
    travelers,
    sources: ['GDS'],
    searchCriteria: {
      maxFlightOffers: 30,
      flightFilters: { cabinRestrictions: [{ cabin, coverage: 'MOST_SEGMENTS', originDestinationIds: legs.map((_, i) => String(i + 1)) }] },
    },
  };
}

const server = baseUrl ? null : await startServer();
baseUrl ??= server.url;
try {
  const post = (body) => fetch(`${baseUrl}/api/flight/offers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  for (let index = 0; index < 5; index += 1) await (await post(searchBody(index))).arrayBuffer(); // warm-up
  const timings = [];
  let offers = 0;
  let failures = 0;
  for (let index = 0; index < requests; index += 1) {
    const started = performance.now();
    const response = await post(searchBody(index + 1000));
    const body = await response.json();
    timings.push(performance.now() - started);
    if (response.ok) offers += body.data.length;
    else failures += 1;
  }
  timings.sort((a, b) => a - b);
  const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))];
  console.log(`flight search: ${requests} searches, ${failures} refused, ${(offers / (requests - failures || 1)).toFixed(1)} offers on average`);
  console.log(`p50 ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   max ${timings.at(-1).toFixed(1)} ms`);
} finally {
  server?.stop();
}
