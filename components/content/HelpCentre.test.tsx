import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { Article, ArticleSummary } from '@/services/content';
import { HelpPage } from './HelpCentre';

const summary = (slug: string, title: string): ArticleSummary => ({
  slug,
  title,
  description: `About ${title.toLowerCase()}.`,
  date: '2026-11-01',
  updated: '2026-11-20',
  order: 1,
  category: 'help',
  hero: null,
  city: null,
  readingMinutes: 3,
});
const refunds: Article = { ...summary('refund-timelines', 'Refund timelines'), html: '<p>Card refunds take <strong>5 to 10 days</strong>.</p>' };

describe('the help centre', () => {
  it('lists its articles and ends with the people to talk to, at any hour', () => {
    renderWithProviders(<HelpPage view="centre" articles={[summary('refund-timelines', 'Refund timelines'), summary('bags', 'Bags')]} chat={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund timelines' })).toHaveAttribute('href', '/help/refund-timelines');
    expect(screen.getByText('About bags.')).toBeInTheDocument();
    const contact = screen.getByRole('complementary', { name: 'Talk to us' });
    expect(within(contact).getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(within(contact).getByRole('link', { name: /^Email / }).getAttribute('href')).toMatch(/^mailto:/);
    // No chat configured: no chat button.
    expect(within(contact).queryByRole('button')).toBeNull();
  });

  it('shows an article under its breadcrumb, when it changed and how long it takes to read, then what to read next', () => {
    renderWithProviders(<HelpPage view="article" article={refunds} related={[summary('bags', 'Bags')]} chat={null} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('heading', { level: 1, name: 'Refund timelines' })).toBeInTheDocument();
    expect(screen.getByText(/^Updated 20 November 2026 · 3 min read$/)).toBeInTheDocument();
    expect(screen.getByText('5 to 10 days').tagName).toBe('STRONG');
    const next = screen.getByRole('list', { name: 'Also in the help centre' });
    expect(within(next).getByRole('link', { name: 'Bags' })).toHaveAttribute('href', '/help/bags');
  });

  it('says nothing of what to read next when there is nothing', () => {
    renderWithProviders(<HelpPage view="article" article={refunds} related={[]} chat={null} />);
    expect(screen.queryByRole('heading', { name: 'Also in the help centre' })).toBeNull();
  });
});
