import type { GetServerSideProps } from 'next';
import { logger } from '@/common/node/logger';

/**
 * A page that answers a file for crawlers (robots.txt, sitemaps) instead of HTML: `write` gives its
 * body, or null for an address that does not exist (404). Public and cached for an hour; a failure
 * to make it is a 503 the crawler tries again later.
 */
export function crawlerFile(
  contentType: string,
  write: (context: Parameters<GetServerSideProps>[0]) => Promise<string | null> | string | null,
): GetServerSideProps {
  return async (context) => {
    const { res } = context;
    try {
      const body = await write(context);
      if (body === null) return { notFound: true };
      res.setHeader('Content-Type', contentType);
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.end(body);
    } catch (error) {
      logger.error('a file for crawlers could not be made', { page: context.resolvedUrl, error: String(error) });
      res.statusCode = 503;
      res.setHeader('Retry-After', '600');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Unavailable for a moment; try again later.\n');
    }
    return { props: {} };
  };
}
