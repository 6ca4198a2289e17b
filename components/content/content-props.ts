import type { Article, ArticleSummary, BlogCategory } from '@/services/content';

export type HelpPageProps =
  | { view: 'centre'; articles: ArticleSummary[] }
  | { view: 'article'; article: Article; related: ArticleSummary[] };

export type BlogPageProps =
  | { view: 'list'; categories: BlogCategory[]; category: BlogCategory | null; articles: ArticleSummary[] }
  | { view: 'article'; article: Article; related: ArticleSummary[]; category: BlogCategory };
