import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import page from '@/components/flights/FlightPage.module.scss';
import { brand } from '@/components/layout/brand';

/** A booking ID that leads nowhere payable: unknown, or not paid in time (with a refund notice if money came late). */
export function BookingUnavailable({ reason, paymentProblem = false }: { reason: 'NOT_FOUND' | 'LAPSED'; paymentProblem?: boolean }) {
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
        {/* Money that arrived for a lapsed booking is refunded: say so where the traveller lands. */}
        {paymentProblem && <p>{t('payment.notices.problem', { phone: brand.supportPhone })}</p>}
        <Link href={reason === 'NOT_FOUND' ? '/payment' : '/'} className={page.primaryLink}>
          {reason === 'NOT_FOUND' ? t('payment.tryAnother') : t('confirmation.searchAgain')}
        </Link>
      </div>
    </div>
  );
}
