import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import controls from '@/components/common/controls.module.scss';
import page from '@/components/layout/Page.module.scss';
import checkout from '@/components/payment/Checkout.module.scss';
import { awaitingProvider, ConfirmationHero } from '@/components/payment/ConfirmationHero';
import { TripAlerts } from '@/components/push/TripAlerts';
import { ReviewForm } from '@/components/reviews/ReviewForm';
import { experienceHref, type ExperienceCategory } from '@/config/experiences-paths';
import { brand } from '@/config/public';
import { bookingDocumentHref } from '@/services/bookings';
import type { ExperienceBooking } from '@/services/experiences';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectExperiences, submitExperienceRating } from '@/store/slices/experiences';
import { EXPERIENCE_REVIEW_CATEGORIES } from './review-categories';
import { ExperienceCancel } from './ExperienceCancel';
import { ExperienceReceipt, ExperienceSummary } from './ExperienceOrder';

/**
 * Spec §2 experiences confirmation: the ticket number first, the PDF ticket (its QR code opens the
 * ticket's check), the calendar, the slot and what was paid; then changed plans (free until 24 hours
 * before) and, once it is over, the participant's review.
 */
export function ExperienceConfirmation({ booking, now }: { booking: ExperienceBooking; now: string }) {
  const { t } = useTranslation('experiences');
  const dispatch = useAppDispatch();
  const { userRating, loading: sending } = useAppSelector(selectExperiences);
  const cancelled = booking.status === 'CANCELLED';
  const { experience } = booking;
  return (
    <div className={page.page}>
      <Head>
        <title>{`${cancelled ? t('cancel.cancelledTitle') : t('confirmation.title')} | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ConfirmationHero
        booking={booking}
        number={booking.providerReference ?? booking.reference}
        headingId="experience-confirmation"
        words={{
          test: t('confirmation.test'),
          done: t('confirmation.title'),
          cancelled: t('cancel.cancelledTitle'),
          numberLabel: t('confirmation.ticket'),
          bookingId: t('confirmation.bookingId'),
          paid: t('confirmation.paid'),
          refundedOn: (amount, date) => t('cancel.refundedOn', { amount, date }),
          refundPending: t('cancel.refundPending', { phone: brand.supportPhone }),
        }}
        actions={
          <>
            <a href={bookingDocumentHref(booking.reference, 'ticket.pdf')} className={controls.primary} download>
              {t('confirmation.pdf')}
            </a>
            <a href={bookingDocumentHref(booking.reference, 'calendar.ics')}>{t('confirmation.calendar')}</a>
            {experience.ticketPath && <Link href={experience.ticketPath}>{t('confirmation.mobileTicket')}</Link>}
          </>
        }
        note={t('confirmation.emailed')}
      />
      {!cancelled && <TripAlerts booking={booking.reference} />}
      <div className={checkout.layout}>
        <ExperienceSummary booking={booking} headingId="experience-title" />
        <section className={checkout.block} aria-labelledby="paid-title">
          <h2 id="paid-title">{t('confirmation.whatPaid')}</h2>
          <ExperienceReceipt booking={booking} />
          <Link href="/hub">{t('confirmation.hub')}</Link>
        </section>
      </div>
      {!awaitingProvider(booking) && <ExperienceCancel booking={booking} now={now} />}
      <ReviewForm
        kind="experience"
        categories={EXPERIENCE_REVIEW_CATEGORIES}
        status={experience.review.status}
        from={experience.endsAt.slice(0, 10)}
        until={experience.review.until}
        subjectHref={`${experienceHref(experience.category as ExperienceCategory, experience.experienceId)}?reviews=latest#reviews`}
        published={!!userRating}
        sending={sending}
        submit={async (draft) => {
          const result = await dispatch(submitExperienceRating({ bookingId: booking.reference, ...draft }));
          return submitExperienceRating.fulfilled.match(result) ? null : (result.payload ?? { status: 0, code: 'NETWORK', message: '', errors: [] });
        }}
      />
    </div>
  );
}
