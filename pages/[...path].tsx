import { withAppShell } from '@/services/page-props';

/**
 * Any address no page claims: a 404, except in maintenance mode, when it too shows the
 * maintenance screen (withAppShell answers first).
 */
export default function UnknownPage() {
  return null;
}

export const getServerSideProps = withAppShell({ page: 'content' }, async () => ({ notFound: true }));
