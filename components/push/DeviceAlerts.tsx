import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from '@/components/common/toast';
import { alertPermission, currentSubscription, turnOffAlerts, turnOnAlerts, type AlertPermission } from './push-browser';
import styles from './TripAlerts.module.scss';

/**
 * The Travel Hub's switch for trip alerts on this device (every trip of the account): on asks the
 * browser (once) and subscribes; off forgets this device. A browser that cannot, or was told not
 * to, says so instead of offering a switch that does nothing.
 */
const noChanges = () => () => undefined;

export function DeviceAlerts() {
  const { t } = useTranslation('push');
  const { locale } = useRouter();
  // What the browser allows, known only in the browser (the server draws no switch); changed by the person's answer.
  const allowed = useSyncExternalStore(noChanges, alertPermission, () => null);
  const [answer, setAnswer] = useState<AlertPermission | null>(null);
  const permission = answer ?? allowed;
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void currentSubscription()
      .then((subscription) => setOn(!!subscription && Notification.permission === 'granted'))
      .catch(() => undefined);
  }, []);

  const change = async (wanted: boolean) => {
    setBusy(true);
    try {
      if (wanted) {
        const given = await turnOnAlerts(locale === 'fr' ? 'fr' : 'en');
        setAnswer(given);
        setOn(given === 'granted');
        if (given === 'granted') toast.success(t('alerts.saved'));
      } else {
        await turnOffAlerts();
        setOn(false);
        toast.success(t('alerts.removed'));
      }
    } catch {
      toast.error(t('alerts.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.device} aria-labelledby="device-alerts-title">
      <h2 id="device-alerts-title">{t('alerts.device')}</h2>
      <p className={styles.why}>{t('alerts.deviceHint')}</p>
      {permission === null ? null : permission === 'unsupported' ? (
        <p>{t('alerts.unsupported')}</p>
      ) : permission === 'denied' ? (
        <p>{t('alerts.blocked')}</p>
      ) : (
        <label className={styles.switch}>
          <input type="checkbox" role="switch" checked={on} disabled={busy} aria-busy={busy} onChange={(event) => void change(event.target.checked)} />
          <span>{t('alerts.device')}</span>
          <strong aria-hidden="true">{on ? t('alerts.deviceOn') : t('alerts.deviceOff')}</strong>
        </label>
      )}
    </section>
  );
}
