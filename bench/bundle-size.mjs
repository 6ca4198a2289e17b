#!/usr/bin/env node
/**
 * First-visit JavaScript per page route, gzip-compressed, from the production build's manifest
 * (Next 16's `next build` no longer prints sizes). A first visit downloads the app's chunks, the
 * page's own chunks and the low-priority manifests. `--check` fails when a route in
 * bench/budgets.json is over its budget.
 *
 *   node bench/bundle-size.mjs [--check] [--json]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.cwd();
const nextDir = path.join(root, '.next');
const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
const budgets = JSON.parse(readFileSync(path.join(root, 'bench', 'budgets.json'), 'utf8')).routes;
const args = new Set(process.argv.slice(2));

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const content = readFileSync(path.join(nextDir, file));
    sizeCache.set(file, { raw: content.length, gzip: gzipSync(content, { level: 6 }).length });
  }
  return sizeCache.get(file);
}

const isJs = (file) => file.endsWith('.js');
const shared = [...(manifest.pages['/_app'] ?? []), ...(manifest.lowPriorityFiles ?? []), ...(manifest.polyfillFiles ?? [])].filter(isJs);

const rows = Object.keys(manifest.pages)
  .filter((route) => route !== '/_app')
  .sort()
  .map((route) => {
    const files = [...new Set([...shared, ...manifest.pages[route].filter(isJs)])];
    const total = files.reduce(
      (sum, file) => {
        const size = sizes(file);
        return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );
    const budget = budgets[route];
    return {
      route,
      files: files.length,
      rawKb: total.raw / 1000,
      gzipKb: total.gzip / 1000,
      budgetKb: budget ?? null,
      over: budget !== undefined && total.gzip / 1000 > budget,
    };
  });

if (args.has('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log('First-visit JavaScript per route (kB = 1000 bytes)');
  const width = Math.max(16, ...rows.map((row) => row.route.length + 1));
  console.log(`${'route'.padEnd(width)} ${'files'.padStart(5)} ${'raw kB'.padStart(9)} ${'gzip kB'.padStart(9)} ${'budget'.padStart(8)}`);
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)} ${String(row.files).padStart(5)} ${row.rawKb.toFixed(1).padStart(9)} ${row.gzipKb.toFixed(1).padStart(9)} ${(row.budgetKb === null ? '-' : String(row.budgetKb)).padStart(8)}${row.over ? '  OVER BUDGET' : ''}`,
    );
  }
}

if (args.has('--check')) {
  const missing = Object.keys(budgets).filter((route) => !rows.some((row) => row.route === route));
  const over = rows.filter((row) => row.over);
  for (const route of missing) console.error(`bundle budget: route ${route} is not in the build`);
  for (const row of over) console.error(`bundle budget: ${row.route} is ${row.gzipKb.toFixed(1)} kB gzip, over its ${row.budgetKb} kB budget`);
  if (missing.length || over.length) process.exit(1);
  console.log('bundle budget: every budgeted route is within its budget');
}
