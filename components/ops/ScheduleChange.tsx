import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import requestStyles from '@/components/aftersales/BookingRequests.module.scss';
import controls from '@/components/common/controls.module.scss';
import { TextField } from '@/components/common/TextField';
import { toast } from '@/components/common/toast';
import { recordScheduleChange, type StaffRequest } from '@/services/aftersales';
import { toApiError } from '@/services/http';
import styles from './OpsRequests.module.scss';

/** The airline changed a paid booking's flights: recorded on the booking, the traveller told. */
export function ScheduleChange({ onRecorded }: { onRecorded: (request: StaffRequest) => void }) {
  const { t } = useTranslation('ops');
  const [draft, setDraft] = useState({ reference: '', note: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onRecorded(await recordScheduleChange(draft.reference.trim().toUpperCase(), draft.note.trim()));
      setDraft({ reference: '', note: '' });
      toast.success(t('saved'));
    } catch (failure) {
      setError(t('failed', { reason: toApiError(failure).message }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className={styles.schedule}>
      <summary>{t('scheduleTitle')}</summary>
      <form className={styles.form} onSubmit={submit}>
        <p className={requestStyles.muted}>{t('scheduleHint')}</p>
        <TextField
          label={t('reference')}
          required
          maxLength={6}
          autoComplete="off"
          value={draft.reference}
          onChange={(event) => setDraft({ ...draft, reference: event.target.value })}
        />
        <TextField
          label={t('scheduleNote')}
          required
          maxLength={1000}
          value={draft.note}
          onChange={(event) => setDraft({ ...draft, note: event.target.value })}
        />
        <button type="submit" className={controls.primary} disabled={busy || draft.reference.trim().length !== 6 || !draft.note.trim()} aria-busy={busy}>
          {t('record')}
        </button>
        {error && (
          <p role="alert" className={requestStyles.error}>
            {error}
          </p>
        )}
      </form>
    </details>
  );
}
