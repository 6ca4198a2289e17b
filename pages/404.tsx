import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { NotFoundScreen } from '@/components/status/NotFoundScreen';

/** Next's own 404 (files under /_next and the like); page addresses go through pages/[...path].tsx. */
export default NotFoundScreen;

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? 'en', ['common']),
});
