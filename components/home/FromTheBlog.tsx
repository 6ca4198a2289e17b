import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { ArticleCards } from '@/components/content/ArticleCards';
import { blogPath } from '@/components/content/blog-paths';
import { selectFlight } from '@/store/slices/flight';
import { useAppSelector } from '@/store/hooks';
import styles from './FlightsHome.module.scss';

/** Spec §1 travel blog, §3 blogs: the newest articles, below the popular trips; nothing when there are none to show. */
export function FromTheBlog() {
  const { t } = useTranslation('home');
  const articles = useAppSelector((state) => selectFlight(state).blogs);
  if (articles.length === 0) return null;
  return (
    <section className={styles.popular} aria-labelledby="blog-title">
      <h2 id="blog-title">{t('blog.title')}</h2>
      <ArticleCards articles={articles} labelledBy="blog-title" />
      <Link href={blogPath()} className={styles.more}>
        {t('blog.all')}
      </Link>
    </section>
  );
}
