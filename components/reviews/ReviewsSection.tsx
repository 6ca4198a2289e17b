import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import type { MouseEvent } from 'react';
import { useFormatters } from '@/components/i18n/use-formatters';
import type { ApiErrorInfo } from '@/services/http';
import type { ReviewPage, ReviewTab } from '@/services/reviews';
import { formatScore, scoreWord } from './Rating';
import styles from './Reviews.module.scss';

export const REVIEW_TABS: ReviewTab[] = ['all', 'positive', 'negative', 'latest'];
export const REVIEWS_PER_PAGE = 5;

export interface ReviewsState {
  reviews: Record<ReviewTab, ReviewPage | null>;
  reviewsError: ApiErrorInfo | null;
  loading: boolean;
}

/** The tab the address asks for (`?reviews=negative`), `all` otherwise. */
export const reviewTabOf = (value: unknown): ReviewTab => (REVIEW_TABS.includes(value as ReviewTab) ? (value as ReviewTab) : 'all');

interface ReviewsSectionProps {
  /** Whose reviews: a stay's or an experience's (their words differ). */
  kind: 'stay' | 'experience';
  /** The product's categories, in the order to show. */
  categories: readonly string[];
  state: ReviewsState;
  /** Loads a tab's page in place (the product's store). */
  load: (tab: ReviewTab, page: number) => void;
}

/**
 * Spec §3/§7 reviews, for every product that has them: the score, its categories, and the reviews
 * by tab. Each tab is a link (the server renders it without JavaScript); with JavaScript the tab's
 * reviews load in place.
 */
export function ReviewsSection({ kind, categories, state, load }: ReviewsSectionProps) {
  const { t } = useTranslation('reviews');
  const router = useRouter();
  const { date, language } = useFormatters();
  const { reviews, reviewsError, loading } = state;
  const tab = reviewTabOf(router.query.reviews);
  const shown = reviews[tab];
  const loaded = Object.values(reviews).find((page) => page);
  const summary = loaded?.meta.summary;
  const fromProvider = loaded?.meta.source === 'provider';
  const pageNumber = shown?.meta.page ?? 1;
  const pages = shown ? Math.max(1, Math.ceil(shown.meta.count / shown.meta.pageSize)) : 1;

  const hrefOf = (nextTab: ReviewTab, nextPage = 1) => {
    const query: Record<string, string | string[] | undefined> = {
      ...router.query,
      reviews: nextTab === 'all' ? undefined : nextTab,
      reviewsPage: nextPage > 1 ? String(nextPage) : undefined,
    };
    for (const key of Object.keys(query)) if (query[key] === undefined) delete query[key];
    return { pathname: router.pathname, query, hash: 'reviews' };
  };
  const open =
    (nextTab: ReviewTab, nextPage = 1) =>
    (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      void router.replace(hrefOf(nextTab, nextPage), undefined, { shallow: true, scroll: false });
      load(nextTab, nextPage);
    };

  return (
    <section aria-labelledby="reviews-title" className={styles.section} id="reviews">
      <h2 id="reviews-title">{t('list.title', { context: kind })}</h2>
      {summary && summary.score !== null ? (
        <>
          <p className={styles.bigScore}>
            <span className={styles.scoreBadge}>{formatScore(summary.score, language)}</span> <strong>{t(`rating.words.${scoreWord(summary.score)}`)}</strong> ·{' '}
            {t('rating.reviews', { count: summary.count })}
          </p>
          <dl className={styles.categories}>
            {categories
              .filter((category) => summary.categories[category] !== undefined)
              .map((category) => (
                <div key={category}>
                  <dt>{t(`categories.${category}`)}</dt>
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
        <p>{t('list.none')}</p>
      )}
      {fromProvider && <p className={styles.note}>{t('list.fromProvider', { count: summary?.count ?? 0 })}</p>}
      {summary && summary.count > 0 && !fromProvider && (
        <>
          <nav aria-label={t('list.tabsLabel')} className={styles.tabs}>
            {REVIEW_TABS.map((option) => (
              <Link key={option} href={hrefOf(option)} aria-current={option === tab ? 'true' : undefined} onClick={open(option)} scroll={false}>
                {t(`list.tabs.${option}`)}
                {option === 'positive' ? ` (${summary.positive})` : option === 'negative' ? ` (${summary.negative})` : ''}
              </Link>
            ))}
          </nav>
          {reviewsError && (
            <p role="alert" className={styles.failure}>
              {t('list.failed')}{' '}
              <a href="#reviews" onClick={open(tab, pageNumber)}>
                {t('common:retry')}
              </a>
            </p>
          )}
          <div aria-busy={loading} aria-live="polite">
            {shown && shown.data.length === 0 && <p>{t('list.noneInTab')}</p>}
            <ol className={styles.reviewList}>
              {shown?.data.map((review) => (
                <li key={review.id} className={styles.review} lang={review.language}>
                  <p className={styles.reviewHead}>
                    <span className={styles.scoreBadge}>{review.overall}</span>
                    <strong>{review.authorName}</strong>
                    {review.verified && <span className={styles.verified}>{t('list.verified', { context: kind })}</span>}
                  </p>
                  <p className={styles.reviewDate}>
                    {t('list.dated', { context: kind, month: date(`${review.experiencedOn}T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' }) })}
                  </p>
                  {review.title && <h3 className={styles.reviewTitle}>{review.title}</h3>}
                  <p className={styles.reviewText}>{review.text}</p>
                </li>
              ))}
            </ol>
            {pages > 1 && (
              <p className={styles.pager}>
                {pageNumber > 1 ? (
                  <Link href={hrefOf(tab, pageNumber - 1)} onClick={open(tab, pageNumber - 1)} scroll={false}>
                    {t('common:previous')}
                  </Link>
                ) : (
                  <span />
                )}
                <span>{t('common:pageOf', { page: pageNumber, pages })}</span>
                {pageNumber < pages ? (
                  <Link href={hrefOf(tab, pageNumber + 1)} onClick={open(tab, pageNumber + 1)} scroll={false}>
                    {t('common:next')}
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
