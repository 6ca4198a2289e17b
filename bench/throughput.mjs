#!/usr/bin/env node
/**
 * Server-rendered pages under load: requests per second and latency with autocannon against the
 * production build, for the home page and a flight results page (10 connections, 10 s each).
 *
 *   npm run build && node bench/throughput.mjs [--duration 10] [--connections 10] [--url http://127.0.0.1:3000]
 */
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(name);
  return index === -1 ? fallback : argv[index + 1];
};
const duration = Number(option('--duration', '10'));
const connections = Number(option('--connections', '10'));
let baseUrl = option('--url', undefined);

async function startServer() {
  const port = 3950 + Math.floor(Math.random() * 40);
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? '.data-bench', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop: () => process.kill(-server.pid, 'SIGTERM') };
    } catch {
      // starting
    }
    await delay(500);
  }
  process.kill(-server.pid, 'SIGTERM');
  throw new Error('next start did not answer within 60 s');
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pages = [
  ['home', '/'],
  ['flight results', `/flights/search?trip=roundTrip&from=LOS&to=LHR&depart=${day(30)}&return=${day(44)}&adults=2&cabin=ECONOMY`],
];

const server = baseUrl ? null : await startServer();
baseUrl ??= server.url;
try {
  console.log(`autocannon: ${connections} connections, ${duration} s per page, ${baseUrl}`);
  for (const [name, path] of pages) {
    await fetch(`${baseUrl}${path}`); // warm-up
    const result = await autocannon({ url: `${baseUrl}${path}`, connections, duration, headers: { 'x-forwarded-for': '41.58.0.1' } });
    console.log(
      `${name.padEnd(16)} ${result.requests.average.toFixed(1).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p97.5 ${String(result.latency.p97_5).padStart(5)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`,
    );
  }
} finally {
  server?.stop();
}
