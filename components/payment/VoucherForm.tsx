import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import controls from '@/components/common/controls.module.scss';
import { TextField } from '@/components/common/TextField';
import type { PayableOrder } from '@/services/bookings';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPayment } from '@/store/slices/payment';
import { applyVoucherCode, removeVoucherCode } from '@/store/slices/payment-thunks';
import styles from './Checkout.module.scss';

/** The promo code under what is paid (spec §7 vouchers/checkout): the one applied, or a form to apply one with its refusal at the field. */
export function VoucherForm({ booking }: { booking: PayableOrder }) {
  const { t } = useTranslation('flights');
  const dispatch = useAppDispatch();
  const { voucherResponse, paymentLoader } = useAppSelector(selectPayment);
  const [code, setCode] = useState('');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    void dispatch(applyVoucherCode({ reference: booking.reference, code: code.trim() }));
  };
  const voucherError =
    voucherResponse && !voucherResponse.ok
      ? t(`payment.voucherErrors.${voucherResponse.error}`, { defaultValue: voucherResponse.message ?? t('payment.voucherErrors.UNKNOWN') })
      : null;

  if (booking.voucherCode)
    return (
      <p className={styles.applied}>
        {t('payment.voucherApplied', { code: booking.voucherCode })}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void dispatch(removeVoucherCode(booking.reference))} disabled={paymentLoader}>
          {t('payment.removeVoucher')}
        </button>
      </p>
    );
  return (
    <form className={styles.voucher} onSubmit={apply} noValidate>
      <TextField
        label={t('payment.voucherLabel')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        error={voucherError ?? undefined}
      />
      <button type="submit" className={controls.secondary} disabled={paymentLoader || !code.trim()}>
        {t('payment.applyVoucher')}
      </button>
    </form>
  );
}
