import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { Article, ArticleSummary, BlogCategory } from '@/services/content';
import { BlogArticle, BlogList } from './Blog';

const categories: BlogCategory[] = [
  { id: 'tips', name: 'Travel tips', description: 'Before you book.', count: 2 },
  { id: 'press', name: 'Press', description: 'News about us.', count: 0 },
  { id: 'destinations', name: 'Destinations', description: 'Cities worth the trip.', count: 1 },
] as BlogCategory[];
const summary = (slug: string, title: string, category = 'tips'): ArticleSummary => ({
  slug,
  title,
  description: `About ${title.toLowerCase()}.`,
  date: '2026-10-01',
  updated: '2026-10-01',
  order: 1,
  category,
  hero: null,
  city: null,
  readingMinutes: 4,
});

describe('the travel blog', () => {
  it('lists every article with its category, and only the categories that have one', () => {
    renderWithProviders(<BlogList view="list" categories={categories} category={null} articles={[summary('visas', 'Visas'), summary('dakar', 'Dakar', 'destinations')]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Travel blog' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['All articles', 'Travel tips (2)', 'Destinations (1)']);
    expect(within(nav).getByRole('link', { name: 'All articles' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Destinations', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow by RSS' })).toHaveAttribute('href', '/blog/rss.xml');
  });

  it('shows one category under its breadcrumb, and says when it has no article yet', () => {
    renderWithProviders(<BlogList view="list" categories={categories} category={categories[1]!} articles={[]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Press' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Travel blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('There is no article in this category yet.')).toBeInTheDocument();
  });

  it('shows an article with its category, dates, reading time, the destination to plan, and three to read next', () => {
    const article: Article = { ...summary('dakar', 'Dakar in three days', 'destinations'), updated: '2026-11-02', city: 'dakar', html: '<p>Start at the Corniche.</p>' };
    renderWithProviders(
      <BlogArticle view="article" article={article} related={[summary('visas', 'Visas')]} category={categories[2]!} art={null} cityName="Dakar" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dakar in three days' })).toBeInTheDocument();
    const meta = screen.getByText(/^Published/).closest('p')!;
    expect(meta).toHaveTextContent('Destinations · Published 1 October 2026, updated 2 November 2026 · 4 min read');
    expect(within(meta).getByRole('link', { name: 'Destinations' })).toHaveAttribute('href', '/blog/category/destinations');
    expect(screen.getByText('Start at the Corniche.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan a trip to Dakar: flights, stays and things to do' })).toHaveAttribute('href', '/destinations/dakar');
    expect(within(screen.getByRole('list', { name: 'Read next' })).getByRole('link', { name: 'Visas' })).toHaveAttribute('href', '/blog/visas');
  });

  it('says no update when an article was never changed, and no destination without one', () => {
    renderWithProviders(<BlogArticle view="article" article={{ ...summary('visas', 'Visas'), html: '<p>Visas.</p>' }} related={[]} category={categories[0]!} art={null} cityName={null} />);
    expect(screen.getByText(/^Published/).closest('p')).not.toHaveTextContent('updated');
    expect(screen.queryByRole('link', { name: /Plan a trip/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Read next' })).toBeNull();
  });
});
