import { useTranslation } from '@/components/i18n/use-translation';
import { brand } from '@/config/public';
import { StatusScreen } from './StatusScreen';

/** Spec §2 maintenance screen, shown on every route while MAINTENANCE_MODE is on. */
export function MaintenanceScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      title={t('maintenance.title')}
      subtitle={t('maintenance.message')}
      image="/images/status/maintenance.svg"
      supportHref={`mailto:${brand.supportEmail}`}
    />
  );
}
