import { useTranslation } from '@/components/i18n/use-translation';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { CancelSection } from '@/components/payment/CancelSection';
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
  const terms = cancellationTerms(booking, now);
  if (booking.status !== 'CONFIRMED' || now >= booking.stay.checkInAt) return null;
  const amount = (minor: number) => money(minor, booking.currency);
  const back = toMinor(booking.fare.total) - terms.keepMinor;
  const until = booking.stay.offer.freeCancellationUntil;
  const rule =
    terms.phase === 'FREE'
      ? t('cancel.ruleFree', {
          date: `${date(until!.slice(0, 10) + 'T12:00:00Z', { day: 'numeric', month: 'long', timeZone: 'UTC' })}, ${until!.slice(11, 16)}`,
          amount: amount(back),
        })
      : terms.phase === 'LATE'
        ? t('cancel.ruleLate', { keep: amount(terms.keepMinor), amount: amount(back) })
        : t('cancel.ruleNone');

  return (
    <CancelSection
      id="stay-cancel"
      title={t('cancel.title')}
      rule={rule}
      words={
        terms.phase === 'NONE'
          ? null
          : {
              button: t('cancel.button'),
              question: t('cancel.question', { name: booking.stay.propertyName, amount: amount(back) }),
              yes: t('cancel.yes'),
              keep: t('cancel.keep'),
              cancelling: t('cancel.cancelling'),
            }
      }
      call={() => cancelStay(booking.reference)}
      done={(refund, amount) => t(refund === 'REFUNDED' ? 'cancel.refunded' : 'cancel.refundDue', { amount })}
      failed={(code) => t(`cancel.errors.${code}`, { defaultValue: t('cancel.errors.UNKNOWN') })}
    />
  );
}
