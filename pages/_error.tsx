import type { NextPageContext } from 'next';
import { ErrorScreen } from '@/components/status/ErrorScreen';

/** Errors that escape a page's getServerSideProps land here; 404 and 500 have their own pages. */
function ErrorPage() {
  return <ErrorScreen />;
}

ErrorPage.getInitialProps = async ({ res, err, locale }: NextPageContext) => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 500;
  if (typeof window === 'undefined') {
    const { pageTranslations } = await import('@/lib/ssr/translations');
    return { statusCode, ...pageTranslations(locale ?? 'en', ['common']) };
  }
  return { statusCode };
};

export default ErrorPage;
