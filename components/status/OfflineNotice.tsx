import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useState } from 'react';
import styles from './OfflineNotice.module.scss';

/** Follows the browser's own online/offline events; says so while the connection is gone. */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  return (
    <div aria-live="assertive" className={offline ? styles.notice : styles.hidden}>
      {offline ? t('offline.message') : null}
    </div>
  );
}
