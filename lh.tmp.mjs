import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './bench/lib/server.mjs';
const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  await lighthouse(`${server.url}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { lhr } = await lighthouse(`${server.url}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  for (const r of lhr.audits['network-requests'].details.items) console.log(Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.transferSize, r.url.replace(server.url, ''));
  console.log('FCP', lhr.audits['first-contentful-paint'].numericValue, 'LCP', lhr.audits['largest-contentful-paint'].numericValue, 'TBT', lhr.audits['total-blocking-time'].numericValue);
  for (const t of lhr.audits['bootup-time'].details.items) console.log('bootup', Math.round(t.total), Math.round(t.scripting), t.url.replace(server.url, ''));
  const lt = lhr.audits['long-tasks']; if (lt?.details) for (const t of lt.details.items) console.log('long', Math.round(t.startTime), Math.round(t.duration), t.url?.replace(server.url, ''));
} finally { await chrome.kill(); server.stop(); }
