import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { MouseEvent } from 'react';
import { useFormatters } from '@/components/i18n/use-formatters';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fetchStayReviews, selectStays, type ReviewTab } from '@/store/slices/stays';
import { formatScore, scoreWord } from './StayRating';
import styles from './StayDetail.module.scss';

export const REVIEW_TABS: ReviewTab[] = ['all', 'positive', 'negative', 'latest'];
export const REVIEWS_PER_PAGE = 5;
const CATEGORIES = ['cleanliness', 'comfort', 'location', 'facilities', 'staff', 'value'] as const;

/** The tab the address asks for (`?reviews=negative`), `all` otherwise. */
export const reviewTabOf = (value: unknown): ReviewTab => (REVIEW_TABS.includes(value as ReviewTab) ? (value as ReviewTab) : 'all');

/**
 * Spec §3/§7 reviews: the score, its six categories, and the reviews by tab. Each tab is a link
 * (the server renders it without JavaScript); with JavaScript the tab's reviews load in place.
 */
export function StayReviews({ id }: { id: string }) {
  const { t } = useTranslation('stays');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { date, language } = useFormatters();
  const { reviews, reviewsError, loading } = useAppSelector(selectStays);
  const tab = reviewTabOf(router.query.reviews);
  const shown = reviews[tab];
  const loaded = Object.values(reviews).find((page) => page);
  const summary = loaded?.meta.summary;
  const fromProvider = loaded?.meta.source === 'provider';
  const pageNumber = shown?.meta.page ?? 1;
  const pages = shown ? Math.max(1, Math.ceil(shown.meta.count / shown.meta.pageSize)) : 1;

  const hrefOf = (nextTab: ReviewTab, nextPage = 1) => {
    const query: Record<string, string | string[] | undefined> = { ...router.query, reviews: nextTab === 'all' ? undefined : nextTab, reviewsPage: nextPage > 1 ? String(nextPage) : undefined };
    for (const key of Object.keys(query)) if (query[key] === undefined) delete query[key];
    return { pathname: router.pathname, query, hash: 'reviews' };
  };
  const open = (nextTab: ReviewTab, nextPage = 1) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void router.replace(hrefOf(nextTab, nextPage), undefined, { shallow: true, scroll: false });
    void dispatch(fetchStayReviews({ id, tab: nextTab, page: nextPage, pageSize: REVIEWS_PER_PAGE, language }));
  };

  return (
    <section aria-labelledby="stay-reviews" className={styles.section} id="reviews">
      <h2 id="stay-reviews">{t('reviews.title')}</h2>
      {summary && summary.score !== null ? (
        <>
          <p className={styles.bigScore}>
            <span className={styles.scoreBadge}>{formatScore(summary.score, language)}</span> <strong>{t(`rating.words.${scoreWord(summary.score)}`)}</strong> · {t('rating.reviews', { count: summary.count })}
          </p>
          <dl className={styles.categories}>
            {CATEGORIES.filter((category) => summary.categories[category] !== undefined).map((category) => (
              <div key={category}>
                <dt>{t(`reviews.categories.${category}`)}</dt>
                <dd>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${summary.categories[category]! * 10}%` }} />
                  </span>
                  {formatScore(summary.categories[category]!, language)}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p>{t('reviews.none')}</p>
      )}
      {fromProvider && <p className={styles.note}>{t('reviews.fromProvider', { count: summary?.count ?? 0 })}</p>}
      {summary && summary.count > 0 && !fromProvider && (
        <>
          <nav aria-label={t('reviews.tabsLabel')} className={styles.tabs}>
            {REVIEW_TABS.map((option) => (
              <Link key={option} href={hrefOf(option)} aria-current={option === tab ? 'true' : undefined} onClick={open(option)} scroll={false}>
                {t(`reviews.tabs.${option}`)}
                {option === 'positive' ? ` (${summary.positive})` : option === 'negative' ? ` (${summary.negative})` : ''}
              </Link>
            ))}
          </nav>
          {reviewsError && (
            <p role="alert" className={styles.failure}>
              {t('reviews.failed')} <a href="#reviews" onClick={open(tab, pageNumber)}>{t('results.retry')}</a>
            </p>
          )}
          <div aria-busy={loading} aria-live="polite">
            {shown && shown.data.length === 0 && <p>{t('reviews.noneInTab')}</p>}
            <ol className={styles.reviewList}>
              {shown?.data.map((review) => (
                <li key={review.id} className={styles.review} lang={review.language}>
                  <p className={styles.reviewHead}>
                    <span className={styles.scoreBadge}>{review.overall}</span>
                    <strong>{review.authorName}</strong>
                    {review.verified && <span className={styles.verified}>{t('reviews.verified')}</span>}
                  </p>
                  <p className={styles.reviewDate}>{t('reviews.stayed', { month: date(`${review.experiencedOn}T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' }) })}</p>
                  {review.title && <h3 className={styles.reviewTitle}>{review.title}</h3>}
                  <p className={styles.reviewText}>{review.text}</p>
                </li>
              ))}
            </ol>
            {pages > 1 && (
              <p className={styles.pager}>
                {pageNumber > 1 ? (
                  <Link href={hrefOf(tab, pageNumber - 1)} onClick={open(tab, pageNumber - 1)} scroll={false}>
                    {t('results.previous')}
                  </Link>
                ) : (
                  <span />
                )}
                <span>{t('results.page', { page: pageNumber, pages })}</span>
                {pageNumber < pages ? (
                  <Link href={hrefOf(tab, pageNumber + 1)} onClick={open(tab, pageNumber + 1)} scroll={false}>
                    {t('results.next')}
                  </Link>
                ) : (
                  <span />
                )}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
