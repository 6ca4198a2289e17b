#!/usr/bin/env node
/**
 * Lighthouse 12 (mobile preset: Moto G-class device, slow 4G, 4x CPU slowdown) with Debian's
 * chromium against the production build. Prints the median of N runs of the performance score,
 * LCP, TBT and CLS for each page.
 *
 *   npm run build && node bench/lighthouse.mjs [--runs 5] [--throttling simulate|devtools] [--profile low-end] [--returning] [--seo] [--each] [--front] [--url http://127.0.0.1:3000] [/ /fr ...]
 *
 * `--seo` also scores search-engine readiness (Lighthouse's SEO category: crawlable, canonical,
 * hreflang, meta description, structured data).
 *
 * `--profile low-end` is the phone many of our travellers have on a weak signal: 300 ms round
 * trips, 700 kbps, a CPU six times slower than the machine measuring.
 *
 * `--returning` is a visitor who has answered the cookie question: no banner, so the largest
 * thing painted is the page's own (on a first visit it is often the banner's sentence, painted
 * with the first paint).
 *
 * `--front` measures through the stand-in for production's front (`bench/lib/front.mjs`: HTTPS,
 * HTTP/2, Brotli), as a traveller reaches the site; without it, `next start` directly (HTTP/1.1,
 * gzip). Lantern models each connection's handshakes and TCP slow start, so the two differ most on
 * the low-end profile: report which one a figure is.
 *
 * Without --url it starts `next start` on a free port itself and stops it afterwards.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { FRONT_CHROME_FLAGS, startFront } from './lib/front.mjs';
import { median, option as readOption, pagePaths, startServer } from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => readOption(argv, name, fallback);
const runs = Number(option('--runs', '5'));
// "simulate" (Lighthouse's default, Lantern's model) or "devtools" (the page really loaded under
// throttling): Lantern counts script evaluation it saw before paint even when the page paints first.
const throttlingMethod = option('--throttling', 'simulate');
const profile = option('--profile', 'mobile');
if (!['mobile', 'low-end'].includes(profile)) throw new Error(`unknown --profile ${profile}: mobile or low-end`);
const throttling =
  profile === 'low-end'
    ? { rttMs: 300, throughputKbps: 700, requestLatencyMs: 300, downloadThroughputKbps: 700, uploadThroughputKbps: 700, cpuSlowdownMultiplier: 6 }
    : undefined;
const returning = argv.includes('--returning');
const seo = argv.includes('--seo');
// `--each` prints every run's figures too: Lighthouse's LCP estimate can change by a second between
// two runs of the same page, and the median alone hides which way a page leans.
const each = argv.includes('--each');
const behindFront = argv.includes('--front');
const flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: seo ? ['performance', 'seo'] : ['performance'],
  throttlingMethod,
  ...(throttling ? { throttling } : {}),
};
let baseUrl = option('--url', undefined);
const paths = pagePaths(argv, new Set(['--returning', '--seo', '--each', '--front']));

const server = baseUrl ? null : await startServer();
baseUrl ??= server.url;
const front = behindFront ? await startFront({ upstream: baseUrl }) : null;
if (front) baseUrl = front.url;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    ...(front ? FRONT_CHROME_FLAGS : []),
  ],
});

try {
  if (returning) {
    // The browser keeps the answer as a returning visitor's does (Lighthouse clears caches, not cookies).
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const { hostname } = new URL(baseUrl);
    await page.setCookie(
      { name: 'localConsent', value: 'true', domain: hostname, path: '/' },
      { name: 'consentCategories', value: 'necessary', domain: hostname, path: '/' },
    );
    await page.close();
    await browser.disconnect();
  }
  console.log(
    `Lighthouse ${runs} runs per page, mobile preset${profile === 'low-end' ? ' on the low-end profile (300 ms RTT, 700 kbps, 6x CPU)' : ''}, ${throttlingMethod} throttling${returning ? ', a returning visitor (cookies answered)' : ''}, ${front ? `behind the front (HTTPS, HTTP/2, Brotli) at ${front.url}` : baseUrl}`,
  );
  console.log(`${'page'.padEnd(10)} ${'score'.padStart(6)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(7)} ${'FCP ms'.padStart(8)}`);
  for (const path of paths) {
    const results = [];
    // One warm-up run so the first measured run does not pay for server start-up.
    await lighthouse(`${baseUrl}${path}`, { ...flags, port: chrome.port });
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(`${baseUrl}${path}`, { ...flags, port: chrome.port });
      if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        seo: lhr.categories.seo ? Math.round((lhr.categories.seo.score ?? 0) * 100) : null,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        benchmark: lhr.environment.benchmarkIndex,
        // What painted last among the large things: the element to make appear sooner.
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      });
    }
    if (each)
      for (const [index, result] of results.entries())
        console.log(
          `${''.padEnd(10)} run ${index + 1}: score ${result.score}, LCP ${result.lcp.toFixed(0)} ms, TBT ${result.tbt.toFixed(0)} ms, FCP ${result.fcp.toFixed(0)} ms, benchmarkIndex ${result.benchmark.toFixed(0)}`,
        );
    const pick = (key) => median(results.map((result) => result[key]));
    console.log(
      `${path.padEnd(10)} ${String(pick('score')).padStart(6)} ${pick('lcp').toFixed(0).padStart(8)} ${pick('tbt').toFixed(0).padStart(8)} ${pick('cls').toFixed(3).padStart(7)} ${pick('fcp').toFixed(0).padStart(8)}`,
    );
    if (seo) console.log(`${''.padEnd(10)} SEO score (median): ${pick('seo')}`);
    console.log(`${''.padEnd(10)} machine: Lighthouse benchmarkIndex ${pick('benchmark').toFixed(0)} (median)`);
    const elements = [...new Set(results.map((result) => result.lcpElement).filter(Boolean))];
    if (elements.length) console.log(`${''.padEnd(10)} LCP element: ${elements.map((snippet) => snippet.slice(0, 140)).join(' | ')}`);
  }
} finally {
  await chrome.kill();
  await front?.stop();
  server?.stop();
}
