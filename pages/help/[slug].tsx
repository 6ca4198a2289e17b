import { HelpArticle, type HelpArticleProps } from '@/components/content/HelpCentre';
import { liveChatFromEnv } from '@/lib/chat/live-chat';
import { helpArticle, helpSummaries } from '@/lib/ssr/help-articles';
import { withAppShell } from '@/lib/ssr/page-props';

export default HelpArticle;

/** A help article, /help/refund-timelines (French under /fr): unknown or malformed slugs are a 404. */
export const getServerSideProps = withAppShell<HelpArticleProps>({ page: 'content', namespaces: ['help'] }, async (store, context) => {
  const language = store.getState().auth.locale;
  const article = helpArticle(context.params?.slug, language);
  if (!article) return { notFound: true };
  return { props: { article, related: helpSummaries(language).filter((other) => other.slug !== article.slug), chat: liveChatFromEnv() } };
});
