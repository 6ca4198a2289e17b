import { articleData } from './article-data';

describe('an article’s schema.org data', () => {
  it('gives the breadcrumbs and the article, by the company, with only the facts it has', () => {
    const data = articleData(
      { '@type': 'BreadcrumbList' },
      {
        type: 'Article',
        origin: 'https://baobab.example',
        url: 'https://baobab.example/en/help/bags',
        title: 'Bags',
        description: 'What you may take.',
        language: 'en',
        updated: '2026-11-20',
      },
    );
    const [crumbs, article] = data['@graph'] as [object, Record<string, unknown>];
    expect(crumbs).toEqual({ '@type': 'BreadcrumbList' });
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Bags',
      dateModified: '2026-11-20',
      mainEntityOfPage: 'https://baobab.example/en/help/bags',
    });
    expect(article).not.toHaveProperty('datePublished');
    expect(article).not.toHaveProperty('image');
    expect(article.author).toMatchObject({ '@id': 'https://baobab.example/#organization', '@type': 'Organization' });
    expect(article.publisher).toMatchObject({ logo: { '@type': 'ImageObject', url: 'https://baobab.example/favicon.svg' } });
  });

  it('dates, pictures and files a blog post or a press release in its section', () => {
    const data = articleData(
      {},
      {
        type: 'NewsArticle',
        origin: 'https://baobab.example',
        url: 'https://baobab.example/blog/launch',
        title: 'Launch',
        description: 'We are live.',
        language: 'fr',
        published: '2026-10-01',
        updated: '2026-10-02',
        image: 'https://baobab.example/api/blog/art/launch.svg',
        section: 'Presse',
      },
    );
    expect(data['@graph'][1]).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: '2026-10-01',
      image: 'https://baobab.example/api/blog/art/launch.svg',
      articleSection: 'Presse',
      inLanguage: 'fr',
    });
  });
});
