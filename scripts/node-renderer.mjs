#!/usr/bin/env node
/**
 * Runs after `npm install` (package.json "postinstall"): points Next's pages-router server at
 * React's Node.js renderer instead of its Edge one.
 *
 * Next (16.4) renders pages with `react-dom/server.edge` even in Node.js (its own source says
 * "TODO: Use Node.js build unless we're in an Edge runtime"). The Edge build turns every piece of
 * HTML (a tag, an attribute, a text) into bytes with its own `TextEncoder.encode` call, about a
 * microsecond each in Node 20: thousands a page. React's Node.js build exposes the same
 * `renderToReadableStream` and writes those pieces into one buffer with `encodeInto`. Measured
 * with `bench/throughput.mjs`: a third less server time for the home page and two fifths less
 * for flight results (docs/performance.md). The HTML is the same, byte for byte.
 *
 * Only Next's Node.js runtimes of the pages router are changed, only the module they require for
 * `react-dom/server.edge`, and only when the text is exactly what this Next version ships. Run
 * again it changes nothing. When a Next upgrade changes that text it says so and leaves Next as it
 * is (the site works, slower; common/node/node-renderer.test.ts then fails, so CI notices).
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const EDGE = 'require("react-dom/server.edge")';
export const NODE = 'require("react-dom/server.node")';
const EDGE_PLAIN = "require('react-dom/server.edge')";
const NODE_PLAIN = "require('react-dom/server.node')";

/** Next's files that load React's server renderer for pages in Node.js. */
export const RUNTIMES = [
  'dist/compiled/next-server/pages.runtime.prod.js',
  'dist/compiled/next-server/pages.runtime.dev.js',
  'dist/compiled/next-server/pages-turbo.runtime.prod.js',
  'dist/compiled/next-server/pages-turbo.runtime.dev.js',
  'dist/server/ReactDOMServerPages.js',
];

/**
 * One file's text with the Node.js renderer: `changed` when it was the Edge one, `already` when
 * it had been changed before; `unknown` when neither is there (another Next version).
 */
export function withNodeRenderer(source) {
  const edge = source.split(EDGE).length - 1 + source.split(EDGE_PLAIN).length - 1;
  if (edge === 1) return { status: 'changed', source: source.replace(EDGE, NODE).replace(EDGE_PLAIN, NODE_PLAIN) };
  if (edge === 0 && (source.includes(NODE) || source.includes(NODE_PLAIN))) return { status: 'already', source };
  return { status: 'unknown', source };
}

/** Applies it to the installed Next; returns each file's status. */
export function pointAtNodeRenderer(nextDir) {
  return RUNTIMES.map((file) => {
    const full = path.join(nextDir, file);
    if (!existsSync(full)) return { file, status: 'missing' };
    const { status, source } = withNodeRenderer(readFileSync(full, 'utf8'));
    if (status !== 'changed') return { file, status };
    // A new file renamed over the old: a runtime hard-linked from a shared package store keeps its other copies as they were.
    const written = `${full}.node-renderer`;
    try {
      writeFileSync(written, source);
      renameSync(written, full);
      return { file, status };
    } catch {
      rmSync(written, { force: true });
      return { file, status: 'unwritable' };
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let nextDir;
  try {
    nextDir = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('next/package.json'));
  } catch {
    process.exit(0); // Next not installed (yet): nothing to do.
  }
  const results = pointAtNodeRenderer(nextDir);
  const unexpected = results.filter((result) => !['changed', 'already'].includes(result.status));
  if (unexpected.length > 0) {
    console.warn(
      `scripts/node-renderer.mjs: this Next does not load React's renderer as expected (${unexpected.map((result) => `${result.file}: ${result.status}`).join(', ')}); pages keep the Edge renderer.`,
    );
  }
}
