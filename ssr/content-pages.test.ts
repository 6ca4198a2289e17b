/** @jest-environment node */
import { AxiosError, AxiosHeaders, type AxiosInstance } from 'axios';
import { blogFeed } from './blog-feed';
import { blogPageProps, helpPageProps } from './content-pages';

const summary = (slug: string, date: string, category: string) => ({
  slug,
  title: `${slug} & <co>`,
  description: `About ${slug}`,
  date,
  updated: date,
  order: 0,
  category,
  hero: 'plane',
  city: null,
  readingMinutes: 2,
});
const POSTS = [summary('new-one', '2026-11-26', 'press'), summary('old-one', '2026-10-01', 'travel-tips')];
const CATEGORIES = [
  { id: 'travel-tips', name: 'Travel tips', description: 'Tips', count: 1 },
  { id: 'press', name: 'Press', description: 'News', count: 1 },
];
const notFound = (url: string) => {
  const response = { status: 404, data: { errors: [{ status: 404 }] }, statusText: 'Not Found', headers: {}, config: { headers: new AxiosHeaders() } };
  return new AxiosError('Request failed with status code 404', 'ERR_BAD_REQUEST', { headers: new AxiosHeaders(), url }, undefined, response);
};
const asked: Array<{ url: string; params?: Record<string, unknown> }> = [];
const client = {
  get: async (url: string, config?: { params?: Record<string, unknown> }) => {
    asked.push({ url, params: config?.params });
    if (url === '/blog/categories') return { data: { data: CATEGORIES } };
    if (url === '/blog/posts') return { data: { data: config?.params?.category ? POSTS.filter((post) => post.category === config.params!.category) : POSTS } };
    if (url === '/blog/posts/new-one') return { data: { data: { ...POSTS[0], html: '<p>Hi</p>' }, related: [POSTS[1]] } };
    if (url === '/help/articles') return { data: { data: [summary('baggage', '2026-11-25', 'help')] } };
    if (url === '/help/articles/baggage') return { data: { data: { ...summary('baggage', '2026-11-25', 'help'), html: '<p>Bags</p>' }, related: [] } };
    if (url === '/blog/posts/broken') throw new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE');
    throw notFound(url);
  },
} as unknown as AxiosInstance;

describe('the blog’s and the help centre’s pages', () => {
  it('shows the list, a category’s list or an article for its address', async () => {
    expect(await blogPageProps(undefined, 'en', client)).toMatchObject({ view: 'list', category: null, articles: POSTS });
    expect(await blogPageProps(['category', 'press'], 'fr', client)).toMatchObject({ view: 'list', category: { id: 'press' }, articles: [POSTS[0]] });
    expect(await blogPageProps(['new-one'], 'en', client)).toMatchObject({
      view: 'article',
      article: { slug: 'new-one', html: '<p>Hi</p>' },
      related: [POSTS[1]],
      category: { id: 'press' },
    });
    expect(await helpPageProps([], 'en', client)).toMatchObject({ view: 'centre', articles: [{ slug: 'baggage' }] });
    expect(await helpPageProps(['baggage'], 'en', client)).toMatchObject({ view: 'article', article: { html: '<p>Bags</p>' } });
  });

  it('is a 404 for an unknown article or category and any other address, without asking the API for nonsense', async () => {
    const before = asked.length;
    for (const path of [['category', 'news'], ['category'], ['category', 'press', 'x'], ['no-such'], ['Upper'], ['a'.repeat(5000)], ['..', 'x'], ['\u0000']])
      expect(await blogPageProps(path, 'en', client)).toBeNull();
    for (const path of [['no-such'], ['baggage', 'x'], ['../etc']]) expect(await helpPageProps(path, 'en', client)).toBeNull();
    expect(
      asked
        .slice(before)
        .map((call) => call.url)
        .filter((url) => !['/blog/categories', '/blog/posts/no-such', '/help/articles/no-such'].includes(url)),
    ).toEqual([]);
  });

  it('lets any other failure of the API through, for the error page', async () => {
    await expect(blogPageProps(['broken'], 'en', client)).rejects.toThrow('500');
  });
});

describe('the blog’s feed', () => {
  it('is RSS 2.0 with the newest articles, their addresses in the reader’s language and escaped words', async () => {
    const feed = await blogFeed('https://baobab.travel', 'fr', client);
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed).toContain('<atom:link href="https://baobab.travel/fr/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(feed).toContain('<title>Blog voyage Baobab</title>');
    expect(feed).toContain('<language>fr</language>');
    expect(feed).toContain(
      '<item><title>new-one &amp; &lt;co&gt;</title><link>https://baobab.travel/fr/blog/new-one</link><guid isPermaLink="true">https://baobab.travel/fr/blog/new-one</guid>',
    );
    expect(feed).toContain('<pubDate>Thu, 26 Nov 2026 12:00:00 GMT</pubDate><category>Press</category>');
    expect(feed).toContain('<lastBuildDate>Thu, 26 Nov 2026 12:00:00 GMT</lastBuildDate>');
    expect(asked.find((call) => call.url === '/blog/posts' && call.params?.limit === 20)).toBeTruthy();
  });
});
