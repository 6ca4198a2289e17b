import { PHONE, WithPhone } from '@/components/common/WithPhone';
import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect } from 'react';
import { toast } from '@/components/common/toast';
import page from '@/components/layout/Page.module.scss';
import { brand } from '@/config/public';
import { referenceFrom } from '@/ssr/booking-page-props';
import { withAppShell } from '@/ssr/page-props';

type Props = { reference: string | null };

/**
 * Spec §2 /insurance/error and §8: an insurance booking that failed — the partner's error, or a
 * payment that arrived but could not be honoured (it is recorded for a refund, never lost). The
 * booking ID to quote to customer care, and the toast of §4.
 */
export default function InsuranceErrorPage({ reference }: Props) {
  const { t } = useTranslation('insurance');
  useEffect(() => {
    toast.error(t('errorPage.toast'), { id: 'insurance-failed' });
  }, [t]);
  return (
    <div className={page.page}>
      <PrivateTitle title={t('errorPage.title')} />
      <h1 className={page.heading}>{t('errorPage.title')}</h1>
      <div role="alert" className={page.unavailable}>
        <p>{t('errorPage.message')}</p>
      </div>
      {reference && (
        <p>
          {t('errorPage.bookingId')} <strong>{reference}</strong>
        </p>
      )}
      {reference && <p>{t('errorPage.money')}</p>}
      <p>
        <WithPhone text={t('errorPage.contact', { phone: PHONE, email: brand.supportEmail })} />
      </p>
      <Link href="/insurance" className={page.primaryLink}>
        {t('errorPage.again')}
      </Link>
    </div>
  );
}

export const getServerSideProps = withAppShell<Props>({ page: 'insurance', namespaces: ['insurance'], personal: true }, async (_store, context) => {
  const reference = referenceFrom(context.query.booking);
  return { props: { reference: /^[A-Z0-9]{6}$/.test(reference) ? reference : null } };
});
