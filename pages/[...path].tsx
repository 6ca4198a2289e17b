import { NotFoundScreen } from '@/components/status/NotFoundScreen';
import { withAppShell } from '@/lib/ssr/page-props';

/**
 * Any address no page claims: the not-found screen with status 404, rendered with the shell of
 * every page (the visitor's language and currency, the test-mode ribbon); in maintenance mode the
 * maintenance screen (withAppShell answers first).
 */
export default NotFoundScreen;

export const getServerSideProps = withAppShell({ page: 'content' }, async (_store, context) => {
  context.res.statusCode = 404;
  return { props: {} };
});
