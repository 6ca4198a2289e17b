/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';

// scripts/node-renderer.mjs (npm's postinstall): pages render with React's Node.js renderer.
const SCRIPT = path.join(process.cwd(), 'scripts/node-renderer.mjs');
// Next's files the script changes, as it lists them (an ES module, read by Node itself).
const RUNTIMES: string[] = JSON.parse(
  spawnSync(process.execPath, ['--input-type=module', '-e', `import { RUNTIMES } from ${JSON.stringify(SCRIPT)}; console.log(JSON.stringify(RUNTIMES));`], {
    encoding: 'utf8',
  }).stdout,
);

const streamText = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

it('reads the five files the script changes', () => {
  expect(RUNTIMES).toHaveLength(5);
  expect(RUNTIMES.at(-1)).toBe('dist/server/ReactDOMServerPages.js');
});

describe('the installed Next', () => {
  const nextDir = path.dirname(require.resolve('next/package.json'));

  it.each(RUNTIMES)('renders pages with the Node.js build of react-dom (%s)', (file) => {
    // Only the requires are compared: a failure does not print Next's whole runtime.
    const renderers = readFileSync(path.join(nextDir, file), 'utf8').match(/require\(["']react-dom\/server\.(edge|node)["']\)/g);
    expect(renderers?.map((call) => call.replace(/'/g, '"'))).toEqual(['require("react-dom/server.node")']);
  });

  it('gets from the Node.js build the same HTML as from the Edge one', async () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- both builds, side by side */
    const edge = require('react-dom/server.edge') as typeof import('react-dom/server.edge');
    const node = require('react-dom/server.node') as typeof import('react-dom/server.edge');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const page = createElement(
      'main',
      { className: 'results', 'aria-label': 'Lagos → London' },
      createElement('h1', null, 'Flights from Lagos « 24 h/24 » & <more>'),
      ...Array.from({ length: 300 }, (_, index) => createElement('p', { key: index, 'data-offer': index }, `Offer ${index}: ₦1,234,567 · é`)),
    );
    const [fromEdge, fromNode] = await Promise.all([edge.renderToReadableStream(page).then(streamText), node.renderToReadableStream(page).then(streamText)]);
    expect(fromNode).toBe(fromEdge);
    expect(fromNode).toContain('Offer 299: ₦1,234,567 · é');
  });
});

describe('scripts/node-renderer.mjs', () => {
  let project: string;
  const next = (file: string) => path.join(project, 'node_modules/next', file);
  const run = () => {
    const result = spawnSync(process.execPath, [SCRIPT], { cwd: project, encoding: 'utf8' });
    expect(result.status).toBe(0);
    return `${result.stdout}${result.stderr}`;
  };

  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), 'node-renderer-'));
    writeFileSync(path.join(project, 'package.json'), '{}');
    mkdirSync(next('dist/compiled/next-server'), { recursive: true });
    mkdirSync(next('dist/server'), { recursive: true });
    writeFileSync(next('package.json'), '{"name":"next","main":"index.js"}');
    for (const file of RUNTIMES.slice(0, 4))
      writeFileSync(next(file), 'x={"react-dom/server.edge"(e){"use strict";e.exports=require("react-dom/server.edge")},crypto(e){}}');
    writeFileSync(next(RUNTIMES[4]!), "try { ReactDOMServer = require('react-dom/server.edge'); } catch {}");
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it('points each runtime at the Node.js renderer, and only that line', () => {
    expect(run()).toBe('');
    expect(readFileSync(next(RUNTIMES[0]!), 'utf8')).toBe(
      'x={"react-dom/server.edge"(e){"use strict";e.exports=require("react-dom/server.node")},crypto(e){}}',
    );
    expect(readFileSync(next(RUNTIMES[4]!), 'utf8')).toBe("try { ReactDOMServer = require('react-dom/server.node'); } catch {}");
  });

  it('changes nothing when run again', () => {
    run();
    const first = RUNTIMES.map((file) => readFileSync(next(file), 'utf8'));
    expect(run()).toBe('');
    expect(RUNTIMES.map((file) => readFileSync(next(file), 'utf8'))).toEqual(first);
  });

  it('leaves the other copies of a hard-linked runtime (a shared package store) as they were', () => {
    const shared = path.join(project, 'store-copy.js');
    const original = readFileSync(next(RUNTIMES[2]!), 'utf8');
    rmSync(next(RUNTIMES[2]!));
    writeFileSync(shared, original);
    linkSync(shared, next(RUNTIMES[2]!));
    expect(run()).toBe('');
    expect(readFileSync(next(RUNTIMES[2]!), 'utf8')).toContain('require("react-dom/server.node")');
    expect(readFileSync(shared, 'utf8')).toBe(original);
  });

  it('leaves a Next it does not know as it is, and says so', () => {
    const unknown = 'x={"react-dom/server.edge"(e){e.exports=require("./somewhere-else")}}';
    writeFileSync(next(RUNTIMES[2]!), unknown);
    expect(run()).toMatch(/pages-turbo\.runtime\.prod\.js: unknown.*keep the Edge renderer/);
    expect(readFileSync(next(RUNTIMES[2]!), 'utf8')).toBe(unknown);
    // The others are still changed.
    expect(readFileSync(next(RUNTIMES[0]!), 'utf8')).toContain('require("react-dom/server.node")');
  });
});
