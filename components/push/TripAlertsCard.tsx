import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useState } from 'react';
import controls from '@/components/common/controls.module.scss';
import { currentSubscription, turnOnAlerts, type AlertPermission } from './push-browser';
import styles from './TripAlerts.module.scss';

type State = 'ask' | 'asking' | 'on' | 'blocked' | 'failed';

/** Bookings this browser has told the site about, with the subscription it told (so a view does not tell it again). */
const TOLD_KEY = 'baobab.tripAlerts';
const KEPT = 50;
function told(): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(TOLD_KEY) ?? '{}');
    return kept && typeof kept === 'object' ? (kept as Record<string, string>) : {};
  } catch {
    return {};
  }
}
async function remember(booking: string) {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    const kept = Object.entries({ ...told(), [booking]: subscription.endpoint }).slice(-KEPT);
    localStorage.setItem(TOLD_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused: the next view tells the site again, which is harmless.
  }
}

/**
 * "Tell me about changes to this trip and payment deadlines": the browser's question only when
 * the person asks for it. What the alerts are follows the product: flights also have check-in and
 * schedule changes.
 */
export default function TripAlertsCard({ booking, flight }: { booking: string; flight: boolean }) {
  const { t } = useTranslation('push');
  const { locale } = useRouter();
  const [state, setState] = useState<State>('ask');

  // Already told about this phone's trips (allowed and subscribed): said so, nothing to ask, and
  // this booking joins them (once per subscription: later views send nothing).
  useEffect(() => {
    let live = true;
    void (async () => {
      const subscription = await currentSubscription();
      if (!live || !subscription || Notification.permission !== 'granted') return;
      if (told()[booking] === subscription.endpoint) {
        setState('on');
        return;
      }
      if ((await turnOnAlerts(locale === 'fr' ? 'fr' : 'en', booking)) !== 'granted') return;
      await remember(booking);
      if (live) setState('on');
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [booking, locale]);

  const turnOn = async () => {
    setState('asking');
    try {
      const permission: AlertPermission = await turnOnAlerts(locale === 'fr' ? 'fr' : 'en', booking);
      if (permission === 'granted') await remember(booking);
      setState(permission === 'granted' ? 'on' : permission === 'denied' ? 'blocked' : 'ask');
    } catch {
      setState('failed');
    }
  };

  return (
    <section className={styles.card} aria-labelledby="trip-alerts-title">
      <h2 id="trip-alerts-title">{t('alerts.ask')}</h2>
      {state === 'on' ? (
        <p role="status" className={styles.on}>
          {t('alerts.on')}
        </p>
      ) : state === 'blocked' ? (
        <p role="status">{t('alerts.blocked')}</p>
      ) : (
        <>
          <p className={styles.why}>{t(flight ? 'alerts.why' : 'alerts.whyBooking')}</p>
          <button type="button" className={controls.secondary} onClick={turnOn} disabled={state === 'asking'} aria-busy={state === 'asking'}>
            {state === 'asking' ? t('alerts.turningOn') : t('alerts.turnOn')}
          </button>
          {state === 'failed' && (
            <p role="alert" className={styles.failed}>
              {t('alerts.failed')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
