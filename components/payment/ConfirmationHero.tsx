import type { ReactNode } from 'react';
import { toMinor } from '@/components/i18n/format';
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
  refundPending: string;
}

interface ConfirmationHeroProps {
  booking: Pick<OrderDetails, 'reference' | 'status' | 'paidAt' | 'refunded' | 'currency'>;
  /** The number the traveller quotes (the provider's), the booking ID until there is one. */
  number: ReactNode;
  headingId: string;
  words: ConfirmationHeroWords;
  /** The documents and links of a booking that stands (PDF, calendar…). */
  actions: ReactNode;
  note: string;
}

/**
 * The top of every product's confirmation: done (or cancelled), the number to quote as the page's
 * heading, the booking ID and when it was paid; then its documents, or what was refunded.
 */
export function ConfirmationHero({ booking, number, headingId, words, actions, note }: ConfirmationHeroProps) {
  const { date, money } = useFormatters();
  const testMode = useAppSelector((state) => state.ui.paymentsSandbox);
  const cancelled = booking.status === 'CANCELLED';
  return (
    <section className={styles.hero} aria-labelledby={headingId}>
      {testMode && <p className={styles.test}>{words.test}</p>}
      <p className={cancelled ? cancelStyles.cancelledTitle : styles.done}>{cancelled ? words.cancelled : words.done}</p>
      <p className={styles.label}>{words.numberLabel}</p>
      <h1 id={headingId} className={styles.contract}>
        {number}
      </h1>
      <dl className={styles.meta}>
        <div>
          <dt>{words.bookingId}</dt>
          <dd>{booking.reference}</dd>
        </div>
        {booking.paidAt && (
          <div>
            <dt>{words.paid}</dt>
            <dd>{date(booking.paidAt, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Lagos' })}</dd>
          </div>
        )}
      </dl>
      {cancelled ? (
        <p role="status">{booking.refunded ? words.refundedOn(money(toMinor(booking.refunded.amount), booking.currency as 'USD' | 'NGN'), date(booking.refunded.at, { dateStyle: 'long', timeZone: 'Africa/Lagos' })) : words.refundPending}</p>
      ) : (
        <>
          <div className={styles.actions}>{actions}</div>
          <p className={styles.note}>{note}</p>
        </>
      )}
    </section>
  );
}

