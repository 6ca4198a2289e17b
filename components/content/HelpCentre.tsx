import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { helpPath } from '@/components/content/paths';
import { Breadcrumbs, breadcrumbList } from '@/components/seo/Breadcrumbs';
import { useFormatters } from '@/components/i18n/use-formatters';
import { PageMeta } from '@/components/seo/Indexed';
import { JsonLd } from '@/components/seo/JsonLd';
import { articleData } from '@/components/seo/article-data';
import { brand } from '@/config/public';
import type { HelpPageProps } from './content-props';
import type { Article, ArticleSummary } from '@/services/content';
import { localisedPath } from '@/lib/seo/addresses';
import { useAppSelector } from '@/store/hooks';
import type { LiveChat } from '@/lib/chat/live-chat';
import { LiveChatButton } from './LiveChatButton';
import { supportPhoneHref } from '@/components/common/WithPhone';
import styles from './Help.module.scss';

export type HelpCentreProps = {
  articles: ArticleSummary[];
  /** The live chat an operator configured (production only), or null. */
  chat: LiveChat | null;
};

export type HelpArticleProps = {
  article: Article;
  /** The other articles, to read next. */
  related: ArticleSummary[];
  chat: LiveChat | null;
};

/** /help or one of its articles (pages/help/[[...slug]].tsx): one page, so the build's page list stays short. */
export function HelpPage(props: HelpPageProps & { chat: LiveChat | null }) {
  return props.view === 'centre' ? <HelpCentre articles={props.articles} chat={props.chat} /> : <HelpArticle article={props.article} related={props.related} chat={props.chat} />;
}

/** 24/7 customer care, said the same way at the foot of every help page; the chat too where one is configured. */
function Contact({ chat }: { chat: LiveChat | null }) {
  const { t } = useTranslation('help');
  return (
    <aside className={styles.contact} aria-labelledby="help-contact">
      <h2 id="help-contact">{t('contact.title')}</h2>
      <p>{t('contact.text')}</p>
      <p className={styles.contactLinks}>
        <a href={supportPhoneHref()}>{t('contact.call', { phone: brand.supportPhone })}</a>
        <a href={`mailto:${brand.supportEmail}`}>{t('contact.email', { email: brand.supportEmail })}</a>
      </p>
      {chat && <LiveChatButton chat={chat} />}
    </aside>
  );
}

function ArticleList({ articles, labelledBy }: { articles: ArticleSummary[]; labelledBy?: string }) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {articles.map((article) => (
        <li key={article.slug}>
          <Link href={helpPath(article.slug)}>{article.title}</Link>
          <p>{article.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Spec §1 24/7 support and §2's footer help group: the help centre's articles, in the reader's language. */
export function HelpCentre({ articles, chat }: HelpCentreProps) {
  const { t } = useTranslation('help');
  const pageTitle = t('meta.title', { brand: brand.name });
  const pageDescription = t('meta.description');
  return (
    <div className={styles.page}>
      <PageMeta title={pageTitle} description={pageDescription} indexed={helpPath()} />
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <ArticleList articles={articles} />
      <Contact chat={chat} />
    </div>
  );
}

/** One help article: its words (Markdown from content/help, drawn as HTML on the server), then what to read next. */
export function HelpArticle({ article, related, chat }: HelpArticleProps) {
  const { t } = useTranslation('help');
  const origin = useAppSelector((state) => state.ui.siteOrigin);
  const language = useAppSelector((state) => state.auth.locale);
  const { date } = useFormatters();
  const absolute = (path: string) => `${origin}${localisedPath(path, language)}`;
  const pageTitle = t('meta.articleTitle', { title: article.title, brand: brand.name });
  const crumbs = [
    { name: t('breadcrumb.help'), path: helpPath() },
    { name: article.title, path: helpPath(article.slug) },
  ];
  return (
    <article className={styles.page}>
      <PageMeta title={pageTitle} description={article.description} indexed={helpPath(article.slug)} />
      <JsonLd
        id="help"
        data={articleData(breadcrumbList(crumbs, absolute), {
          type: 'Article',
          origin,
          url: absolute(helpPath(article.slug)),
          title: article.title,
          description: article.description,
          language,
          updated: article.updated,
        })}
      />
      <Breadcrumbs label={t('breadcrumb.label')} crumbs={crumbs} />
      <h1>{article.title}</h1>
      <p className={styles.meta}>
        {t('updated', { date: date(`${article.updated}T12:00:00Z`, { dateStyle: 'long' }) })} · {t('common:articles.readingTime', { count: article.readingMinutes })}
      </p>
      {/* Written by us in content/help and drawn by markdown-it with raw HTML turned off (server/content/articles.ts). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html }} />
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="help-related">
          <h2 id="help-related">{t('related')}</h2>
          <ArticleList articles={related} labelledBy="help-related" />
        </section>
      )}
      <Contact chat={chat} />
    </article>
  );
}
