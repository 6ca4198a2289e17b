const replace = jest.fn(() => Promise.resolve(true));
const router = { pathname: '/stays/[id]', asPath: '/stays/STLOS001', query: { id: 'STLOS001' } as Record<string, string>, replace };
jest.mock('next/router', () => ({ useRouter: () => router }));

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import type { Review, ReviewPage } from '@/services/reviews';
import { ReviewsSection, reviewTabOf, type ReviewsState } from './ReviewsSection';

const review = (id: string, overall: number, title: string | null): Review => ({
  id,
  authorName: `Guest ${id}`,
  authorCountry: 'NG',
  language: 'en',
  overall,
  categories: {},
  title,
  text: `Review ${id}.`,
  experiencedOn: '2026-10-01',
  createdAt: '2026-10-05T10:00:00Z',
  verified: id === '1',
});
const summary = { score: 8.6, count: 12, positive: 10, negative: 2, categories: { cleanliness: 9.1, staff: 8.4 } };
const page = (data: Review[], pageNumber = 1, source?: 'provider'): ReviewPage => ({
  data,
  meta: { count: 12, page: pageNumber, pageSize: 5, summary, source },
});
const state = (reviews: Partial<ReviewsState['reviews']>, extra: Partial<ReviewsState> = {}): ReviewsState => ({
  reviews: { all: null, positive: null, negative: null, latest: null, ...reviews },
  reviewsError: null,
  loading: false,
  ...extra,
});

beforeEach(() => {
  replace.mockClear();
  router.query = { id: 'STLOS001' };
});

describe('a product’s reviews', () => {
  it('read the tab from the address, "all" for anything else', () => {
    expect(reviewTabOf('negative')).toBe('negative');
    expect(reviewTabOf('<script>')).toBe('all');
  });

  it('give the score in words, each category in the product’s order, and the reviews of the tab', () => {
    renderWithProviders(
      <ReviewsSection
        kind="stay"
        categories={['staff', 'cleanliness', 'location']}
        state={state({ all: page([review('1', 9, 'Lovely'), review('2', 7, null)]) })}
        load={jest.fn()}
      />,
    );
    const section = screen.getByRole('region', { name: 'Guest reviews' });
    expect(section).toHaveTextContent('8.6 Excellent · 12 reviews');
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Staff', 'Cleanliness']);
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Guest 1Verified stay');
    expect(items[0]).toHaveTextContent('Stayed in October 2026');
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Lovely' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('heading')).toBeNull();
  });

  it('open a tab in place, keeping the address shareable, and page through it', async () => {
    const load = jest.fn();
    router.query = { id: 'STLOS001', reviews: 'negative' };
    renderWithProviders(<ReviewsSection kind="experience" categories={[]} state={state({ negative: page([review('3', 4, null)], 1) })} load={load} />);
    const tabs = screen.getByRole('navigation', { name: 'Show reviews' });
    expect(within(tabs).getByRole('link', { name: 'Negative (2)' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(tabs).getByRole('link', { name: 'Positive (10)' }));
    expect(load).toHaveBeenCalledWith('positive', 1);
    expect(replace).toHaveBeenCalledWith({ pathname: '/stays/[id]', query: { id: 'STLOS001', reviews: 'positive' }, hash: 'reviews' }, undefined, {
      shallow: true,
      scroll: false,
    });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(load).toHaveBeenLastCalledWith('negative', 2);
  });

  it('say when there are none, when a tab is empty, and a failure with a retry', async () => {
    const load = jest.fn();
    const { unmount } = renderWithProviders(
      <ReviewsSection
        kind="stay"
        categories={[]}
        state={state({ all: { data: [], meta: { count: 0, page: 1, pageSize: 5, summary: { ...summary, score: null, count: 0 } } } })}
        load={load}
      />,
    );
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    renderWithProviders(
      <ReviewsSection
        kind="stay"
        categories={[]}
        state={state({ all: page([]) }, { reviewsError: { status: 503, code: 'X', message: 'x', errors: [] } })}
        load={load}
      />,
    );
    expect(screen.getByText('No reviews here yet.')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('alert')).getByRole('link'));
    expect(load).toHaveBeenCalledWith('all', 1);
  });

  it('say where a provider’s scores come from, without tabs of ours', () => {
    renderWithProviders(<ReviewsSection kind="stay" categories={[]} state={state({ all: page([], 1, 'provider') })} load={jest.fn()} />);
    expect(screen.getByText(/Scores from Amadeus' analysis of 12 guest reviews/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Show reviews' })).toBeNull();
  });
});
