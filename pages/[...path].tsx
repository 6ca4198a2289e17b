import { OfflinePage } from '@/components/offline/OfflinePage';
import { NotFoundScreen } from '@/components/status/NotFoundScreen';
import { withAppShell } from '@/lib/ssr/page-props';

type Props = { offline?: true };

/**
 * Any address no page claims: the not-found screen with status 404, rendered with the shell of
 * every page (the visitor's language and currency, the test-mode ribbon); in maintenance mode the
 * maintenance screen (withAppShell answers first). And `/offline`, the page the service worker
 * keeps to show without a connection (docs/offline-and-push.md): here rather than in a page file of
 * its own, which would grow the build manifest every first visit of every page loads.
 */
export default function UnclaimedAddress({ offline }: Props) {
  return offline ? <OfflinePage /> : <NotFoundScreen />;
}

export const getServerSideProps = withAppShell<Props>({ page: 'content', namespaces: ['push'] }, async (_store, context) => {
  const path = context.params?.path;
  if (Array.isArray(path) && path.length === 1 && path[0] === 'offline') return { props: { offline: true } };
  context.res.statusCode = 404;
  return { props: {} };
});
