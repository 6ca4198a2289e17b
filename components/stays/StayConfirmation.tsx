import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import controls from '@/components/common/controls.module.scss';
import page from '@/components/layout/Page.module.scss';
import checkout from '@/components/payment/Checkout.module.scss';
import { awaitingProvider, ConfirmationHero } from '@/components/payment/ConfirmationHero';
import { TripAlerts } from '@/components/push/TripAlerts';
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
  const dispatch = useAppDispatch();
  const { userRating, loading: sending } = useAppSelector(selectStays);
  const cancelled = booking.status === 'CANCELLED';
  return (
    <div className={page.page}>
      <Head>
        <title>{`${cancelled ? t('cancel.cancelledTitle') : t('confirmation.title')} | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ConfirmationHero
        booking={booking}
        number={booking.providerReference ?? booking.reference}
        headingId="stay-confirmation"
        words={{
          test: t('confirmation.test'),
          done: t('confirmation.title'),
          cancelled: t('cancel.cancelledTitle'),
          numberLabel: t('confirmation.number'),
          bookingId: t('confirmation.bookingId'),
          paid: t('confirmation.paid'),
          refundedOn: (amount, date) => t('cancel.refundedOn', { amount, date }),
          refundPending: t('cancel.refundPending', { phone: brand.supportPhone }),
        }}
        actions={
          <>
            <a href={bookingDocumentHref(booking.reference, 'ticket.pdf')} className={controls.primary} download>
              {t('confirmation.voucher')}
            </a>
            <a href={bookingDocumentHref(booking.reference, 'calendar.ics')}>{t('confirmation.calendar')}</a>
          </>
        }
        note={t('confirmation.emailed')}
      />
      {!cancelled && <TripAlerts booking={booking.reference} />}
      <div className={checkout.layout}>
        <StaySummary booking={booking} headingId="stay-title" />
        <section className={checkout.block} aria-labelledby="paid-title">
          <h2 id="paid-title">{t('confirmation.whatPaid')}</h2>
          <StayReceipt booking={booking} />
          <Link href="/hub">{t('confirmation.hub')}</Link>
        </section>
      </div>
      {!awaitingProvider(booking) && <StayCancel booking={booking} now={now} />}
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
