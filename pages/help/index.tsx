import { HelpCentre, type HelpCentreProps } from '@/components/content/HelpCentre';
import { liveChatFromEnv } from '@/lib/chat/live-chat';
import { helpSummaries } from '@/lib/ssr/help-articles';
import { withAppShell } from '@/lib/ssr/page-props';

export default HelpCentre;

/** The help centre (docs/content.md): its articles in the reader's language. */
export const getServerSideProps = withAppShell<HelpCentreProps>({ page: 'content', namespaces: ['help'] }, async (store) => ({
  props: { articles: helpSummaries(store.getState().auth.locale), chat: liveChatFromEnv() },
}));
