jest.mock('next/router', () => ({
  useRouter: () => ({
    pathname: '/experiences/[category]/[id]',
    asPath: '/experiences/attractions/AM23642',
    query: { category: 'attractions', id: 'AM23642' },
    push: jest.fn(),
    replace: jest.fn(),
  }),
}));

import { screen, within } from '@testing-library/react';
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

const state = (data: Activity) => ({
  experiences: {
    results: null,
    searchError: null,
    experience: { data, slots: [] },
    informational: {},
    informationalPending: null,
    informationalFailed: null,
    reviews: { all: null, positive: null, negative: null, latest: null },
    reviewsError: null,
    userRating: null,
    loading: false,
  },
});

const ours: Activity = {
  ...theirs,
  id: 'EXLOS001',
  name: 'Lekki Conservation Centre walk',
  provider: 'experiences',
  category: 'TOURS',
  cityCode: 'LOS',
  rating: undefined,
  pictures: ['/api/experiences/photos/EXLOS001-1.svg', '/api/experiences/photos/EXLOS001-2.svg'],
  reviews: { score: 8.8, count: 12 },
  details: {
    highlights: ['The canopy walkway'],
    included: ['A guide', 'Entry'],
    notIncluded: [],
    durationMinutes: 150,
    meetingPoint: 'The main gate on the Lekki–Epe expressway',
    languages: ['en', 'yo'],
    accessibility: 'Paths are uneven.',
    freeCancellationHours: 24,
    prices: { adult: '15000.00', child: '7500.00', infant: '0.00', currency: 'NGN' },
    practical: null,
    timeZone: 'Africa/Lagos',
  },
};

describe('one of our experiences', () => {
  it('shows its pictures, what it offers (only the lists it has) and where to meet', () => {
    renderWithProviders(
      <ExperienceDetail
        cityName="Lagos"
        countryName="Nigeria"
        date={null}
        party={{ adults: 2, children: 0, infants: 0 }}
        from="2026-11-25"
        earlier={null}
        later={null}
        indexable={false}
        firstPhoto="data:image/svg+xml,first"
      />,
      { preloadedState: state(ours) },
    );
    const gallery = screen.getByRole('list', { name: 'Pictures' });
    const pictures = within(gallery).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([
      'Lekki Conservation Centre walk: picture 1 of 2',
      'Lekki Conservation Centre walk: picture 2 of 2',
    ]);
    expect(pictures[0]).toHaveAttribute('src', 'data:image/svg+xml,first');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { level: 3, name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Included' }).nextElementSibling?.textContent).toBe('A guideEntry');
    expect(screen.queryByRole('heading', { level: 3, name: 'Not included' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Meeting point' }).nextElementSibling).toHaveTextContent('The main gate');
  });
});

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
