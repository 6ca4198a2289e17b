import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { Breadcrumbs, breadcrumbList, type Crumb } from '@/components/seo/Breadcrumbs';
import { useFormatters } from '@/components/i18n/use-formatters';
import { Indexed, PageMeta } from '@/components/seo/Indexed';
import { JsonLd } from '@/components/seo/JsonLd';
import { articleData } from '@/components/seo/article-data';
import { brand } from '@/config/public';
import { destinationPath } from '@/lib/destinations';
import { localisedPath } from '@/lib/seo/addresses';
import type { BlogPageProps } from './content-props';
import type { BlogCategory } from '@/services/content';
import { useAppSelector } from '@/store/hooks';
import { ArticleCards, articleArtUrl } from './ArticleCards';
import { blogCategoryPath, blogPath } from './blog-paths';
import styles from './Blog.module.scss';
import reading from './Help.module.scss';

type ListProps = Extract<BlogPageProps, { view: 'list' }>;
type ArticleProps = Extract<BlogPageProps, { view: 'article' }> & { art: string | null; cityName: string | null };

/** The feed's address in the reader's language, announced to feed readers and linked on the page. */
function FeedLink({ visible = false }: { visible?: boolean }) {
  const { t } = useTranslation('blog');
  const language = useAppSelector((state) => state.auth.locale);
  const href = localisedPath('/blog/rss.xml', language);
  return visible ? (
    <a className={styles.feed} href={href}>
      {t('rss')}
    </a>
  ) : (
    <Head>
      <link key="feed" rel="alternate" type="application/rss+xml" title={t('feed.title', { brand: brand.name })} href={href} />
    </Head>
  );
}

function CategoryNav({ categories, current }: { categories: BlogCategory[]; current: BlogCategory | null }) {
  const { t } = useTranslation('blog');
  return (
    <nav className={styles.categories} aria-label={t('categories')}>
      <ul>
        <li>
          <Link href={blogPath()} aria-current={current ? undefined : 'page'}>
            {t('all')}
          </Link>
        </li>
        {categories
          .filter((category) => category.count > 0)
          .map((category) => (
            <li key={category.id}>
              <Link href={blogCategoryPath(category.id)} aria-current={current?.id === category.id ? 'page' : undefined}>
                {category.name} <span className={styles.count}>({category.count})</span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** Spec §1 travel blog, press, cultures and destinations: every article, or one category's. */
export function BlogList({ categories, category, articles }: ListProps) {
  const { t } = useTranslation('blog');
  const origin = useAppSelector((state) => state.ui.siteOrigin);
  const language = useAppSelector((state) => state.auth.locale);
  const path = category ? blogCategoryPath(category.id) : blogPath();
  const pageTitle = category ? t('meta.categoryTitle', { category: category.name, brand: brand.name }) : t('meta.title', { brand: brand.name });
  const pageDescription = category ? category.description : t('meta.description');
  const crumbs: Crumb[] = [{ name: t('breadcrumb.blog'), path: blogPath() }, ...(category ? [{ name: category.name, path }] : [])];
  const names = Object.fromEntries(categories.map((entry) => [entry.id, entry.name]));
  return (
    <div className={reading.page}>
      <PageMeta title={pageTitle} description={pageDescription} indexed={path} />
      <FeedLink />
      {category && <JsonLd id="blog" data={{ '@context': 'https://schema.org', ...breadcrumbList(crumbs, (crumb) => `${origin}${localisedPath(crumb, language)}`) }} />}
      {category && <Breadcrumbs label={t('breadcrumb.label')} crumbs={crumbs} />}
      <h1>{category ? category.name : t('title')}</h1>
      <p className={reading.lead}>{category ? category.description : t('intro')}</p>
      <CategoryNav categories={categories} current={category} />
      {articles.length === 0 ? <p>{t('empty')}</p> : <ArticleCards articles={articles} categoryNames={category ? undefined : names} />}
      <FeedLink visible />
    </div>
  );
}

/** One article: its words (Markdown drawn on the API's side), then three to read next. */
export function BlogArticle({ article, related, category, art, cityName }: ArticleProps) {
  const { t } = useTranslation('blog');
  const origin = useAppSelector((state) => state.ui.siteOrigin);
  const language = useAppSelector((state) => state.auth.locale);
  const { date } = useFormatters();
  const absolute = (path: string) => `${origin}${localisedPath(path, language)}`;
  const pageTitle = t('meta.articleTitle', { title: article.title, brand: brand.name });
  const crumbs: Crumb[] = [
    { name: t('breadcrumb.blog'), path: blogPath() },
    { name: category.name, path: blogCategoryPath(category.id) },
    { name: article.title, path: blogPath(article.slug) },
  ];
  const day = (value: string) => date(`${value}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <article className={reading.page}>
      <Head>
        <title>{pageTitle}</title>
        <meta name="description" content={article.description} />
        <meta key="article:published_time" property="article:published_time" content={article.date} />
      </Head>
      <Indexed path={blogPath(article.slug)} title={pageTitle} description={article.description} />
      <FeedLink />
      <JsonLd
        id="blog"
        data={articleData(breadcrumbList(crumbs, absolute), {
          type: category.id === 'press' ? 'NewsArticle' : 'BlogPosting',
          origin,
          url: absolute(blogPath(article.slug)),
          title: article.title,
          description: article.description,
          language,
          published: article.date,
          updated: article.updated,
          image: `${origin}${articleArtUrl(article.slug)}`,
          section: category.name,
        })}
      />
      <Breadcrumbs label={t('breadcrumb.label')} crumbs={crumbs} />
      <h1>{article.title}</h1>
      <p className={reading.meta}>
        <Link href={blogCategoryPath(category.id)}>{category.name}</Link> · <time dateTime={article.date}>{t('published', { date: day(article.date) })}</time>
        {article.updated !== article.date && <>, {t('updated', { date: day(article.updated) })}</>} · {t('common:articles.readingTime', { count: article.readingMinutes })}
      </p>
      {/* The article's first paint on a slow link: drawn with the page, no request of its own (ssr/inline-photo.ts). */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG the API draws: nothing to optimise */}
      <img className={styles.hero} src={art ?? articleArtUrl(article.slug)} alt="" width={400} height={300} fetchPriority="high" />
      {/* Written by us in content/blog and drawn by markdown-it with raw HTML turned off (server/content/articles.ts). */}
      <div className={reading.body} dangerouslySetInnerHTML={{ __html: article.html }} />
      {article.city && cityName && (
        <p className={styles.destination}>
          <Link href={destinationPath(article.city)}>{t('destination', { city: cityName })}</Link>
        </p>
      )}
      {related.length > 0 && (
        <section className={reading.related} aria-labelledby="blog-related">
          <h2 id="blog-related">{t('related')}</h2>
          <ArticleCards articles={related} labelledBy="blog-related" />
        </section>
      )}
    </article>
  );
}
