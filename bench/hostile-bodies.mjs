#!/usr/bin/env node
/**
 * Hostile request bodies: 64 kB bodies of the shapes that cost a server the most to parse and
 * walk (32,000 nested arrays, deep objects, 16,000-key objects, wide arrays, thousands of escaped
 * or ill-formed strings), sent one at a time to an unknown /api path and to real routes. Prints
 * each shape's answer and its time (median and worst of --rounds), then the home page's time
 * while three of the worst go at once. Sequential requests on an idle server: a request's time
 * bounds the CPU it cost. The goal (the security issue): every one under 50 ms, and the home page
 * not held up.
 *
 *   npm run build && node bench/hostile-bodies.mjs [--rounds 5] [--url http://127.0.0.1:3000]
 */

import { median, option as readOption, startServer } from './lib/server.mjs';

const argv = process.argv.slice(2);
const rounds = Number(readOption(argv, '--rounds', '5'));
let baseUrl = readOption(argv, '--url', undefined);
const LIMIT_MS = 50;
const BYTES = 64 * 1024 - 64;

/** Repeats a unit until the body is just under the 64 kB limit. */
const fill = (open, unit, close = '') => open + unit.repeat(Math.floor((BYTES - open.length - close.length) / unit.length)) + close;
const half = Math.floor(BYTES / 2);

const SHAPES = {
  'nested arrays [[[[…]]]]': '['.repeat(half) + ']'.repeat(half),
  'unclosed arrays [[[[…': '['.repeat(BYTES),
  'nested objects {"a":{"a":…': `${'{"a":'.repeat(Math.floor(BYTES / 6))}1${'}'.repeat(Math.floor(BYTES / 6))}`,
  'wide array [0,0,0,…]': fill('[', '0,', '0]'),
  'many keys {"k1":0,…}': `{${Array.from({ length: 16_000 }, (_, index) => `"${index.toString(36)}":0`).join(',').slice(0, BYTES - 40).replace(/,[^,]*$/, '')}}`,
  'many strings ["a","a",…]': fill('[', '"a",', '"a"]'),
  'escaped text "\\u00e9\\u00e9…"': fill('{"firstName":"', '\\u00e9', '"}'),
  'lone surrogates "\\ud800…"': fill('{"firstName":"', '\\ud800', '"}'),
  '32 levels, repeated': fill('[', `${'['.repeat(31)}${']'.repeat(31)},`, '0]'),
};
const PATHS = ['/api/nothing/here', '/api/flight/offers', '/api/insurance/quote', '/api/bookings/lookup'];

async function send(path, body) {
  const started = performance.now();
  // An XSRF pair as a browser holds it (over plain HTTP the cookie has no __Host- prefix), so sign-in routes read the body too.
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' }, body });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

let server;
if (!baseUrl) {
  server = await startServer();
  baseUrl = server.url;
}
let worst = 0;
try {
  await send('/api/nothing/here', '{}'); // warm up
  console.log(`shape${' '.repeat(30)}path${' '.repeat(24)}status  median ms  worst ms`);
  for (const [shape, body] of Object.entries(SHAPES)) {
    if (Buffer.byteLength(body) > 64 * 1024) throw new Error(`${shape} is ${Buffer.byteLength(body)} bytes`);
    for (const path of PATHS) {
      const runs = [];
      for (let round = 0; round < rounds; round += 1) runs.push(await send(path, body));
      const max = Math.max(...runs.map((run) => run.ms));
      worst = Math.max(worst, max);
      console.log(`${shape.padEnd(35)}${path.padEnd(28)}${[...new Set(runs.map((run) => run.status))].join('/').padEnd(8)}${median(runs.map((run) => run.ms)).toFixed(1).padStart(9)}${max.toFixed(1).padStart(10)}`);
    }
  }
  const home = async () => {
    const started = performance.now();
    await (await fetch(`${baseUrl}/`)).text();
    return performance.now() - started;
  };
  const alone = median([await home(), await home(), await home()]);
  const [underAttack] = await Promise.all([home(), ...[0, 1, 2].map(() => send('/api/nothing/here', SHAPES['nested arrays [[[[…]]]]']))]);
  console.log(`\nhome page: ${alone.toFixed(0)} ms alone, ${underAttack.toFixed(0)} ms beside three nested-array bodies`);
  console.log(`worst hostile body: ${worst.toFixed(1)} ms (goal: under ${LIMIT_MS} ms) ${worst < LIMIT_MS ? 'MET' : 'NOT MET'}`);
} finally {
  server?.stop();
}
