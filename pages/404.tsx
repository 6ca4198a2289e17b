import type { GetStaticProps } from 'next';
import { pageTranslations } from '@/lib/ssr/translations';
import { NotFoundScreen } from '@/components/status/NotFoundScreen';

/** Next's own 404 (files under /_next and the like); page addresses go through pages/[...path].tsx. */
export default NotFoundScreen;

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: pageTranslations(locale ?? 'en', ['common']),
});
