jest.mock('next/router', () => ({
  useRouter: () => ({
    pathname: '/experiences/[category]/[id]',
    asPath: '/experiences/attractions/AM23642',
    query: { category: 'attractions', id: 'AM23642' },
    push: jest.fn(),
    replace: jest.fn(),
  }),
}));

import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { Activity } from '@/services/experiences';
import '@/store/slices/experiences';
import { ExperienceDetail } from './ExperienceDetail';

const theirs: Activity = {
  type: 'activity',
  id: 'AM23642',
  self: { href: '/api/experienceView?id=AM23642', methods: ['GET'] },
  name: 'Skip-the-line tickets to the Prado Museum',
  shortDescription: 'Book your tickets for the Prado Museum in Madrid.',
  description: 'Book your tickets for the Prado Museum in Madrid.',
  geoCode: { latitude: 40.414, longitude: -3.691 },
  rating: '4.5',
  price: { amount: '16.00', currencyCode: 'EUR' },
  pictures: ['/api/experiences/photos/AM23642-1.svg'],
  bookingLink: 'https://b2c.mla.cloud/c/QCejqyor?c=2WxbgL36',
  provider: 'amadeus',
  category: null,
  cityCode: null,
  informational: false,
  reviews: { score: 9, count: 0 },
  details: null,
};

describe('an experience of a provider (Amadeus Tours and Activities)', () => {
  it('is shown with its supplier’s booking link, clearly another site, and nothing of our booking: no times, no reviews of ours', () => {
    renderWithProviders(
      <ExperienceDetail
        cityName=""
        countryName={null}
        date={null}
        party={{ adults: 2, children: 0, infants: 0 }}
        from="2026-11-25"
        earlier={null}
        later={null}
        indexable
        firstPhoto={null}
      />,
      {
        preloadedState: {
          experiences: {
            results: null,
            searchError: null,
            experience: { data: theirs, slots: [] },
            informational: {},
            informationalPending: null,
            informationalFailed: null,
            reviews: { all: null, positive: null, negative: null, latest: null },
            reviewsError: null,
            userRating: null,
            loading: false,
          },
        },
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Skip-the-line tickets to the Prado Museum' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Booked on the supplier’s site' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Book on the supplier’s site (opens another site in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://b2c.mla.cloud/c/QCejqyor?c=2WxbgL36');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Rated 4.5 out of 5 on the supplier’s site')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose a time' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /reviews/i })).toBeNull();
  });
});
