import { eq } from 'drizzle-orm';
import { now } from '../lib/clock';
import type { AppRouteHandler } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import { limitPerAddress, rateLimit } from '../lib/rate-limit';
import { clientIp } from '../lib/request-context';
import { siteOrigin } from '../lib/site-origin';
import { heroArt } from '../content/art';
import type { HeroScene } from '../content/categories';
import { advertUrl, advertsForToday, countClick } from './adverts';
import type * as routes from './ads.routes';
import { adverts } from './schema';

/** Enough for a person moving between pages all day; not enough to inflate an advert's figures. */
const SHOWINGS_PER_HOUR = 300;
const COUNTED_CLICKS_PER_HOUR = 5;

export const todaysAdvertsHandler: AppRouteHandler<typeof routes.todaysAdverts> = async (c) => {
  const { position, lang, country, count } = c.req.valid('json');
  await limitPerAddress(c, 'ad-today', SHOWINGS_PER_HOUR, 'Too many requests from this connection. Please wait a few minutes.');
  const chosen = await advertsForToday(c.var.db, { position, language: lang, country, count }, now());
  const data = chosen.map(({ art, ...advert }) => ({
    ...advert,
    position,
    clickUrl: `/api/ad/click/${advert.id}?position=${position}`,
    artUrl: art ? `/api/ad/art/${advert.id}.svg` : null,
  }));
  // Chosen afresh each time, for this reader: never kept by a shared cache.
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data }, 200);
};

/**
 * Counted a few times per connection and hour, then only followed: a script cannot inflate the
 * figures. An unknown advert is a 404 before anything is counted (each counted key is a row), and
 * a click counts only against an impression of that advert there today (countClick).
 */
export const followAdvertHandler: AppRouteHandler<typeof routes.followAdvertRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const { position } = c.req.valid('query');
  const url = await advertUrl(c.var.db, id);
  if (!url) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'There is no such advert.');
  const counted = await rateLimit(
    c.var.db,
    { key: `ad-click:ip:${clientIp(c)}:${id}`, max: COUNTED_CLICKS_PER_HOUR, windowSeconds: 3600 },
    'Too many clicks.',
  ).then(
    () => true,
    (error: unknown) => (error instanceof HttpError && error.status === 429 ? false : Promise.reject(error)),
  );
  if (counted) await countClick(c.var.db, id, position, now());
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'origin');
  return c.redirect(url.startsWith('/') ? `${siteOrigin(c)}${url}` : url, 302);
};

export const advertArtHandler: AppRouteHandler<typeof routes.advertArtRoute> = async (c) => {
  const id = c.req.valid('param').file.replace(/\.svg$/, '');
  const [row] = await c.var.db.select({ art: adverts.art }).from(adverts).where(eq(adverts.id, id));
  if (!row?.art) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'There is no such picture.');
  return c.body(heroArt(row.art as HeroScene, id), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
};
