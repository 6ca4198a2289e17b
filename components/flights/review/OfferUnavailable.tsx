import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { searchHref } from '@/lib/flight-search-query';
import { useAppSelector } from '@/store/hooks';
import page from '@/components/layout/Page.module.scss';
import styles from './FlightReview.module.scss';
import { selectFlight } from '@/store/slices/flight';

/** Why the chosen offer cannot be booked, and the way back to the options (a new search when its price expired). */
export function OfferUnavailable() {
  const { t } = useTranslation('flights');
  const { offerUnavailable, resultsFor } = useAppSelector(selectFlight);
  const message =
    offerUnavailable === 'SOLD_OUT'
      ? t('review.soldOut')
      : offerUnavailable === 'ERROR'
        ? t('results.error')
        : offerUnavailable === 'EXPIRED'
          ? t('review.expired')
          : t('review.gone');
  return (
    <div role="alert" className={page.unavailable}>
      <p>{message}</p>
      <p className={styles.actions}>
        <Link href={resultsFor ? searchHref(resultsFor) : '/'} className={page.primaryLink}>
          {offerUnavailable === 'EXPIRED' ? t('review.searchAgain') : t('review.otherOptions')}
        </Link>
        <Link href="/help">{t('review.contactSupport')}</Link>
      </p>
    </div>
  );
}

/** A booking step whose offer cannot be booked: the step's heading and title, then why and the way back. */
export function OfferUnavailablePage({ title }: { title: string }) {
  return (
    <div className={page.page}>
      <PrivateTitle title={title} />
      <h1 className={page.heading}>{title}</h1>
      <OfferUnavailable />
    </div>
  );
}
