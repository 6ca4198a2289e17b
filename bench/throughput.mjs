#!/usr/bin/env node
/**
 * Server-rendered pages under load: requests per second and latency with autocannon against the
 * production build, for the home page and a flight results page (10 connections, 10 s each). Each
 * page is warmed up for 3 s first (the first seconds measure the JIT, not the page), and the pages
 * take turns for `--rounds` rounds; the median round of each is printed, then results ÷ home, as
 * requests per second and as the server's CPU time per request (steadier on a shared machine).
 *
 *   npm run build && node bench/throughput.mjs [--duration 10] [--rounds 3] [--connections 10] [--url http://127.0.0.1:3000]
 */
import autocannon from 'autocannon';

import { cpuMilliseconds, option as readOption, startServer } from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => readOption(argv, name, fallback);
const duration = Number(option('--duration', '10'));
const connections = Number(option('--connections', '10'));
const rounds = Number(option('--rounds', '3'));
let baseUrl = option('--url', undefined);

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pages = [
  ['home', '/'],
  ['flight results', `/flights/search?trip=roundTrip&from=LOS&to=LHR&depart=${day(30)}&return=${day(44)}&adults=2&cabin=ECONOMY`],
];

const server = baseUrl ? null : await startServer();
baseUrl ??= server.url;
try {
  console.log(`autocannon: ${connections} connections, ${duration} s per page, ${rounds} rounds, ${baseUrl}`);
  const headers = { 'x-forwarded-for': '41.58.0.1' };
  for (const [, path] of pages) await autocannon({ url: `${baseUrl}${path}`, connections, duration: 3, headers });
  const measured = new Map(pages.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, path] of pages) {
      const cpuBefore = server ? cpuMilliseconds(server.pid) : 0;
      const result = await autocannon({ url: `${baseUrl}${path}`, connections, duration, headers });
      // The server's busy time per answer (only when this script started the server).
      result.cpuPerRequest = server ? (cpuMilliseconds(server.pid) - cpuBefore) / result.requests.total : NaN;
      measured.get(name).push(result);
      console.log(
        `round ${round + 1} ${name.padEnd(16)} ${result.requests.average.toFixed(1).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p97.5 ${String(result.latency.p97_5).padStart(5)} ms   CPU ${result.cpuPerRequest.toFixed(2)} ms/request   non-2xx ${result.non2xx}   errors ${result.errors}`,
      );
    }
  }
  const medianOf = (results) => [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)];
  for (const [name] of pages) {
    const result = medianOf(measured.get(name));
    const cpu = [...measured.get(name).map((round) => round.cpuPerRequest)].sort((a, b) => a - b)[Math.floor(rounds / 2)];
    console.log(
      `median  ${name.padEnd(16)} ${result.requests.average.toFixed(1).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p97.5 ${String(result.latency.p97_5).padStart(5)} ms   CPU ${cpu.toFixed(2)} ms/request`,
    );
  }
  const [home, results] = pages.map(([name]) => medianOf(measured.get(name)).requests.average);
  const [homeCpu, resultsCpu] = pages.map(
    ([name]) => [...measured.get(name).map((round) => round.cpuPerRequest)].sort((a, b) => a - b)[Math.floor(rounds / 2)],
  );
  console.log(
    `results ÷ home: ${((results / home) * 100).toFixed(0)}% of the requests per second; home's CPU per request ÷ results': ${((homeCpu / resultsCpu) * 100).toFixed(0)}%`,
  );
} finally {
  server?.stop();
}
