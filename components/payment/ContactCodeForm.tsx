import { useTranslation } from '@/components/i18n/use-translation';
import { useState, type FormEvent } from 'react';
import controls from '@/components/common/controls.module.scss';
import { TextField } from '@/components/common/TextField';
import { useAppDispatch } from '@/store/hooks';
import type { PaymentState } from '@/store/slices/payment';
import { confirmBankContact } from '@/store/slices/payment-thunks';
import styles from './Checkout.module.scss';

interface ContactCodeFormProps {
  reference: string;
  confirmation: NonNullable<PaymentState['contactConfirmation']>;
  busy: boolean;
  /** When the transfer must be made by, and when the booking lapses, in words. */
  transferDeadline: string;
  paymentDeadline: string;
  /** Sends a new code (asks for the transfer again). */
  onResend: () => void;
  onConfirmed: () => Promise<unknown>;
}

/**
 * Before a bank-transfer reservation from a guest: the code emailed to the contact address. Shown
 * only after the traveller asks for a transfer, so it loads then (components/flights/payment).
 */
export function ContactCodeForm({ reference, confirmation, busy, transferDeadline, paymentDeadline, onResend, onConfirmed }: ContactCodeFormProps) {
  const { t } = useTranslation('flights');
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return;
    const result = await dispatch(confirmBankContact({ reference, verificationId: confirmation.verificationId, code: code.trim() }));
    if (confirmBankContact.fulfilled.match(result)) await onConfirmed();
  };

  return (
    <form className={styles.contactCode} onSubmit={submit} noValidate>
      <p role="status">{t('payment.contactCode.sent', { email: confirmation.email, deadline: transferDeadline })}</p>
      <TextField
        label={t('payment.contactCode.label')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={
          confirmation.error
            ? t(`payment.contactCode.errors.${confirmation.error}`, { defaultValue: confirmation.message ?? t('payment.contactCode.errors.UNKNOWN') })
            : undefined
        }
      />
      <div className={styles.codeActions}>
        <button type="submit" className={controls.primary} disabled={busy || code.length !== 6} aria-busy={busy}>
          {busy ? t('travellers.reserving') : t('payment.contactCode.submit')}
        </button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setCode('');
            onResend();
          }}
          disabled={busy}
        >
          {t('payment.contactCode.resend')}
        </button>
      </div>
      <p className={styles.muted}>{t('payment.contactCode.meanwhile', { deadline: paymentDeadline })}</p>
    </form>
  );
}
