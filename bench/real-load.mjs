#!/usr/bin/env node
/**
 * What a person on a slow phone sees, measured rather than modelled: each page really loads in
 * Debian's chromium under Chrome's own network and CPU throttling, and the page itself reports when
 * it first drew something (FCP), when it drew its largest thing (LCP) and when its script had taken
 * over (Next's hydration measure: from then on, every button works).
 *
 *   npm run build && node bench/real-load.mjs [--runs 5] [--profile low-end|mobile] [--warm] [--front] [--url http://127.0.0.1:3000] [/ /fr ...]
 *
 * `--profile low-end` (default): 300 ms round trips, 700 kbps, a CPU six times slower than the
 * machine measuring. `mobile`: Lighthouse's slow 4G (150 ms, 1.6 Mbps, 4x CPU).
 * `--warm`: a returning visitor, scripts and styles already in the browser's cache.
 * `--front`: through the stand-in for production's front (`bench/lib/front.mjs`: HTTPS, HTTP/2,
 * Brotli) rather than `next start` directly.
 *
 * Why beside bench/lighthouse.mjs: Lighthouse's default LCP is an estimate (Lantern) that counts
 * every script which ran before the paint it saw on the fast measuring machine, even when the page
 * paints without them; under real throttling the paint comes first. Both figures go in the notes.
 * Chrome's throttling adds its latency per request and does not model new connections' handshakes,
 * so these figures are a little kinder than a real network: compare them between builds.
 */
import puppeteer from 'puppeteer-core';

import { FRONT_CHROME_FLAGS, startFront } from './lib/front.mjs';
import { median, option as readOption, pagePaths, startServer } from './lib/server.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => readOption(argv, name, fallback);
const runs = Number(option('--runs', '5'));
const profile = option('--profile', 'low-end');
const PROFILES = {
  'low-end': { latency: 300, kbps: 700, cpu: 6 },
  mobile: { latency: 150, kbps: 1638, cpu: 4 },
};
const throttle = PROFILES[profile];
if (!throttle) throw new Error(`unknown --profile ${profile}: ${Object.keys(PROFILES).join(' or ')}`);
const warm = argv.includes('--warm');
const paths = pagePaths(argv, new Set(['--warm', '--front']));

const server = option('--url', undefined) ? null : await startServer();
const front = argv.includes('--front') ? await startFront({ upstream: option('--url', undefined) ?? server.url }) : null;
const baseUrl = front?.url ?? option('--url', undefined) ?? server.url;
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...(front ? FRONT_CHROME_FLAGS : [])],
});

/** One load of the page in a new browser profile; the page's own timings, in ms from navigation. */
async function load(url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // Lighthouse's mobile screen: a mid-range Android phone.
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    if (warm) await page.goto(url, { waitUntil: 'networkidle0' });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: !warm });
    const bytesPerSecond = (throttle.kbps * 1024) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttle.latency,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
    await page.evaluateOnNewDocument(() => {
      window.__largestPaint = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__largestPaint = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Next clears its marks once hydrated and keeps the measure.
    await page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration').length > 0, { timeout: 120_000, polling: 50 });
    return await page.evaluate(() => {
      const hydration = performance.getEntriesByName('Next.js-hydration')[0];
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        lcp: window.__largestPaint,
        hydrated: hydration.startTime + hydration.duration,
        load: navigation.loadEventStart,
      };
    });
  } finally {
    await context.close();
  }
}

try {
  console.log(
    `Real loads, ${runs} per page, ${profile} profile (${throttle.latency} ms per request, ${throttle.kbps} kbps, ${throttle.cpu}x CPU), ${warm ? 'warm cache (a returning visitor)' : 'cold cache'}, ${front ? `behind the front (HTTPS, HTTP/2, Brotli) at ${front.url}` : baseUrl}`,
  );
  console.log(`${'page'.padEnd(12)} ${'FCP ms'.padStart(8)} ${'LCP ms'.padStart(8)} ${'hydrated'.padStart(9)} ${'load ms'.padStart(8)}`);
  for (const path of paths) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await load(`${baseUrl}${path}`));
    const pick = (key) => median(results.map((result) => result[key])).toFixed(0);
    console.log(`${path.padEnd(12)} ${pick('fcp').padStart(8)} ${pick('lcp').padStart(8)} ${pick('hydrated').padStart(9)} ${pick('load').padStart(8)}`);
  }
} finally {
  await browser.close();
  await front?.stop();
  server?.stop();
}
