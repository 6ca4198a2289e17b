import type { AppRouteHandler } from '../lib/create-app';
import { limitPerAddress } from '../lib/rate-limit';
import { siteOrigin } from '../lib/site-origin';
import { env } from '../env';
import { cardFor } from './pages';
import { cardPng, cardSvg } from './card';
import type { shareCardRoute } from './share.routes';

/** Drawn cards, by language and page (a few hundred: each is about 20 to 40 kB). */
const drawn = new Map<string, Promise<Buffer>>();
const KEPT = 300;
/** Cards a connection may have drawn anew in an hour: a network's crawler fetches a few, a script cycling through every route would spend the server's time. */
const DRAWINGS_PER_HOUR = 120;

export const shareCardHandler: AppRouteHandler<typeof shareCardRoute> = async (c) => {
  const { path, lang } = c.req.valid('query');
  const { section, title } = cardFor(path, lang);
  const host = new URL(siteOrigin(c)).host;
  const key = `${lang}|${host}|${section}|${title}`;
  let png = drawn.get(key);
  if (!png) {
    await limitPerAddress(c, 'share-card', DRAWINGS_PER_HOUR, 'Too many pictures asked from this connection. Please try again later.');
    png = cardPng(cardSvg({ brand: env().BRAND_NAME, section, title, host }));
    drawn.set(key, png);
    png.catch(() => drawn.delete(key));
    if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!);
  }
  return c.body(new Uint8Array(await png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' });
};
