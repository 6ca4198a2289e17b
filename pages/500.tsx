import type { GetStaticProps } from 'next';
import { pageTranslations } from '@/lib/ssr/translations';
import { ErrorScreen } from '@/components/status/ErrorScreen';

export default ErrorScreen;

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: pageTranslations(locale ?? 'en', ['common']),
});
