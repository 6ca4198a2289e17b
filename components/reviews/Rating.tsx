import { useTranslation } from '@/components/i18n/use-translation';
import { useAppSelector } from '@/store/hooks';
import styles from './Reviews.module.scss';

/** Booking.com's words for a score out of 10. */
export const scoreWord = (score: number) => (score >= 9 ? 'exceptional' : score >= 8 ? 'excellent' : score >= 7 ? 'veryGood' : score >= 6 ? 'good' : 'fair');

/** A score with one decimal, as the reader writes numbers ("8.4", "8,4"). */
export const formatScore = (score: number, language: 'en' | 'fr') =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-NG', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);

/** "8.4 Excellent · 212 reviews", or "No reviews yet". */
export function Rating({ score, count }: { score: number | null; count: number }) {
  const { t } = useTranslation('reviews');
  const language = useAppSelector((state) => state.auth.locale);
  if (score === null || count === 0) return <p className={styles.noReviews}>{t('rating.none')}</p>;
  const shown = formatScore(score, language);
  return (
    <p className={styles.rating}>
      <span className={styles.score} aria-hidden="true">
        {shown}
      </span>
      <span className={styles.visuallyHidden}>{t('rating.outOf', { score: shown })}</span>
      <strong>{t(`rating.words.${scoreWord(score)}`)}</strong>
      <span className={styles.reviewCount}>{t('rating.reviews', { count })}</span>
    </p>
  );
}

/** Stars as a short mark ("★★★★") with their number for screen readers; nothing when unknown. */
export function Stars({ count }: { count: number | null }) {
  const { t } = useTranslation('reviews');
  if (!count) return null;
  return (
    <span className={styles.stars} role="img" aria-label={t('rating.stars', { count })}>
      {'★'.repeat(count)}
    </span>
  );
}
