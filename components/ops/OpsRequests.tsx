import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useState, type FormEvent } from 'react';
import { RequestHistory } from '@/components/aftersales/BookingRequests';
import requestStyles from '@/components/aftersales/BookingRequests.module.scss';
import controls from '@/components/common/controls.module.scss';
import { TextField } from '@/components/common/TextField';
import { toast } from '@/components/common/toast';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import page from '@/components/layout/Page.module.scss';
import { useLogout } from '@/components/layout/AccountMenu';
import { actOnRequest, type StaffAction, type StaffRequest } from '@/services/aftersales';
import { toApiError } from '@/services/http';
import { ScheduleChange } from './ScheduleChange';
import styles from './OpsRequests.module.scss';

export type OpsProps = {
  access: 'staff' | 'signed-out' | 'not-staff';
  which: 'open' | 'all';
  requests: StaffRequest[];
};

/**
 * The operations page (staff accounts, spec §6 adminType): after-sales requests to price, refuse
 * or complete, each with its booking, what the fare rules suggest and its history. Every step is
 * the operations API's; the traveller is told by the API.
 */
export function OpsRequests({ access, which, requests: initial }: OpsProps) {
  const { t } = useTranslation('ops');
  const [requests, setRequests] = useState(initial);
  const logout = useLogout();
  return (
    <div className={page.page}>
      <PrivateTitle title={t('title')} />
      <h1>{t('title')}</h1>
      {access !== 'staff' ? (
        <p role="status">{access === 'signed-out' ? t('staffOnly') : t('notStaff')}</p>
      ) : (
        <>
          <p>{t('intro')}</p>
          <nav className={styles.tabs} aria-label={t('title')}>
            <Link href="/ops" aria-current={which === 'open' ? 'page' : undefined}>
              {t('open')}
            </Link>
            <Link href="/ops?which=all" aria-current={which === 'all' ? 'page' : undefined}>
              {t('all')}
            </Link>
            {/* A staff account has no Travel Hub menu in the top bar (spec §2): it signs out here. */}
            <button type="button" className={styles.logout} onClick={logout}>
              {t('logout')}
            </button>
          </nav>
          <ScheduleChange onRecorded={(recorded) => setRequests((list) => [recorded, ...list])} />
          {requests.length === 0 && <p>{t('none')}</p>}
          {requests.map((request) => (
            <StaffCard
              key={request.id}
              request={request}
              onSaved={(saved) => setRequests((list) => list.map((entry) => (entry.id === saved.id ? saved : entry)))}
            />
          ))}
        </>
      )}
    </div>
  );
}

function StaffCard({ request, onSaved }: { request: StaffRequest; onSaved: (request: StaffRequest) => void }) {
  const { t } = useTranslation('ops');
  const { t: words } = useTranslation('aftersales');
  const { money, date } = useFormatters();
  const currency = request.currency as 'NGN' | 'USD';
  const amount = (value: string | null) => money(toMinor(value ?? '0'), currency);
  const when = (value: string) => date(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });
  const [draft, setDraft] = useState({
    fee: request.suggestion?.fee ?? '',
    fareDifference: '',
    penalty: request.suggestion?.penalty ?? '',
    note: '',
    closing: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { asked, booking } = request;
  const what = asked.dates
    ? [asked.dates.departure, asked.dates.return].filter(Boolean).join(' → ')
    : asked.name
      ? `${asked.name.firstName} ${asked.name.lastName} (${asked.name.travelerId})`
      : '';

  const act = async (action: StaffAction) => {
    setBusy(true);
    setError(null);
    try {
      onSaved(await actOnRequest(request.id, action));
      toast.success(t('saved'));
    } catch (failure) {
      setError(t('failed', { reason: toApiError(failure).message }));
    } finally {
      setBusy(false);
    }
  };
  const quote = (event: FormEvent) => {
    event.preventDefault();
    const note = draft.note.trim() || undefined;
    void act(
      request.type === 'CANCEL'
        ? { action: 'quote', penalty: draft.penalty || '0', note }
        : { action: 'quote', fee: draft.fee || '0', fareDifference: draft.fareDifference || '0', note },
    );
  };
  const close = (action: 'refuse' | 'done') => (event: FormEvent) => {
    event.preventDefault();
    void act({ action, note: draft.closing.trim() });
  };
  const hint = t('amountHint', { currency });

  return (
    <article className={requestStyles.card} aria-labelledby={`ops-${request.id}`}>
      <h2 id={`ops-${request.id}`} className={styles.heading}>
        {t('booking', { reference: booking.reference })} · {words(`types.${request.type}`)}
        {what && <span className={requestStyles.what}>{what}</span>}
      </h2>
      <p className={`${requestStyles.status} ${requestStyles[request.status]}`}>{words(`statuses.${request.status}`)}</p>
      <p className={requestStyles.muted}>
        {t('contact', { email: booking.contactEmail, phone: booking.contactPhone, language: booking.language.toUpperCase() })}
        <br />
        {booking.paidAt && t('paid', { total: amount(booking.total), date: when(booking.paidAt) })}
        {Number(booking.refunded) > 0 && ` · ${t('refunded', { amount: amount(booking.refunded) })}`}
      </p>
      {asked.message && <p className={requestStyles.note}>{words('note', { note: asked.message })}</p>}
      {request.suggestion && (
        <p>
          {t('suggestion', {
            what:
              request.type === 'CANCEL'
                ? request.suggestion.penalty !== null
                  ? t('suggestPenalty', { penalty: amount(request.suggestion.penalty) })
                  : t('noSuggestion')
                : request.suggestion.fee !== null
                  ? t('suggestFee', { fee: amount(request.suggestion.fee) })
                  : t('noSuggestion'),
          })}
        </p>
      )}
      {request.quote && (
        <p>
          {request.type === 'CANCEL'
            ? words('quote.refund', { refund: amount(request.quote.refund), penalty: amount(request.quote.penalty) })
            : words('quote.toPay', { total: amount(request.quote.toPay), fee: amount(request.quote.fee), difference: amount(request.quote.fareDifference) })}
        </p>
      )}
      {request.payment && <p className={requestStyles.muted}>{request.payment.paid ? words('quote.paid') : request.payment.reference}</p>}

      {(request.status === 'RECEIVED' || request.status === 'QUOTED') && (
        <form className={styles.form} onSubmit={quote} aria-label={t('quote')}>
          {request.type === 'CANCEL' ? (
            <TextField
              label={t('penalty')}
              hint={hint}
              inputMode="decimal"
              pattern="\d+(\.\d{1,2})?"
              value={draft.penalty}
              onChange={(event) => setDraft({ ...draft, penalty: event.target.value })}
            />
          ) : (
            <>
              <TextField
                label={t('fee')}
                hint={hint}
                inputMode="decimal"
                pattern="\d+(\.\d{1,2})?"
                value={draft.fee}
                onChange={(event) => setDraft({ ...draft, fee: event.target.value })}
              />
              <TextField
                label={t('fareDifference')}
                hint={hint}
                inputMode="decimal"
                pattern="\d+(\.\d{1,2})?"
                value={draft.fareDifference}
                onChange={(event) => setDraft({ ...draft, fareDifference: event.target.value })}
              />
            </>
          )}
          <TextField label={t('note')} maxLength={1000} value={draft.note} onChange={(event) => setDraft({ ...draft, note: event.target.value })} />
          <button type="submit" className={controls.primary} disabled={busy} aria-busy={busy}>
            {t('send')}
          </button>
        </form>
      )}
      {(request.status === 'RECEIVED' ||
        request.status === 'QUOTED' ||
        (request.status === 'ACCEPTED' && request.type !== 'CANCEL' && (!request.payment || request.payment.paid))) && (
        <form
          className={styles.form}
          onSubmit={close(request.status === 'ACCEPTED' ? 'done' : 'refuse')}
          aria-label={request.status === 'ACCEPTED' ? t('done') : t('refuse')}
        >
          <TextField
            label={request.status === 'ACCEPTED' ? t('doneNote') : t('refuseNote')}
            required
            maxLength={1000}
            value={draft.closing}
            onChange={(event) => setDraft({ ...draft, closing: event.target.value })}
          />
          <button type="submit" className={request.status === 'ACCEPTED' ? controls.primary : controls.secondary} disabled={busy || !draft.closing.trim()}>
            {request.status === 'ACCEPTED' ? t('done') : t('refuse')}
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className={requestStyles.error}>
          {error}
        </p>
      )}
      <RequestHistory steps={request.history.map((step) => ({ ...step, who: step.staff ?? words(`by.${step.by}`) }))} />
    </article>
  );
}
