import { crawlerFile } from '@/lib/ssr/crawler-file';
import { serverHttpClient } from '@/lib/ssr/http-server';
import { siteOrigin } from '@/lib/ssr/site-origin';
import { sitemapIndex } from '@/lib/ssr/sitemaps';

/** /sitemap.xml: the index of the sitemaps (lib/ssr/sitemaps.ts). */
export default function SitemapIndex() {
  return null;
}

export const getServerSideProps = crawlerFile('application/xml; charset=utf-8', ({ req }) => sitemapIndex(siteOrigin(req), serverHttpClient(req)));
