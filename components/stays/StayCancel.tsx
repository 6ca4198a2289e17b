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
import { cancelStay, type StayBooking } from '@/services/stays';

/** What cancelling now costs, as the rate's policy says (server/stays/cancel.ts decides it again). */
export function cancellationTerms(booking: StayBooking, now: string): { phase: 'FREE' | 'LATE' | 'NONE'; keepMinor: number } {
  const { offer, nights } = booking.stay;
  const totalMinor = toMinor(booking.fare.total);
  if (booking.status !== 'CONFIRMED' || !offer.freeCancellationUntil) return { phase: 'NONE', keepMinor: totalMinor };
  if (now < new Date(offer.freeCancellationUntil).toISOString()) return { phase: 'FREE', keepMinor: 0 };
  return { phase: 'LATE', keepMinor: Math.round(totalMinor / Math.max(nights, 1)) };
}

/** Changed plans: the stay cancelled as its rate allows, after a question, with what comes back said first. */
export function StayCancel({ booking, now }: { booking: StayBooking; now: string }) {
  const { t } = useTranslation('stays');
  const { money, date } = useFormatters();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const terms = cancellationTerms(booking, now);
  if (booking.status !== 'CONFIRMED' || now >= booking.stay.checkInAt) return null;
  const amount = (minor: number) => money(minor, booking.currency);
  const back = toMinor(booking.fare.total) - terms.keepMinor;
  const until = booking.stay.offer.freeCancellationUntil;
  const rule =
    terms.phase === 'FREE'
      ? t('cancel.ruleFree', { date: `${date(until!.slice(0, 10) + 'T12:00:00Z', { day: 'numeric', month: 'long', timeZone: 'UTC' })}, ${until!.slice(11, 16)}`, amount: amount(back) })
      : terms.phase === 'LATE'
        ? t('cancel.ruleLate', { keep: amount(terms.keepMinor), amount: amount(back) })
        : t('cancel.ruleNone');

  const cancel = async () => {
    setCancelling(true);
    try {
      const done = await cancelStay(booking.reference);
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
    <section className={styles.cancel} aria-labelledby="stay-cancel-title">
      <h2 id="stay-cancel-title">{t('cancel.title')}</h2>
      <p>{rule}</p>
      {terms.phase !== 'NONE' &&
        (confirming ? (
          <div role="group" aria-labelledby="stay-cancel-question" className={styles.confirm}>
            <p id="stay-cancel-question">
              <strong>{t('cancel.question', { name: booking.stay.propertyName, amount: amount(back) })}</strong>
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
