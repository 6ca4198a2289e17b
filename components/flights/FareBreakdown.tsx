import { useTranslation } from '@/components/i18n/use-translation';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import type { BookingDetails } from '@/services/bookings';
import styles from '@/components/payment/Receipt.module.scss';

/**
 * A booking's fare (spec §3: base, taxes and fees, total; with seats and bags and the promo code
 * when it has them), in the booking's own currency: what is charged, never converted.
 */
export function FareBreakdown({ booking }: { booking: Pick<BookingDetails, 'fare' | 'currency' | 'voucherCode'> }) {
  const { t } = useTranslation('flights');
  const { receiptMoney } = useFormatters();
  const { fare } = booking;
  const amount = receiptMoney([fare.base, fare.taxes, fare.extras, fare.discount, fare.total].map(toMinor), booking.currency);
  return (
    <dl className={styles.fare}>
      <div>
        <dt>{t('review.base')}</dt>
        <dd>{amount(toMinor(fare.base))}</dd>
      </div>
      <div>
        <dt>{t('review.taxes')}</dt>
        <dd>{amount(toMinor(fare.taxes))}</dd>
      </div>
      {toMinor(booking.fare.extras) > 0 && (
        <div>
          <dt>{t('confirmation.extras')}</dt>
          <dd>{amount(toMinor(fare.extras))}</dd>
        </div>
      )}
      {toMinor(booking.fare.discount) > 0 && (
        <div className={styles.discount}>
          <dt>{t('confirmation.discount', { code: booking.voucherCode ?? '' })}</dt>
          <dd>−{amount(toMinor(fare.discount))}</dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>{t('review.total')}</dt>
        <dd>{amount(toMinor(fare.total))}</dd>
      </div>
    </dl>
  );
}
