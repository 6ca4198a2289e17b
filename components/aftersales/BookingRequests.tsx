import { PHONE, WithPhone } from '@/components/common/WithPhone';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { lazy, Suspense, useState } from 'react';
import { useScripted } from '@/components/common/use-scripted';
import controls from '@/components/common/controls.module.scss';
import { toast } from '@/components/common/toast';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { brand } from '@/config/public';
import { answerQuote, changePaymentHref, getBookingRequests, type AfterSalesRequest, type BookingRequests as Requests } from '@/services/aftersales';
import { toApiError } from '@/services/http';
import styles from './BookingRequests.module.scss';
import type { Helpers } from './AskForm';

/** A cancellation cannot be undone: never the main green button (keeping the booking is). */
const IRREVERSIBLE = `${controls.secondary} ${controls.danger}`;

const AskForm = lazy(() => import('./AskForm'));

interface Props {
  reference: string;
  currency: 'NGN' | 'USD';
  /** A return trip asks for a new return date too. */
  roundTrip: boolean;
  initial: Requests;
}

/** What the API's refusals mean to the traveller, in their language. */
const REFUSALS: Record<string, string> = { REQUEST_OPEN: 'open', TOO_LATE: 'closed', NOT_CHANGEABLE: 'form.notChangeable' };

/** This booking's page with the request form open, at the form. */
export function askHref(asPath: string): string {
  const [path = '', query = ''] = asPath.split('#')[0]!.split('?');
  const params = new URLSearchParams(query);
  params.set('ask', '1');
  return `${path}?${params.toString()}#changes`;
}

/**
 * Spec §1 itinerary change, cancellation and refunds, on a paid flight booking's page: its
 * requests (what was asked, the quote to accept or decline, the change to pay, each step) and the
 * form to ask. Priced by the fare's rules; our staff answer the rest.
 */
export default function BookingRequests({ reference, currency, roundTrip, initial }: Props) {
  const { t } = useTranslation('aftersales');
  const { money, date } = useFormatters();
  const router = useRouter();
  const [state, setState] = useState(initial);
  // The form loads when asked for: most visits to a booking never need it. Asking is a link to
  // this page with the form open (`ask=1`), so a tap before the page's script has run is not lost;
  // the form itself is drawn once the script has taken over, as it needs it.
  const [asking, setAsking] = useState(() => router.query.ask === '1');
  const scripted = useScripted();
  const loadingForm = <p role="status">{t('form.loading')}</p>;
  const amount = (value: string | null) => money(toMinor(value ?? '0'), currency);
  const when = (value: string) => date(value, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Lagos' });
  const day = (value: string) => date(`${value}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const refresh = async () => {
    setState(await getBookingRequests(reference));
    setAsking(false);
  };
  const problem = (error: unknown, fallback: string) => {
    const code = toApiError(error).code ?? '';
    return REFUSALS[code] ? t(REFUSALS[code], { phone: brand.supportPhone }) : fallback;
  };

  return (
    <section id="changes" className={styles.section} aria-labelledby="changes-title">
      <h2 id="changes-title">{t('title')}</h2>
      {state.requests.map((request) => (
        <RequestCard key={request.id} request={request} reference={reference} amount={amount} when={when} day={day} onChange={refresh} problem={problem} />
      ))}
      {state.canAsk && state.terms ? (
        asking ? (
          <Suspense fallback={loadingForm}>
            {scripted ? (
              <AskForm
                reference={reference}
                terms={state.terms}
                roundTrip={roundTrip}
                amount={amount}
                when={when}
                day={day}
                onSent={refresh}
                problem={problem}
              />
            ) : (
              loadingForm
            )}
          </Suspense>
        ) : (
          <>
            <p>{t('intro')}</p>
            <a
              href={askHref(router.asPath)}
              className={controls.secondary}
              onClick={(event) => {
                // A new tab or window (a modified click) opens the page with the form, as a link does.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                event.preventDefault();
                setAsking(true);
              }}
            >
              {t('form.open')}
            </a>
          </>
        )
      ) : state.requests.every((request) => request.status === 'DONE' || request.status === 'REFUSED') ? (
        <p>
          <WithPhone text={t('closed', { phone: PHONE })} />
        </p>
      ) : (
        <p className={styles.muted}>{t('open')}</p>
      )}
    </section>
  );
}

function RequestCard({
  request,
  reference,
  amount,
  when,
  day,
  onChange,
  problem,
}: Helpers & { request: AfterSalesRequest; reference: string; onChange: () => Promise<void> }) {
  const { t } = useTranslation('aftersales');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { quote, asked } = request;
  const what = asked.dates
    ? [asked.dates.departure, asked.dates.return]
        .filter((value): value is string => !!value)
        .map(day)
        .join(' → ')
    : asked.name
      ? `${asked.name.firstName} ${asked.name.lastName}`
      : null;

  const answer = async (choice: 'accept' | 'decline') => {
    setBusy(true);
    setError(null);
    try {
      await answerQuote(reference, request.id, choice);
      toast.success(t(choice === 'accept' ? 'quote.accepted' : 'quote.declined'));
      // A cancellation changes the whole page (cancelled, refunded): drawn again by the server.
      if (choice === 'accept' && request.type === 'CANCEL') await router.replace(router.asPath, undefined, { scroll: false });
      else await onChange();
    } catch (failure) {
      setError(problem(failure, t('quote.failed')));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <article className={styles.card} aria-labelledby={`request-${request.id}`}>
      <h3 id={`request-${request.id}`}>
        {t(`types.${request.type}`)}
        {what && <span className={styles.what}>{what}</span>}
      </h3>
      <p className={`${styles.status} ${styles[request.status]}`}>{t(`statuses.${request.status}`)}</p>
      {request.type === 'SCHEDULE_CHANGE' && asked.message && <p className={styles.what}>{asked.message}</p>}
      {quote && request.status !== 'REFUSED' && (
        <p>
          {request.type === 'CANCEL'
            ? t('quote.refund', { refund: amount(quote.refund), penalty: amount(quote.penalty) })
            : Number(quote.toPay) > 0
              ? t('quote.toPay', { total: amount(quote.toPay), fee: amount(quote.fee), difference: amount(quote.fareDifference) })
              : t('quote.free')}
        </p>
      )}
      {request.status === 'QUOTED' && quote && (
        <>
          <p className={styles.muted}>{t('quote.until', { date: when(quote.expiresAt) })}</p>
          {confirming ? (
            <div className={styles.confirm} role="group" aria-label={t('quote.acceptCancel')}>
              <p>{t('quote.confirmCancel', { reference, refund: amount(quote.refund) })}</p>
              <div className={styles.actions}>
                <button type="button" className={controls.primary} disabled={busy} onClick={() => setConfirming(false)}>
                  {t('quote.keep')}
                </button>
                <button type="button" className={IRREVERSIBLE} disabled={busy} aria-busy={busy} onClick={() => void answer('accept')}>
                  {t('quote.confirm')}
                </button>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              <button
                type="button"
                className={controls.primary}
                disabled={busy}
                aria-busy={busy}
                onClick={() => (request.type === 'CANCEL' ? setConfirming(true) : void answer('accept'))}
              >
                {request.type === 'CANCEL' ? t('quote.acceptCancel') : t('quote.accept')}
              </button>
              <button type="button" className={controls.secondary} disabled={busy} onClick={() => void answer('decline')}>
                {t('quote.decline')}
              </button>
            </div>
          )}
        </>
      )}
      {request.payment &&
        (request.payment.paid ? (
          <p className={styles.paid}>{t('quote.paid')}</p>
        ) : (
          request.payment.url &&
          quote && (
            <>
              <a className={controls.primary} href={changePaymentHref(reference, request.id)}>
                {t('quote.pay', { total: amount(quote.toPay) })}
              </a>
              <p className={styles.muted}>{t('quote.payHint', { date: when(quote.expiresAt) })}</p>
            </>
          )
        ))}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <RequestHistory steps={request.history.map((step) => ({ ...step, who: t(`by.${step.by}`) }))} />
    </article>
  );
}

/** A request's steps, oldest first: what it became, who did it, when, and what they said. */
export function RequestHistory({ steps }: { steps: Array<{ status: AfterSalesRequest['status']; who: string; note: string | null; at: string }> }) {
  const { t } = useTranslation('aftersales');
  const { date } = useFormatters();
  return (
    <details className={styles.history}>
      <summary>{t('history')}</summary>
      <ol>
        {steps.map((step, index) => (
          <li key={index}>
            <strong>{t(`statuses.${step.status}`)}</strong> · {step.who} ·{' '}
            {date(step.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' })}
            {step.note && <span className={styles.note}>{t('note', { note: step.note })}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
