import { crawlerFile } from '@/lib/ssr/crawler-file';
import { siteOrigin } from '@/lib/ssr/site-origin';
import { robotsTxt } from '@/lib/ssr/sitemaps';

/** /robots.txt (lib/ssr/sitemaps.ts). */
export default function RobotsTxt() {
  return null;
}

export const getServerSideProps = crawlerFile('text/plain; charset=utf-8', ({ req }) => robotsTxt(siteOrigin(req)));
