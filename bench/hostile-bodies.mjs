#!/usr/bin/env node
/**
 * Hostile request bodies: 64 kB bodies of the shapes that cost a server the most to parse and
 * walk (32,000 nested arrays, deep objects, 16,000-key objects, wide arrays, thousands of escaped
 * or ill-formed strings), sent one at a time to an unknown /api path and to real routes. Prints
 * each shape's answer, the server's CPU time per request (its processes' user + system time
 * from /proc over --rounds requests sent one at a time, divided by them) and the worst wall
 * time, then the home page's time while three nested bodies go at once. The goal (the security
 * issue): every shape under 50 ms of CPU, and the home page not held up.
 *
 *   npm run build && node bench/hostile-bodies.mjs [--rounds 10]
 *   node bench/hostile-bodies.mjs --url http://127.0.0.1:3000 --pid <the server's pid>
 */

import { readdirSync, readFileSync } from 'node:fs';
import { option as readOption, startServer } from './lib/server.mjs';

const argv = process.argv.slice(2);
const rounds = Number(readOption(argv, '--rounds', '10'));
let pid = Number(readOption(argv, '--pid', '0'));
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
  'many keys {"k1":0,…}': `{${Array.from({ length: 16_000 }, (_, index) => `"${index.toString(36)}":0`)
    .join(',')
    .slice(0, BYTES - 40)
    .replace(/,[^,]*$/, '')}}`,
  'many strings ["a","a",…]': fill('[', '"a",', '"a"]'),
  'escaped text "\\u00e9\\u00e9…"': fill('{"firstName":"', '\\u00e9', '"}'),
  'lone surrogates "\\ud800…"': fill('{"firstName":"', '\\ud800', '"}'),
  '32 levels, repeated': fill('[', `${'['.repeat(31)}${']'.repeat(31)},`, '0]'),
};
const PATHS = ['/api/nothing/here', '/api/flight/offers', '/api/insurance/quote', '/api/bookings/lookup'];

/** Milliseconds of CPU the server's processes (its process group) have used so far. */
function serverCpuMs() {
  const group = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[2]);
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The XSRF pair a browser holds (its cookie's name as the server sets it), so sign-in routes read the body too. */
let xsrf = {};
async function holdXsrf() {
  const line = (await fetch(`${baseUrl}/api/cookie`)).headers.getSetCookie().find((cookie) => /XSRF-TOKEN=/.test(cookie));
  const [name, value] = line.split(';')[0].split('=');
  xsrf = { cookie: `${name}=${value}`, 'x-xsrf-token': value };
}

async function send(path, body) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...xsrf }, body });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

let server;
if (!baseUrl) {
  server = await startServer();
  baseUrl = server.url;
  pid = server.pid;
}
if (!pid) throw new Error('--url needs --pid, the server process to measure');
let worst = 0;
try {
  await holdXsrf();
  for (const body of Object.values(SHAPES)) for (const path of PATHS) await send(path, body); // warm up
  console.log(`shape${' '.repeat(30)}path${' '.repeat(24)}status  CPU ms/req  worst wall ms`);
  for (const [shape, body] of Object.entries(SHAPES)) {
    if (Buffer.byteLength(body) > 64 * 1024) throw new Error(`${shape} is ${Buffer.byteLength(body)} bytes`);
    for (const path of PATHS) {
      const runs = [];
      const cpuBefore = serverCpuMs();
      for (let round = 0; round < rounds; round += 1) runs.push(await send(path, body));
      const cpu = (serverCpuMs() - cpuBefore) / rounds;
      const max = Math.max(...runs.map((run) => run.ms));
      worst = Math.max(worst, cpu);
      console.log(
        `${shape.padEnd(35)}${path.padEnd(28)}${[...new Set(runs.map((run) => run.status))].join('/').padEnd(8)}${cpu.toFixed(1).padStart(10)}${max.toFixed(1).padStart(15)}`,
      );
    }
  }
  const home = async () => {
    const started = performance.now();
    await (await fetch(`${baseUrl}/`)).text();
    return performance.now() - started;
  };
  const alone = [await home(), await home(), await home()].sort((a, b) => a - b)[1];
  const [underAttack] = await Promise.all([home(), ...[0, 1, 2].map(() => send('/api/nothing/here', SHAPES['nested arrays [[[[…]]]]']))]);
  console.log(`\nhome page: ${alone.toFixed(0)} ms alone, ${underAttack.toFixed(0)} ms beside three nested-array bodies`);
  console.log(`most CPU for one hostile body: ${worst.toFixed(1)} ms (goal: under ${LIMIT_MS} ms) ${worst < LIMIT_MS ? 'MET' : 'NOT MET'}`);
} finally {
  server?.stop();
}
