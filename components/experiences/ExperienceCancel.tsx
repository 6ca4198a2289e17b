import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useRef, useState } from 'react';
import controls from '@/components/common/controls.module.scss';
import { toast } from '@/components/common/toast';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import styles from '@/components/payment/CancelBooking.module.scss';
import hero from '@/components/payment/ConfirmationHero.module.scss';
import { toApiError } from '@/services/http';
import { cancelExperience, type ExperienceBooking } from '@/services/experiences';
import { useSlotWords } from './ExperienceOrder';

/** Changed plans: a paid experience cancelled within its free window (24 hours before) for all of its price back, after a question. */
export function ExperienceCancel({ booking, now }: { booking: ExperienceBooking; now: string }) {
  const { t } = useTranslation('experiences');
  const { money } = useFormatters();
  const { day, time } = useSlotWords();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const until = booking.experience.offer.freeCancellationUntil;
  if (booking.status !== 'CONFIRMED' || new Date(booking.experience.startsAt).toISOString() <= now) return null;
  const free = !!until && now < new Date(until).toISOString();
  const amount = money(toMinor(booking.fare.total), booking.currency);

  const cancel = async () => {
    setCancelling(true);
    try {
      const done = await cancelExperience(booking.reference);
      toast.success(t(done.refund.status === 'REFUNDED' ? 'cancel.refunded' : 'cancel.refundDue', { amount: money(toMinor(done.refund.amount), booking.currency) }), { duration: 10_000 });
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch (error) {
      const code = toApiError(error).code;
      toast.error(t(`cancel.errors.${code}`, { defaultValue: t('cancel.errors.UNKNOWN') }));
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  };

  return (
    <section className={styles.cancel} aria-labelledby="experience-cancel-title">
      <h2 id="experience-cancel-title">{t('cancel.title')}</h2>
      <p>{free ? t('cancel.ruleFree', { day: day(until!), time: time(until!), amount }) : until ? t('cancel.ruleOver') : t('cancel.ruleNone')}</p>
      {free &&
        (confirming ? (
          <div role="group" aria-labelledby="experience-cancel-question" className={styles.confirm}>
            <p id="experience-cancel-question">
              <strong>{t('cancel.question', { name: booking.experience.name, amount })}</strong>
            </p>
            <div className={hero.actions}>
              <button type="button" className={`${controls.secondary} ${styles.danger}`} onClick={() => void cancel()} disabled={cancelling} aria-busy={cancelling}>
                {cancelling ? t('cancel.cancelling') : t('cancel.yes')}
              </button>
              <button
                type="button"
                className={controls.secondary}
                onClick={() => {
                  setConfirming(false);
                  requestAnimationFrame(() => button.current?.focus());
                }}
                disabled={cancelling}
              >
                {t('cancel.keep')}
              </button>
            </div>
          </div>
        ) : (
          <button ref={button} type="button" className={controls.secondary} onClick={() => setConfirming(true)}>
            {t('cancel.button')}
          </button>
        ))}
    </section>
  );
}
