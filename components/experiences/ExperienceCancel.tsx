import { useTranslation } from '@/components/i18n/use-translation';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { CancelSection } from '@/components/payment/CancelSection';
import { cancelExperience, type ExperienceBooking } from '@/services/experiences';
import { useSlotWords } from './ExperienceOrder';

/** Changed plans: a paid experience cancelled within its free window (24 hours before) for all of its price back, after a question. */
export function ExperienceCancel({ booking, now }: { booking: ExperienceBooking; now: string }) {
  const { t } = useTranslation('experiences');
  const { money } = useFormatters();
  const { day, time } = useSlotWords();
  const until = booking.experience.offer.freeCancellationUntil;
  if (booking.status !== 'CONFIRMED' || new Date(booking.experience.startsAt).toISOString() <= now) return null;
  const free = !!until && now < new Date(until).toISOString();
  const amount = money(toMinor(booking.fare.total), booking.currency);

  return (
    <CancelSection
      id="experience-cancel"
      title={t('cancel.title')}
      rule={free ? t('cancel.ruleFree', { day: day(until!), time: time(until!), amount }) : until ? t('cancel.ruleOver') : t('cancel.ruleNone')}
      words={
        free
          ? {
              button: t('cancel.button'),
              question: t('cancel.question', { name: booking.experience.name, amount }),
              yes: t('cancel.yes'),
              keep: t('cancel.keep'),
              cancelling: t('cancel.cancelling'),
            }
          : null
      }
      call={() => cancelExperience(booking.reference)}
      done={(refund, amount) => t(refund === 'REFUNDED' ? 'cancel.refunded' : 'cancel.refundDue', { amount })}
      failed={(code) => t(`cancel.errors.${code}`, { defaultValue: t('cancel.errors.UNKNOWN') })}
    />
  );
}
