import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import controls from '@/components/common/controls.module.scss';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { Rating } from '@/components/reviews/Rating';
import { ProductPhoto } from '@/components/product/ProductPhoto';
import { experienceHref, type ExperienceCategory } from '@/config/experiences-paths';
import type { Activity } from '@/services/experiences';
import { Duration } from './Duration';
import styles from './ExperienceCard.module.scss';

interface ExperienceCardProps {
  activity: Activity;
  /** The city's name in the reader's language. */
  cityName?: string;
  /** The first card's picture loads at once (it is in the first screen); the others when scrolled to. */
  eager?: boolean;
  /** The picture sent with the page (a data: address), for the first card. */
  inlinePhoto?: string | null;
}

/** One experience in a list: its picture, name, where, how long, its guests' score, its terms and its price for an adult. */
export function ExperienceCard({ activity, cityName, eager = false, inlinePhoto }: ExperienceCardProps) {
  const { t } = useTranslation('experiences');
  const { money } = useFormatters();
  const href = experienceHref(activity.category as ExperienceCategory | null, activity.id);
  const { details } = activity;
  return (
    <article className={styles.card}>
      <ProductPhoto className={styles.photo} path={activity.pictures[0] ?? ''} inline={inlinePhoto} eager={eager} alt="" width={400} height={225} />
      <div className={styles.body}>
        <p className={styles.kind}>
          {activity.category ? t(`categories.${activity.category}.name`) : null}
          {cityName ? ` · ${cityName}` : ''}
        </p>
        <h2 className={styles.name}>
          <Link href={href}>{activity.name}</Link>
        </h2>
        <p className={styles.short}>{activity.shortDescription}</p>
        {activity.provider === 'amadeus' ? (
          activity.rating && <p className={styles.short}>{t('outside.rating', { rating: activity.rating })}</p>
        ) : (
          <Rating score={activity.reviews.score} count={activity.reviews.count} />
        )}
        <ul className={styles.terms}>
          {details && (
            <li>
              <Duration minutes={details.durationMinutes} />
            </li>
          )}
          {activity.informational ? (
            <li>{t('card.notSold')}</li>
          ) : activity.provider === 'amadeus' ? (
            <li>{t('card.outside')}</li>
          ) : details?.freeCancellationHours ? (
            <li className={styles.good}>{t('card.freeCancellation')}</li>
          ) : null}
        </ul>
      </div>
      <div className={styles.price}>
        {activity.price ? (
          <p>
            <span className={styles.priceNote}>{t('card.from')}</span>{' '}
            <span className={styles.amount}>{money(toMinor(activity.price.amount), activity.price.currencyCode as 'USD' | 'NGN')}</span>{' '}
            <span className={styles.priceNote}>{t('card.perAdult')}</span>
          </p>
        ) : (
          <p className={styles.priceNote}>{t('card.freeToVisit')}</p>
        )}
        <Link href={href} className={controls.primary} aria-label={t('card.seeLabel', { name: activity.name })}>
          {activity.informational ? t('card.seePlace') : activity.provider === 'amadeus' ? t('card.seeDetails') : t('card.seeTimes')}
        </Link>
      </div>
    </article>
  );
}
