import type { ReactNode } from 'react';
import { renderWithProviders } from '@/components/test-utils/render';
import { initialAuthState } from '@/store/slices/auth';
import { initialUiState } from '@/store/slices/ui';
import { ListingData } from './ListingData';

// The page's head drawn in place, so the data can be read.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));

describe('ListingData', () => {
  it('says where a listing stands and what it lists, in order, with whole addresses in the page language', () => {
    const { container } = renderWithProviders(
      <ListingData
        id="experiences"
        crumbs={[
          { name: 'Baobab', path: '/' },
          { name: 'Activités', path: '/experiences' },
          { name: 'Visites à Lagos', path: '/experiences/tours?city=LOS' },
        ]}
        items={[
          { name: 'Lekki walk', path: '/experiences/tours/EXLOS001' },
          { name: 'Makoko by boat', path: '/experiences/tours/EXLOS002' },
        ]}
      />,
      { preloadedState: { auth: { ...initialAuthState, locale: 'fr' }, ui: { ...initialUiState, siteOrigin: 'https://baobab.travel' } } },
    );
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    const [breadcrumb, list] = data['@graph'];
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      'https://baobab.travel/fr',
      'https://baobab.travel/fr/experiences',
      'https://baobab.travel/fr/experiences/tours?city=LOS',
    ]);
    expect(list).toEqual({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Lekki walk', url: 'https://baobab.travel/fr/experiences/tours/EXLOS001' },
        { '@type': 'ListItem', position: 2, name: 'Makoko by boat', url: 'https://baobab.travel/fr/experiences/tours/EXLOS002' },
      ],
    });
  });
});
