import { HelpPage } from '@/components/content/HelpCentre';
import { liveChatFromEnv } from '@/lib/chat/live-chat';
import { helpPageProps } from '@/ssr/content-pages';
import { serverHttpClient } from '@/ssr/http-server';
import { withAppShell } from '@/ssr/page-props';

export default HelpPage;

/** The help centre (/help) and its articles (/help/refund-timelines; French under /fr; docs/content.md): anything else is a 404. */
export const getServerSideProps = withAppShell({ page: 'content', namespaces: ['help'] }, async (store, context) => {
  const props = await helpPageProps(context.params?.slug as string[] | undefined, store.getState().auth.locale, serverHttpClient(context.req));
  return props ? { props: { ...props, chat: liveChatFromEnv() } } : { notFound: true };
});
