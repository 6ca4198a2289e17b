import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import controls from '@/components/common/controls.module.scss';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import page from '@/components/layout/Page.module.scss';
import cancelStyles from '@/components/payment/CancelBooking.module.scss';
import checkout from '@/components/payment/Checkout.module.scss';
import styles from '@/components/payment/ConfirmationHero.module.scss';
import { brand } from '@/config/public';
import { bookingDocumentHref } from '@/services/bookings';
import type { StayBooking } from '@/services/stays';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { StayCancel } from './StayCancel';
import { StayReceipt, StaySummary } from './StayOrder';
import { ReviewForm } from '@/components/reviews/ReviewForm';
import { selectStays, submitStayRating } from '@/store/slices/stays';

/**
 * Spec §2 /stays/confirmation: the property's confirmation number first, the voucher, the calendar,
 * the stay and what was paid; then changed plans (cancelling as the rate allows) and, once checked
 * out, the guest's review.
 */
export function StayConfirmation({ booking, now }: { booking: StayBooking; now: string }) {
  const { t } = useTranslation('stays');
  const { date, money } = useFormatters();
  const testMode = useAppSelector((state) => state.ui.paymentsSandbox);
  const dispatch = useAppDispatch();
  const { userRating, loading: sending } = useAppSelector(selectStays);
  const cancelled = booking.status === 'CANCELLED';
  return (
    <div className={page.page}>
      <Head>
        <title>{`${cancelled ? t('cancel.cancelledTitle') : t('confirmation.title')} | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.hero} aria-labelledby="stay-confirmation">
        {testMode && <p className={styles.test}>{t('confirmation.test')}</p>}
        <p className={cancelled ? cancelStyles.cancelledTitle : styles.done}>{cancelled ? t('cancel.cancelledTitle') : t('confirmation.title')}</p>
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
        {cancelled ? (
          <p role="status">
            {booking.refunded
              ? t('cancel.refundedOn', { amount: money(toMinor(booking.refunded.amount), booking.currency), date: date(booking.refunded.at, { dateStyle: 'long', timeZone: 'Africa/Lagos' }) })
              : t('cancel.refundPending', { phone: brand.supportPhone })}
          </p>
        ) : (
          <>
            <div className={styles.actions}>
              <a href={bookingDocumentHref(booking.reference, 'ticket.pdf')} className={controls.primary} download>
                {t('confirmation.voucher')}
              </a>
              <a href={bookingDocumentHref(booking.reference, 'calendar.ics')}>{t('confirmation.calendar')}</a>
            </div>
            <p className={styles.note}>{t('confirmation.emailed')}</p>
          </>
        )}
      </section>
      <div className={checkout.layout}>
        <StaySummary booking={booking} headingId="stay-title" />
        <section className={checkout.block} aria-labelledby="paid-title">
          <h2 id="paid-title">{t('confirmation.whatPaid')}</h2>
          <StayReceipt booking={booking} />
          <Link href="/hub">{t('confirmation.hub')}</Link>
        </section>
      </div>
      <StayCancel booking={booking} now={now} />
      <ReviewForm
        kind="stay"
        categories={['cleanliness', 'comfort', 'location', 'facilities', 'staff', 'value']}
        status={booking.stay.review.status}
        from={booking.stay.checkOut}
        until={booking.stay.review.until}
        subjectHref={`/stays/${booking.stay.propertyId}?reviews=latest#reviews`}
        published={!!userRating}
        sending={sending}
        submit={async (draft) => {
          const result = await dispatch(submitStayRating({ bookingId: booking.reference, ...draft }));
          return submitStayRating.fulfilled.match(result) ? null : (result.payload ?? { status: 0, code: 'NETWORK', message: '', errors: [] });
        }}
      />
    </div>
  );
}
