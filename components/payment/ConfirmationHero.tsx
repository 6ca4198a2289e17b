import { PHONE, WithPhone } from '@/components/common/WithPhone';
import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { toMinor } from '@/components/i18n/format';
import { useTranslation } from '@/components/i18n/use-translation';
import { useFormatters } from '@/components/i18n/use-formatters';
import type { OrderDetails } from '@/services/bookings';
import { useAppSelector } from '@/store/hooks';
import cancelStyles from './CancelBooking.module.scss';
import styles from './ConfirmationHero.module.scss';

export interface ConfirmationHeroWords {
  /** Said above everything in test mode (nothing was taken). */
  test: string;
  done: string;
  cancelled: string;
  /** The label of the number the traveller quotes (ticket, confirmation, contract). */
  numberLabel: string;
  bookingId: string;
  paid: string;
  /** With {{amount}} and {{date}} filled in by the caller. */
  refundedOn: (amount: string, date: string) => string;
  refundPending: ReactNode;
}

interface ConfirmationHeroProps {
  booking: Pick<OrderDetails, 'reference' | 'kind' | 'status' | 'paidAt' | 'refunded' | 'currency' | 'fulfilment'>;
  /** The number the traveller quotes (the provider's), the booking ID until there is one. */
  number: ReactNode;
  headingId: string;
  words: ConfirmationHeroWords;
  /** The documents and links of a booking that stands (PDF, calendar…). */
  actions: ReactNode;
  note: string;
}

/** A paid order its provider has not confirmed (yet): what is true, never "booked". */
export const awaitingProvider = (booking: Pick<OrderDetails, 'status' | 'fulfilment'>) =>
  booking.status === 'CONFIRMED' && (booking.fulfilment === 'PENDING' || booking.fulfilment === 'FAILED');

/**
 * Paid, not yet confirmed by the airline, hotel or insurer: being confirmed (a few minutes; a link
 * to look again, which works without JavaScript), or not confirmed after every try (our staff
 * confirm or refund; the phone number).
 */
export function ProviderWait({ booking }: { booking: Pick<OrderDetails, 'kind' | 'fulfilment'> }) {
  const { t } = useTranslation('common');
  const { asPath } = useRouter();
  const provider = t(`fulfilment.providers.${booking.kind}`);
  if (booking.fulfilment === 'FAILED')
    return (
      <p role="status">
        <WithPhone text={t('fulfilment.failed', { provider, phone: PHONE })} />
      </p>
    );
  return (
    <p role="status">
      {t('fulfilment.pending', { provider })} <a href={asPath}>{t('fulfilment.reload')}</a>
    </p>
  );
}

/** A cancelled booking's money: refunded (how much, when), or still to be refunded. */
export function RefundNote({
  booking,
  refundedOn,
  pending,
}: {
  booking: Pick<OrderDetails, 'refunded' | 'currency'>;
  /** With the amount and the date written out. */
  refundedOn: (amount: string, date: string) => string;
  pending: ReactNode;
}) {
  const { date, money } = useFormatters();
  return (
    <p role="status">
      {booking.refunded
        ? refundedOn(
            money(toMinor(booking.refunded.amount), booking.currency as 'USD' | 'NGN'),
            date(booking.refunded.at, { dateStyle: 'long', timeZone: 'Africa/Lagos' }),
          )
        : pending}
    </p>
  );
}

/**
 * The top of every product's confirmation: done (or cancelled), the number to quote as the page's
 * heading, the booking ID and when it was paid; then its documents, or what was refunded. Paid but
 * not yet confirmed by its provider: "payment received", the booking ID, and what happens next.
 */
export function ConfirmationHero({ booking, number, headingId, words, actions, note }: ConfirmationHeroProps) {
  const { date } = useFormatters();
  const { t } = useTranslation('common');
  const testMode = useAppSelector((state) => state.ui.paymentsSandbox);
  const cancelled = booking.status === 'CANCELLED';
  const waiting = awaitingProvider(booking);
  return (
    <section className={styles.hero} aria-labelledby={headingId}>
      {testMode && <p className={styles.test}>{words.test}</p>}
      <p className={cancelled ? cancelStyles.cancelledTitle : styles.done}>{cancelled ? words.cancelled : waiting ? t('fulfilment.paid') : words.done}</p>
      <p className={styles.label}>{waiting ? words.bookingId : words.numberLabel}</p>
      <h1 id={headingId} className={styles.contract}>
        {waiting ? booking.reference : number}
      </h1>
      <dl className={styles.meta}>
        {!waiting && (
          <div>
            <dt>{words.bookingId}</dt>
            <dd>{booking.reference}</dd>
          </div>
        )}
        {booking.paidAt && (
          <div>
            <dt>{words.paid}</dt>
            <dd>{date(booking.paidAt, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Lagos' })}</dd>
          </div>
        )}
      </dl>
      {cancelled ? (
        <RefundNote booking={booking} refundedOn={words.refundedOn} pending={words.refundPending} />
      ) : waiting ? (
        <ProviderWait booking={booking} />
      ) : (
        <>
          <div className={styles.actions}>{actions}</div>
          <p className={styles.note}>{note}</p>
        </>
      )}
    </section>
  );
}
