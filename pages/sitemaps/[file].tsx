import { crawlerFile } from '@/lib/ssr/crawler-file';
import { serverHttpClient } from '@/lib/ssr/http-server';
import { siteOrigin } from '@/lib/ssr/site-origin';
import { sitemapFile } from '@/lib/ssr/sitemaps';

/** /sitemaps/{section}-{part}.xml (lib/ssr/sitemaps.ts). */
export default function SitemapFile() {
  return null;
}

export const getServerSideProps = crawlerFile('application/xml; charset=utf-8', ({ req, params }) => {
  const file = typeof params?.file === 'string' ? params.file : '';
  return file.endsWith('.xml') ? sitemapFile(siteOrigin(req), file.slice(0, -4), serverHttpClient(req)) : null;
});
