import { PHONE, WithPhone } from '@/components/common/WithPhone';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { toast } from '@/components/common/toast';
import page from '@/components/layout/Page.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import type { PayableOrder } from '@/services/bookings';
import { useAppSelector } from '@/store/hooks';
import { selectPayment } from '@/store/slices/payment';
import styles from './Checkout.module.scss';

export type PaymentNotice = 'failed' | 'pending' | 'problem' | 'unavailable' | 'lapsed' | null;

/** The order being paid, as every product's payment page reads it from the store. */
export function usePayableOrder<T extends PayableOrder>(): T | null {
  return useAppSelector(selectPayment).booking as T | null;
}

/** Lagos time, as every deadline is given. */
export function useDeadlineFormat() {
  const { date } = useFormatters();
  return (iso: string) => date(iso, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Africa/Lagos' });
}

/**
 * What came back from the gateway (spec §8): a failed payment is toasted once; the other notices
 * (pending, problem, unavailable, lapsed) and a refused bank transfer are said above the page,
 * where `noticeRef` takes focus after a bank-transfer attempt fails.
 */
export function PaymentNotices({ notice, noticeRef }: { notice: PaymentNotice; noticeRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation('flights');
  const { failed, failedErrorMessage, paymentMethod } = useAppSelector(selectPayment);
  useEffect(() => {
    // One message, not a toast and a banner: it stays long enough to read on a phone.
    if (notice === 'failed') toast.error(t('payment.notices.failed'), { id: 'payment-failed', duration: 12_000 });
  }, [notice, t]);
  return (
    <div ref={noticeRef} tabIndex={-1}>
      {notice && notice !== 'failed' && (
        <div role="alert" className={notice === 'pending' ? styles.info : page.unavailable}>
          <p>
            <WithPhone text={t(`payment.notices.${notice}`, { phone: PHONE })} />
          </p>
        </div>
      )}
      {failed && paymentMethod === 'bank' && (
        <div role="alert" className={page.unavailable}>
          <p>{t(`payment.bankErrors.${failedErrorMessage}`, { defaultValue: t('payment.bankErrors.UNKNOWN') })}</p>
        </div>
      )}
    </div>
  );
}
