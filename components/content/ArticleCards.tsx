import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useFormatters } from '@/components/i18n/use-formatters';
import { apiAssetUrl } from '@/config/public';
import type { ArticleSummary } from '@/services/content';
import { blogPath } from './blog-paths';
import styles from './Blog.module.scss';

/** An article's illustration as the API draws it (server/content/art.ts). */
export const articleArtUrl = (slug: string) => apiAssetUrl(`/api/blog/art/${slug}.svg`);

/**
 * Blog articles as cards: the illustration, the title as the link, what it says, the day and the
 * reading time. The blog's lists, its "Read next" and the home page use it. `categoryNames` adds
 * each article's category above its title.
 */
export function ArticleCards({ articles, labelledBy, categoryNames }: { articles: ArticleSummary[]; labelledBy?: string; categoryNames?: Record<string, string> }) {
  const { t } = useTranslation('common');
  const { date } = useFormatters();
  return (
    <ul className={styles.cards} aria-labelledby={labelledBy}>
      {articles.map((article) => (
        <li key={article.slug} className={styles.card}>
          {/* Decorative: the title says what the article is. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG the API draws: nothing to optimise */}
          <img src={articleArtUrl(article.slug)} alt="" width={400} height={300} loading="lazy" decoding="async" />
          <div>
            {categoryNames?.[article.category] && <p className={styles.cardCategory}>{categoryNames[article.category]}</p>}
            <Link href={blogPath(article.slug)} className={styles.cardTitle}>
              {article.title}
            </Link>
            <p className={styles.cardText}>{article.description}</p>
            <p className={styles.cardMeta}>
              <time dateTime={article.date}>{date(`${article.date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}</time> · {t('articles.readingTime', { count: article.readingMinutes })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
