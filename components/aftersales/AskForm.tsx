import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import controls from '@/components/common/controls.module.scss';
import { SelectField } from '@/components/common/SelectField';
import { TextField } from '@/components/common/TextField';
import { toast } from '@/components/common/toast';
import { askForChange, type AskPayload, type BookingRequests as Requests, type RequestType } from '@/services/aftersales';
import checkout from '@/components/payment/Checkout.module.scss';
import styles from './BookingRequests.module.scss';

/** How a booking's requests show amounts, times, days and problems (BookingRequests makes them). */
export type Helpers = {
  amount: (value: string | null) => string;
  when: (value: string) => string;
  day: (value: string) => string;
  problem: (error: unknown, fallback: string) => string;
};

/** The form that asks for new dates, a cancellation or a name correction, with what each costs by the fare rules (loaded when the traveller asks for it). */
export default function AskForm({
  reference,
  terms,
  roundTrip,
  amount,
  when,
  onSent,
  problem,
}: Helpers & { reference: string; terms: NonNullable<Requests['terms']>; roundTrip: boolean; onSent: () => Promise<void> }) {
  const { t } = useTranslation('aftersales');
  const [type, setType] = useState<RequestType | null>(null);
  const [form, setForm] = useState({ departure: '', return: '', travelerId: terms.travellers[0]?.id ?? '1', firstName: '', lastName: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<'type' | 'departure' | 'name', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  const formRef = useRef<HTMLFormElement>(null);
  // Opened by a button: the keyboard and the screen reader move to its first choice.
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!type) found.type = t('form.chooseType');
    if (type === 'CHANGE_DATES' && !form.departure) found.departure = t('form.chooseDate');
    if (type === 'NAME_CORRECTION' && (!form.firstName.trim() || !form.lastName.trim())) found.name = t('form.chooseName');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !type) return;
    const payload: AskPayload = {
      type,
      ...(type === 'CHANGE_DATES' ? { dates: { departure: form.departure, ...(roundTrip && form.return ? { return: form.return } : {}) } } : {}),
      ...(type === 'NAME_CORRECTION' ? { name: { travelerId: form.travelerId, firstName: form.firstName.trim(), lastName: form.lastName.trim() } } : {}),
      ...(form.message.trim() ? { message: form.message.trim() } : {}),
    };
    setSending(true);
    try {
      await askForChange(reference, payload);
      toast.success(t('form.sent'));
      await onSent();
    } catch (error) {
      setFailure(problem(error, t('form.failed')));
    } finally {
      setSending(false);
    }
  };

  // The checkout's choices: the same look, checked, disabled and focused states.
  const option = (value: RequestType, label: string, hint: string, disabled = false) => (
    <label className={checkout.choice}>
      <input type="radio" name="request-type" value={value} checked={type === value} disabled={disabled} onChange={() => setType(value)} />
      <span>
        <strong>{label}</strong>
        <small>{hint}</small>
      </span>
    </label>
  );

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.muted}>{t('closes', { date: when(terms.until) })}</p>
      <fieldset aria-describedby={errors.type ? 'request-type-error' : undefined}>
        <legend>{t('form.legend')}</legend>
        {option(
          'CHANGE_DATES',
          t('form.change'),
          terms.change.allowed
            ? terms.change.fee
              ? t('form.changeFee', { fee: amount(terms.change.fee) })
              : t('form.changeUnknown')
            : t('form.notChangeable'),
          !terms.change.allowed,
        )}
        {option(
          'CANCEL',
          t('form.cancel'),
          !terms.cancel.refundable
            ? t('form.cancelNothing')
            : terms.cancel.refund
              ? t('form.cancelRefund', { refund: amount(terms.cancel.refund), penalty: amount(terms.cancel.penalty) })
              : t('form.cancelUnknown'),
        )}
        {terms.nameCorrection.allowed && option('NAME_CORRECTION', t('form.name'), t('form.nameHint'))}
        {errors.type && (
          <p id="request-type-error" className={styles.error}>
            {errors.type}
          </p>
        )}
      </fieldset>
      {type === 'CHANGE_DATES' && (
        <div className={styles.fields}>
          <TextField
            label={t('form.departure')}
            type="date"
            min={today}
            value={form.departure}
            error={errors.departure}
            onChange={(event) => setForm({ ...form, departure: event.target.value })}
          />
          {roundTrip && (
            <TextField
              label={t('form.return')}
              type="date"
              min={form.departure || today}
              value={form.return}
              onChange={(event) => setForm({ ...form, return: event.target.value })}
            />
          )}
        </div>
      )}
      {type === 'NAME_CORRECTION' && (
        <div className={styles.fields}>
          {terms.travellers.length > 1 && (
            <SelectField
              label={t('form.traveller')}
              value={form.travelerId}
              options={terms.travellers.map((traveller) => ({ value: traveller.id, label: traveller.name }))}
              onChange={(value) => setForm({ ...form, travelerId: value })}
            />
          )}
          <TextField
            label={t('form.firstName')}
            hint={t('form.nameHint')}
            autoComplete="off"
            maxLength={60}
            value={form.firstName}
            error={errors.name}
            onChange={(event) => setForm({ ...form, firstName: event.target.value })}
          />
          <TextField
            label={t('form.lastName')}
            autoComplete="off"
            maxLength={60}
            value={form.lastName}
            onChange={(event) => setForm({ ...form, lastName: event.target.value })}
          />
        </div>
      )}
      {type && (
        <div className={styles.message}>
          <label htmlFor="request-message">{t('form.message')}</label>
          <textarea
            id="request-message"
            rows={3}
            maxLength={1000}
            value={form.message}
            onChange={(event) => setForm({ ...form, message: event.target.value })}
          />
        </div>
      )}
      <button type="submit" className={controls.primary} disabled={sending} aria-busy={sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </form>
  );
}
