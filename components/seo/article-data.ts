import { brand } from '@/config/public';

/**
 * schema.org data for an article of ours (a help article, a blog post, a press release): the
 * breadcrumb trail and the article, written and published by the company (`${origin}/#organization`,
 * components/seo/site-data.ts). Pure: the pages give their own facts.
 */
export function articleData(
  breadcrumbs: object,
  article: {
    type: 'Article' | 'BlogPosting' | 'NewsArticle';
    origin: string;
    url: string;
    title: string;
    description: string;
    language: string;
    updated: string;
    published?: string;
    image?: string;
    section?: string;
  },
) {
  const organisation = { '@id': `${article.origin}/#organization`, '@type': 'Organization', name: brand.name };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      breadcrumbs,
      {
        '@type': article.type,
        headline: article.title,
        description: article.description,
        ...(article.image ? { image: article.image } : {}),
        inLanguage: article.language,
        ...(article.published ? { datePublished: article.published } : {}),
        dateModified: article.updated,
        ...(article.section ? { articleSection: article.section } : {}),
        mainEntityOfPage: article.url,
        author: organisation,
        publisher: { ...organisation, logo: { '@type': 'ImageObject', url: `${article.origin}/favicon.svg` } },
      },
    ],
  };
}
