import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import page from '@/components/flights/FlightPage.module.scss';
import { brand } from '@/components/layout/brand';

/** A booking ID that leads nowhere payable: unknown, or not paid in time. */
export function BookingUnavailable({ reason }: { reason: 'NOT_FOUND' | 'LAPSED' }) {
  const { t } = useTranslation('flights');
  return (
    <div className={page.page}>
      <Head>
        <title>{`${t(reason === 'NOT_FOUND' ? 'confirmation.notFoundTitle' : 'payment.lapsedTitle')} | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className={page.heading}>{t(reason === 'NOT_FOUND' ? 'confirmation.notFoundTitle' : 'payment.lapsedTitle')}</h1>
      <div role="alert" className={page.unavailable}>
        <p>{reason === 'NOT_FOUND' ? t('confirmation.notFound') : t('confirmation.lapsed')}</p>
        <Link href={reason === 'NOT_FOUND' ? '/payment' : '/'} className={page.primaryLink}>
          {reason === 'NOT_FOUND' ? t('payment.tryAnother') : t('confirmation.searchAgain')}
        </Link>
      </div>
    </div>
  );
}
