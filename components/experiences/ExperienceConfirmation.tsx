import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { ProductConfirmation } from '@/components/product/ProductConfirmation';
import { experienceHref, type ExperienceCategory } from '@/config/experiences-paths';
import type { ExperienceBooking } from '@/services/experiences';
import { useAppSelector } from '@/store/hooks';
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
  const { userRating, loading } = useAppSelector(selectExperiences);
  const { experience } = booking;
  return (
    <ProductConfirmation
      namespace="experiences"
      idPrefix="experience"
      booking={booking}
      numberLabel={t('confirmation.ticket')}
      documentLabel={t('confirmation.pdf')}
      moreActions={experience.ticketPath && <Link href={experience.ticketPath}>{t('confirmation.mobileTicket')}</Link>}
      summary={<ExperienceSummary booking={booking} headingId="experience-title" />}
      receipt={<ExperienceReceipt booking={booking} />}
      cancel={<ExperienceCancel booking={booking} now={now} />}
      review={{
        kind: 'experience',
        categories: EXPERIENCE_REVIEW_CATEGORIES,
        status: experience.review.status,
        from: experience.endsAt.slice(0, 10),
        until: experience.review.until,
        subjectHref: `${experienceHref(experience.category as ExperienceCategory, experience.experienceId)}?reviews=latest#reviews`,
      }}
      rating={{ submit: submitExperienceRating, published: !!userRating, sending: loading }}
    />
  );
}
