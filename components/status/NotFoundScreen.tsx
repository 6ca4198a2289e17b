import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { StatusScreen } from './StatusScreen';

/** An address no page claims: what happened, and the way home. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusScreen title={t('notFound.title')} subtitle={t('notFound.message')} image="/images/status/not-found.svg">
      <Link href="/">{t('notFound.home')}</Link>
    </StatusScreen>
  );
}
