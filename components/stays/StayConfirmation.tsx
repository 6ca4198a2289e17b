import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useFormatters } from '@/components/i18n/use-formatters';
import page from '@/components/layout/Page.module.scss';
import checkout from '@/components/payment/Checkout.module.scss';
import styles from '@/components/payment/ConfirmationHero.module.scss';
import controls from '@/components/common/controls.module.scss';
import { brand } from '@/config/public';
import { bookingDocumentHref } from '@/services/bookings';
import type { StayBooking } from '@/services/stays';
import { useAppSelector } from '@/store/hooks';
import { StayReceipt, StaySummary } from './StayOrder';

/** Spec §2 /stays/confirmation: the property's confirmation number first, the voucher, the calendar, the stay and what was paid. */
export function StayConfirmation({ booking }: { booking: StayBooking }) {
  const { t } = useTranslation('stays');
  const { date } = useFormatters();
  const testMode = useAppSelector((state) => state.ui.paymentsSandbox);
  return (
    <div className={page.page}>
      <Head>
        <title>{`${t('confirmation.title')} | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.hero} aria-labelledby="stay-confirmation">
        {testMode && <p className={styles.test}>{t('confirmation.test')}</p>}
        <p className={styles.done}>{t('confirmation.title')}</p>
        <p className={styles.label}>{t('confirmation.number')}</p>
        <h1 id="stay-confirmation" className={styles.contract}>
          {booking.providerReference ?? booking.reference}
        </h1>
        <dl className={styles.meta}>
          <div>
            <dt>{t('confirmation.bookingId')}</dt>
            <dd>{booking.reference}</dd>
          </div>
          {booking.paidAt && (
            <div>
              <dt>{t('confirmation.paid')}</dt>
              <dd>{date(booking.paidAt, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Lagos' })}</dd>
            </div>
          )}
        </dl>
        <div className={styles.actions}>
          <a href={bookingDocumentHref(booking.reference, 'ticket.pdf')} className={controls.primary} download>
            {t('confirmation.voucher')}
          </a>
          <a href={bookingDocumentHref(booking.reference, 'calendar.ics')}>{t('confirmation.calendar')}</a>
        </div>
        <p className={styles.note}>{t('confirmation.emailed')}</p>
      </section>
      <div className={checkout.layout}>
        <StaySummary booking={booking} headingId="stay-title" />
        <section className={checkout.block} aria-labelledby="paid-title">
          <h2 id="paid-title">{t('confirmation.whatPaid')}</h2>
          <StayReceipt booking={booking} />
          <Link href="/hub">{t('confirmation.hub')}</Link>
        </section>
      </div>
    </div>
  );
}
