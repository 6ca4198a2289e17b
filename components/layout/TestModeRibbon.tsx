import { useTranslation } from '@/components/i18n/use-translation';
import { useAppSelector } from '@/store/hooks';
import styles from './TestModeRibbon.module.scss';

/** While the sandbox stands in for the payment gateways, every page says so: nothing is charged, nothing is booked for real. */
export function TestModeRibbon() {
  const { t } = useTranslation('common');
  const sandbox = useAppSelector((state) => state.ui.paymentsSandbox);
  if (!sandbox) return null;
  return (
    <p className={styles.ribbon} role="note">
      <strong>{t('testMode.label')}</strong> {t('testMode.ribbon')}
    </p>
  );
}
