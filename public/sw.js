// @ts-check
/// <reference lib="webworker" />
/**
 * The site's service worker (docs/offline-and-push.md): push notices about a person's trips, and
 * an offline shell. Pages a person visits are kept on the phone (the last 20, and the last 10
 * booking confirmations apart), so a confirmation opened once reads without a connection; a page
 * never kept gives the offline page with the list of those that were. Only this site's pages and
 * its build's files pass through it: never the API, never another site.
 *
 * Plain JavaScript (browsers load it as it is), type-checked by `npm run typecheck` (tsconfig.sw.json).
 */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const PAGES = 'baobab-pages-v1';
const BOOKINGS = 'baobab-bookings-v1';
const ASSETS = 'baobab-assets-v1';
const OFFLINE = 'baobab-offline-v1';
const KEPT = [PAGES, BOOKINGS, ASSETS, OFFLINE];
const LIMITS = { [PAGES]: 20, [BOOKINGS]: 10, [ASSETS]: 150 };

/** Pages never kept: payment and sign-in steps, development tools, the API, the offline page itself. */
const NOT_KEPT = /^(?:\/fr)?\/(?:payment|auth|dev|api|offline)(?:\/|$)/;
const isConfirmation = (/** @type {URL} */ url) => /\/confirmation$/.test(url.pathname);
const isFrench = (/** @type {URL} */ url) => url.pathname === '/fr' || url.pathname.startsWith('/fr/');

/** The key a page is kept under: its address without the one-time link token (the same booking opened from its email or from the list). */
function keyOf(/** @type {URL} */ url) {
  const key = new URL(url.href);
  key.searchParams.delete('access');
  key.hash = '';
  return key.href;
}

sw.addEventListener('install', (event) => {
  // The offline page in the language of the page that registered this worker, with its styles.
  const language = new URL(sw.location.href).searchParams.get('lang') === 'fr' ? 'fr' : 'en';
  const page = language === 'fr' ? '/fr/offline' : '/offline';
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE);
      const response = await fetch(page, { credentials: 'omit' });
      if (response.ok) {
        const html = await response.clone().text();
        await cache.put(page, response);
        const styles = [...html.matchAll(/href="(\/_next\/static\/[^"]+\.css)"/g)].map((match) => match[1]);
        const assets = await caches.open(ASSETS);
        await Promise.all(styles.map((href) => assets.add(href).catch(() => undefined)));
      }
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('baobab-') && !KEPT.includes(name)) await caches.delete(name);
      // Pages are asked for while the worker starts (a slow phone takes a moment to wake it), not after.
      await sw.registration.navigationPreload?.enable().catch(() => undefined);
      await sw.clients.claim();
    })(),
  );
});

/** Keeps at most `limit` entries in a cache, dropping the oldest. */
async function trim(/** @type {string} */ name) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  const limit = LIMITS[/** @type {keyof typeof LIMITS} */ (name)] ?? 20;
  for (const request of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(request);
}

async function keep(/** @type {URL} */ url, /** @type {Response} */ response) {
  const name = isConfirmation(url) ? BOOKINGS : PAGES;
  const cache = await caches.open(name);
  // Put again, it moves to the end: the newest is kept longest.
  await cache.delete(keyOf(url));
  await cache.put(keyOf(url), response);
  await trim(name);
}

/** A kept page as it is read offline: without its scripts (nothing to load, nothing to fail), with a line saying it is a saved copy. */
async function offlineCopy(/** @type {Response} */ kept, /** @type {URL} */ url) {
  const words = await offlineWords(url);
  const html = withoutScripts(await kept.text()).replace(/<body([^>]*)>/, (body) => `${body}<p role="status" style="margin:0;padding:8px 16px;background:#FFF4E0;color:#1B1F23;font:14px/1.4 system-ui,sans-serif">${escapeHtml(words.savedCopy)}</p>`);
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** A page to read offline: without its scripts, and without the cookie banner (whose buttons need them; consent is asked online). */
const withoutScripts = (/** @type {string} */ html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link[^>]+as="script"[^>]*>/gi, '')
    .replace(/<section[^>]*aria-labelledby="cookie-banner-title"[^>]*>[\s\S]*?<\/section>/, '');
const escapeHtml = (/** @type {string} */ text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The offline page kept at install (the visitor's language, else the other one). */
async function offlinePage(/** @type {URL} */ url) {
  const cache = await caches.open(OFFLINE);
  return (await cache.match(isFrench(url) ? '/fr/offline' : '/offline')) ?? (await cache.match(isFrench(url) ? '/offline' : '/fr/offline'));
}

/** The offline page's words that the worker writes itself (kept in the page, so they stay in the site's translations). */
async function offlineWords(/** @type {URL} */ url) {
  const page = await offlinePage(url);
  const html = page ? await page.text() : '';
  const savedCopy = /data-saved-copy="([^"]*)"/.exec(html)?.[1];
  return { savedCopy: savedCopy ? savedCopy.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&') : 'Offline: a saved copy of this page.' };
}

/** The offline page, listing the bookings and pages kept on this phone (their titles, newest first). */
async function offlineAnswer(/** @type {URL} */ url) {
  const page = await offlinePage(url);
  if (!page) return Response.error();
  const items = [];
  for (const name of [BOOKINGS, PAGES]) {
    const cache = await caches.open(name);
    for (const request of [...(await cache.keys())].reverse()) {
      const response = await cache.match(request);
      const title = response ? /<title[^>]*>([^<]*)<\/title>/.exec(await response.text())?.[1] : undefined;
      const address = new URL(request.url);
      items.push(`<li><a href="${escapeHtml(address.pathname + address.search)}">${title ?? escapeHtml(address.pathname)}</a></li>`);
    }
  }
  let html = withoutScripts(await page.text());
  if (items.length > 0) html = html.replace(/(<ul[^>]*id="saved-pages"[^>]*>)(<\/ul>)/, `$1${items.join('')}$2`).replace(/<p[^>]*id="saved-none"[^>]*>[\s\S]*?<\/p>/, '');
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  // The build's files never change under one name, and the site's pictures seldom: from the phone first, kept as they come.
  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/images/')) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(ASSETS);
        const kept = await cache.match(request);
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) event.waitUntil(cache.put(request, response.clone()).then(() => trim(ASSETS)));
        return response;
      })(),
    );
    return;
  }
  if (request.mode !== 'navigate' || url.pathname.startsWith('/api/')) return;
  // Pages: from the network first (always the newest), kept as they come; without a network, the kept copy or the offline page.
  event.respondWith(
    (async () => {
      try {
        const response = (await event.preloadResponse) ?? (await fetch(request));
        const html = (response.headers.get('Content-Type') ?? '').includes('text/html');
        if (response.status === 200 && html && !NOT_KEPT.test(url.pathname)) event.waitUntil(keep(url, response.clone()));
        return response;
      } catch (error) {
        const kept = (await caches.match(keyOf(url), { cacheName: BOOKINGS })) ?? (await caches.match(keyOf(url), { cacheName: PAGES }));
        if (kept) return offlineCopy(kept, url);
        const offline = await offlineAnswer(url);
        if (offline.type === 'error') throw error;
        return offline;
      }
    })(),
  );
});

/** A notice about a trip (server/push): its words, and the page it opens. */
sw.addEventListener('push', (event) => {
  /** @type {{ title?: string; body?: string; url?: string; tag?: string }} */
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    return;
  }
  if (!notice.title) return;
  event.waitUntil(sw.registration.showNotification(notice.title, { body: notice.body, tag: notice.tag, icon: '/icon-192.png', badge: '/badge-72.png', data: { url: notice.url ?? '/' } }));
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(String(event.notification.data?.url ?? '/'), sw.location.origin);
  // Only ever a page of ours.
  if (target.origin !== sw.location.origin) return;
  event.waitUntil(
    (async () => {
      for (const client of await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
        if (client.url === target.href && 'focus' in client) return void (await client.focus());
      }
      await sw.clients.openWindow(target.href);
    })(),
  );
});

/** A page asks the worker to forget what it kept (signing out on a shared phone). */
sw.addEventListener('message', (event) => {
  if (event.data?.type === 'forget-pages') event.waitUntil(Promise.all([caches.delete(PAGES), caches.delete(BOOKINGS)]));
});
