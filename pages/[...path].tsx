import type { GetServerSideProps } from 'next';
import { OfflinePage } from '@/components/offline/OfflinePage';
import { NotFoundScreen } from '@/components/status/NotFoundScreen';
import { crawlerFile } from '@/ssr/crawler-file';
import { serverHttpClient } from '@/ssr/http-server';
import { answerNotFound, withAppShell } from '@/ssr/page-props';
import { siteOrigin } from '@/ssr/site-origin';
import { robotsTxt, sitemapFile, sitemapIndex } from '@/ssr/sitemaps';

type Props = { offline?: true };

/**
 * Any address no page claims: the not-found screen with status 404, rendered with the shell of
 * every page (the visitor's language and currency, the test-mode ribbon); in maintenance mode the
 * maintenance screen (withAppShell answers first).
 *
 * It also answers three kinds of address that have no page file of their own, because each page
 * file adds to the build manifest every first visit of every page loads: `/offline`, the page the
 * service worker keeps to show without a connection (docs/offline-and-push.md), and the files for
 * crawlers, `/robots.txt`, `/sitemap.xml` and `/sitemaps/{section}-{part}.xml` (ssr/sitemaps.ts).
 */
export default function UnclaimedAddress({ offline }: Props) {
  return offline ? <OfflinePage /> : <NotFoundScreen />;
}

const shell = withAppShell<Props>({ page: 'content', namespaces: ['push'] }, async (_store, context) => {
  const path = context.params?.path;
  if (Array.isArray(path) && path.length === 1 && path[0] === 'offline') return { props: { offline: true } };
  answerNotFound(context);
  return { props: {} };
});

const robots = crawlerFile('text/plain; charset=utf-8', ({ req }) => robotsTxt(siteOrigin(req)));
const index = crawlerFile('application/xml; charset=utf-8', ({ req }) => sitemapIndex(siteOrigin(req), serverHttpClient(req)));
const sitemap = crawlerFile('application/xml; charset=utf-8', ({ req, params }) => {
  const file = (params?.path as string[])[1]!;
  return file.endsWith('.xml') ? sitemapFile(siteOrigin(req), file.slice(0, -4), serverHttpClient(req)) : null;
});

export const getServerSideProps: GetServerSideProps = (context) => {
  const path = Array.isArray(context.params?.path) ? context.params.path : [];
  // Crawlers' files exist at the site's root only (not under /fr).
  if (context.locale === context.defaultLocale) {
    if (path.length === 1 && path[0] === 'robots.txt') return robots(context);
    if (path.length === 1 && path[0] === 'sitemap.xml') return index(context);
    if (path.length === 2 && path[0] === 'sitemaps') return sitemap(context);
  }
  return shell(context);
};
