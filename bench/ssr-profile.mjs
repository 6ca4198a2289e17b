#!/usr/bin/env node
/**
 * Where a page's server rendering spends its time: starts the production server under Node's CPU
 * profiler, sends it N requests for one page (10 connections), stops it, and prints the busiest
 * functions of our own sources (mapped back through the build's source maps) by inclusive and by
 * self time, and the time per package. The profile covers the whole process, start-up included
 * (a second or two against N renders); divide by N for a figure per render.
 *
 *   npm run build && node bench/ssr-profile.mjs [--requests 2000] [--top 30] [path]
 *
 * Without a path it profiles a round-trip results page with 30 offers (the throughput bench's).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { SourceMapConsumer } from 'source-map-js';

import { benchDataDir, option as readOption } from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => readOption(argv, name, fallback);
const requests = Number(option('--requests', '2000'));
const top = Number(option('--top', '30'));
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const given = argv.filter((arg, index) => !arg.startsWith('--') && !argv[index - 1]?.startsWith('--'));
const page = given[0] ?? `/flights/search?trip=roundTrip&from=LOS&to=LHR&depart=${day(30)}&return=${day(44)}&adults=2&cabin=ECONOMY`;

const profileDir = mkdtempSync(path.join(tmpdir(), 'ssr-profile-'));
const port = 3800 + Math.floor(Math.random() * 100);
const server = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
  // One load generator is one address: the per-address caps on searches would measure 429s, not the page.
  env: { ...process.env, DATA_DIR: benchDataDir(port), LOG_LEVEL: 'warn', SEARCHES_PER_HOUR: '100000', PRICINGS_PER_HOUR: '100000' },
  stdio: 'ignore',
});
const url = `http://127.0.0.1:${port}`;
try {
  let ready = false;
  for (let attempt = 0; attempt < 120 && !ready; attempt += 1) {
    ready = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (!ready) await delay(500);
  }
  if (!ready) throw new Error('next start did not answer within 60 s');
  const result = await autocannon({ url: `${url}${page}`, connections: 10, amount: requests, headers: { 'x-forwarded-for': '41.58.0.1' } });
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} answers were not 2xx and ${result.errors} failed: check the page`);
  console.log(`${requests} renders of ${page}: ${result.requests.average.toFixed(1)} req/s`);
} finally {
  // SIGINT lets Node write the profile as the server exits.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGINT');
  await exited;
  if (!process.env.DATA_DIR) rmSync(benchDataDir(port), { recursive: true, force: true });
}

const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('the server wrote no profile');
const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'));
rmSync(profileDir, { recursive: true, force: true });

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const timeOf = new Map();
profile.samples.forEach((id, index) => timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

// A frame of the build, named by our source's function and line; other frames by their package.
const consumers = new Map();
const buildDir = `${path.join(process.cwd(), '.next')}${path.sep}`;
function sourceOf(frame) {
  const file = frame.url.replace(/^file:\/\//, '');
  if (!file.startsWith(buildDir)) return null;
  if (!consumers.has(file)) {
    try {
      consumers.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
    } catch {
      consumers.set(file, null);
    }
  }
  const position = consumers.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position?.source) return null;
  const source = position.source.replace(/^.*\[project\]\//, '').replace(/^(\.\.\/)+/, '');
  return `${position.name ?? (frame.functionName || '(anonymous)')} ${source}:${position.line}`;
}
const named = new Map();
const nameOf = (id) => {
  if (!named.has(id)) named.set(id, sourceOf(nodes.get(id).callFrame));
  return named.get(id);
};
const packageOf = (frame) => {
  if (['(idle)', '(program)', '(garbage collector)'].includes(frame.functionName)) return frame.functionName;
  const modules = frame.url.split('/node_modules/');
  if (modules.length > 1)
    return modules
      .at(-1)
      .split('/')
      .slice(0, modules.at(-1).startsWith('@') ? 2 : 1)
      .join('/');
  if (frame.url.includes('/.next/')) return 'our build (.next)';
  return frame.url.startsWith('node:') ? 'node' : frame.url ? 'other' : '(native)';
};

const inclusive = new Map();
const self = new Map();
const byPackage = new Map();
let total = 0;
for (const [id, time] of timeOf) {
  total += time;
  const pkg = packageOf(nodes.get(id).callFrame);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  const seen = new Set();
  let first = true;
  for (let current = id; current !== undefined; current = parentOf.get(current)) {
    const name = nameOf(current);
    if (!name) continue;
    if (!seen.has(name)) {
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + time);
    }
    if (first) self.set(name, (self.get(name) ?? 0) + time);
    first = false;
  }
}

const ms = (micro) => `${(micro / 1000).toFixed(0).padStart(7)} ms`;
const perRender = (micro) => `${(micro / 1000 / requests).toFixed(3).padStart(7)} ms/render`;
const show = (title, entries, count) => {
  console.log(`\n${title}`);
  for (const [name, time] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count)) console.log(`${ms(time)} ${perRender(time)}  ${name}`);
};
console.log(`profiled ${(total / 1e6).toFixed(1)} s of the server process (start-up included)`);
show('Time per package (self time):', byPackage, 15);
// Packages bundled into the build and Turbopack's module loader (start-up) are not ours.
const ours = ([name]) => !name.includes('node_modules/') && !name.includes('turbopack:');
show('Our functions, inclusive (with what they call):', [...inclusive].filter(ours), top);
show('Our functions, self:', [...self].filter(ours), Math.min(top, 20));
