import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { brand } from '@/config/public';
import { StatusScreen } from './StatusScreen';
import styles from './StatusScreen.module.scss';

/**
 * A page whose data could not be read because the database did not answer (status 503,
 * ssr/page-props.ts): what is true (nothing booked or paid is lost), and a way to try again
 * that works without JavaScript.
 */
export function UnavailableScreen() {
  const { t } = useTranslation('common');
  const { asPath } = useRouter();
  return (
    <StatusScreen
      title={t('unavailable.title')}
      subtitle={t('unavailable.message')}
      image="/images/status/maintenance.svg"
      supportHref={`mailto:${brand.supportEmail}`}
    >
      <a className={styles.button} href={asPath}>
        {t('unavailable.retry')}
      </a>
    </StatusScreen>
  );
}
