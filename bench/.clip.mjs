import { chromium } from 'playwright';
const [base, width, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 800 } });
await ctx.addCookies([{ name: 'localConsent', value: 'true', url: base }, { name: 'consentCategories', value: 'necessary', url: base }]);
const page = await ctx.newPage();
for (const p of paths) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  const found = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const cs = getComputedStyle(el);
      if (el.getClientRects().length === 0) continue;
      const r = el.getBoundingClientRect();
      if (r.right > window.innerWidth + 1 && cs.position !== 'fixed' && !el.closest('[style*="overflow"], .scroll, nav')) {
        // outside the viewport, but maybe inside a scroller
        let p = el.parentElement, inScroller = false;
        while (p) { const s = getComputedStyle(p).overflowX; if (s === 'auto' || s === 'scroll' || s === 'hidden') { inScroller = true; break; } p = p.parentElement; }
        if (!inScroller) out.push(`offscreen ${el.tagName}.${el.className} right=${Math.round(r.right)}`);
      }
      if ((cs.overflowX === 'auto' || cs.overflowX === 'scroll' || cs.overflowX === 'hidden') && el.scrollWidth > el.clientWidth + 1) out.push(`scrolls ${cs.overflowX} ${el.tagName}.${String(el.className).slice(0, 40)} ${el.scrollWidth}>${el.clientWidth} "${(el.textContent || '').trim().slice(0, 40)}"`);
      if (cs.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) out.push(`ellipsis ${el.tagName}.${String(el.className).slice(0, 40)} "${(el.textContent || '').trim().slice(0, 40)}"`);
    }
    return out.slice(0, 12);
  });
  console.log(p, found.length ? '\n  ' + found.join('\n  ') : 'ok');
}
await browser.close();
