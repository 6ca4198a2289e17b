import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import Link from 'next/link';
import { StatusScreen } from '@/components/status/StatusScreen';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <StatusScreen title={t('notFound.title')} subtitle={t('notFound.message')} image="/images/status/maintenance.svg">
      <Link href="/">{t('notFound.home')}</Link>
    </StatusScreen>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? 'en', ['common']),
});
