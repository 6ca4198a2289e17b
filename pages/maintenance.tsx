import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { MaintenanceScreen } from '@/components/status/MaintenanceScreen';

/** Every route is rewritten here while MAINTENANCE_MODE is on (see proxy.ts). */
export default MaintenanceScreen;

export const getServerSideProps: GetServerSideProps = async ({ locale, res }) => {
  res.statusCode = 503;
  res.setHeader('Retry-After', '600');
  res.setHeader('Cache-Control', 'no-store');
  return { props: { maintenance: true, ...(await serverSideTranslations(locale ?? 'en', ['common'])) } };
};
