import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import listing from './Listing.module.scss';

/*
 * The parts of a product's listing (stays, experiences) that read the same `results.*` words of
 * the product's namespace: each a link, so it works before and without JavaScript.
 */

/** The sorts, the current one marked. */
export function SortLinks<S extends string>({
  namespace,
  sorts,
  current,
  href,
  className = '',
}: {
  namespace: string;
  sorts: readonly S[];
  current: S;
  href: (sort: S) => string;
  className?: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <nav aria-label={t('results.sortLabel')} className={`${listing.sorts} ${className}`.trim()}>
      {sorts.map((sort) => (
        <Link key={sort} href={href(sort)} aria-current={current === sort ? 'true' : undefined} className={listing.sort} scroll={false}>
          {t(`results.sorts.${sort}`)}
        </Link>
      ))}
    </nav>
  );
}

/** Previous and next pages around "page 2 of 5"; nothing for a single page. */
export function Pager({ namespace, page, pages, href }: { namespace: string; page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation(namespace);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('results.pages')} className={listing.pager}>
      {page > 1 ? <Link href={href(page - 1)}>{t('results.previous')}</Link> : <span />}
      <span>{t('results.page', { page, pages })}</span>
      {page < pages ? <Link href={href(page + 1)}>{t('results.next')}</Link> : <span />}
    </nav>
  );
}

/** A search the API could not answer: too many from this connection, or failed, with a way to try again. */
export function SearchFailure({ namespace, error }: { namespace: string; error: { status: number; code: string } }) {
  const { t } = useTranslation(namespace);
  const router = useRouter();
  return (
    <div role="alert" className={listing.failure}>
      <p>{error.status === 429 ? t('results.tooMany') : t('results.failed', { code: error.code })}</p>
      <Link href={router.asPath}>{t('results.retry')}</Link>
    </div>
  );
}
