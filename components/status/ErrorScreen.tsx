import { useTranslation } from '@/components/i18n/use-translation';
import { brand } from '@/config/public';
import { StatusScreen } from './StatusScreen';

/** Spec §2 fallback error screen. */
export function ErrorScreen() {
  const { t } = useTranslation('common');
  return <StatusScreen title={t('crash.title')} subtitle={t('crash.message')} image="/images/error/systemerror.png" supportHref={brand.supportUrl} />;
}
