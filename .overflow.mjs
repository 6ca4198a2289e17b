import { chromium } from '@playwright/test';
const [url, width = '360'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await (await browser.newContext({ viewport: { width: Number(width), height: 780 }, extraHTTPHeaders: { 'x-forwarded-for': '41.58.0.1' } })).newPage();
await page.goto(url, { waitUntil: 'networkidle' });
console.log(await page.evaluate(() => [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !el.closest('[class*=sorts]')).slice(0, 10).map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)} ${el.textContent.slice(0, 40)}`)));
await browser.close();
