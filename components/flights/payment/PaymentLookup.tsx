import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import controls from '@/components/common/controls.module.scss';
import page from '@/components/flights/FlightPage.module.scss';
import { brand } from '@/components/layout/brand';
import styles from './FlightPayment.module.scss';

/**
 * Spec §2 /payment without a booking: enter the booking ID to pay a reservation. A plain GET form,
 * so it works before (or without) JavaScript on a slow phone.
 */
export function PaymentLookup({ reference, notFound }: { reference: string; notFound: boolean }) {
  const { t } = useTranslation('flights');
  return (
    <div className={page.page}>
      <Head>
        <title>{`${t('payment.lookupTitle')} | ${brand.name}`}</title>
      </Head>
      <h1 className={page.heading}>{t('payment.lookupTitle')}</h1>
      <p>{t('payment.lookupIntro')}</p>
      <form method="get" action="" className={styles.lookup}>
        <label htmlFor="booking-id">{t('confirmation.bookingId')}</label>
        <input
          id="booking-id"
          name="booking"
          defaultValue={reference}
          required
          minLength={6}
          maxLength={6}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          pattern="[A-Za-z0-9]{6}"
          aria-invalid={notFound || undefined}
          aria-describedby={notFound ? 'booking-id-error' : 'booking-id-hint'}
        />
        <p id="booking-id-hint" className={styles.muted}>
          {t('payment.lookupHint')}
        </p>
        {notFound && (
          <p id="booking-id-error" role="alert" className={styles.error}>
            {t('confirmation.notFound')}
          </p>
        )}
        <button type="submit" className={controls.primary}>
          {t('payment.lookupSubmit')}
        </button>
      </form>
    </div>
  );
}
