import { PHONE, WithPhone } from '@/components/common/WithPhone';
import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import page from '@/components/layout/Page.module.scss';

/** A booking that was not paid in time (with a refund notice if money came late). */
export function BookingUnavailable({ paymentProblem = false }: { paymentProblem?: boolean }) {
  const { t } = useTranslation('flights');
  return (
    <div className={page.page}>
      <PrivateTitle title={t('payment.lapsedTitle')} />
      <h1 className={page.heading}>{t('payment.lapsedTitle')}</h1>
      <div role="alert" className={page.unavailable}>
        <p>{t('confirmation.lapsed')}</p>
        {/* Money that arrived for a lapsed booking is refunded: say so where the traveller lands. */}
        {paymentProblem && (
          <p>
            <WithPhone text={t('payment.notices.problem', { phone: PHONE })} />
          </p>
        )}
        <Link href="/" className={page.primaryLink}>
          {t('confirmation.searchAgain')}
        </Link>
      </div>
    </div>
  );
}
