import { chromium } from '@playwright/test';
const [url, selector] = process.argv.slice(2);
const server = await (await fetch(url, { headers: { 'x-forwarded-for': '41.58.0.1' } })).text();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '41.58.0.1' } })).newPage();
await page.route('**/_next/static/**', (route) => route.abort());
await page.goto(url);
const ssr = (await page.$eval(selector, (el) => el.outerHTML)).replace(/<!--[^>]*-->/g, '');
await page.unroute('**/_next/static/**');
const page2 = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '41.58.0.1' } })).newPage();
await page2.goto(url, { waitUntil: 'networkidle' });
const client = await page2.$eval(selector, (el) => el.outerHTML);
const a = ssr.split(/(?=<)/), b = client.split(/(?=<)/);
for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) { console.log('SSR   ', a.slice(i, i + 3).join('')); console.log('CLIENT', b.slice(i, i + 3).join('')); break; }
await browser.close();
