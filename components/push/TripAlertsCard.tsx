import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useState } from 'react';
import controls from '@/components/common/controls.module.scss';
import { currentSubscription, turnOnAlerts, type AlertPermission } from './push-browser';
import styles from './TripAlerts.module.scss';

type State = 'ask' | 'asking' | 'on' | 'blocked' | 'failed';

/** "Tell me about changes to this trip and payment deadlines": the browser's question only when the person asks for it. */
export default function TripAlertsCard({ booking }: { booking: string }) {
  const { t } = useTranslation('push');
  const { locale } = useRouter();
  const [state, setState] = useState<State>('ask');

  // Already told about this phone's trips (allowed and subscribed): said so, nothing to ask.
  useEffect(() => {
    let live = true;
    void (async () => {
      const subscription = await currentSubscription();
      if (!live || !subscription || Notification.permission !== 'granted') return;
      if ((await turnOnAlerts(locale === 'fr' ? 'fr' : 'en', booking)) === 'granted' && live) setState('on');
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [booking, locale]);

  const turnOn = async () => {
    setState('asking');
    try {
      const permission: AlertPermission = await turnOnAlerts(locale === 'fr' ? 'fr' : 'en', booking);
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
          <p className={styles.why}>{t('alerts.why')}</p>
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
