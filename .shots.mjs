// Screenshots of pages at 360 px and 1280 px: node .shots.mjs <base> <out-prefix> <path>...
import { chromium } from '@playwright/test';
const [base, prefix, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [width, height] of [[360, 780], [1280, 900]]) {
  const context = await browser.newContext({ viewport: { width, height }, extraHTTPHeaders: { 'x-forwarded-for': '41.58.0.1' } });
  await context.addCookies([{ name: 'localConsent', value: 'true', url: base }]);
  const page = await context.newPage();
  for (const [index, path] of paths.entries()) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    const segment = width < 600 ? 1100 : 1800;
    for (let top = 0, part = 0; top < total && part < 6; top += segment, part += 1) {
      await page.screenshot({ path: `${prefix}-${index}-${width}-${part}.png`, fullPage: true, clip: { x: 0, y: top, width, height: Math.min(segment, total - top) } });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    if (overflow) console.log('horizontal overflow', width, path);
  }
  await context.close();
}
await browser.close();
