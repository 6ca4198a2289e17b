const toastSuccess = jest.fn();
const toastError = jest.fn();
jest.mock('@/components/common/toast', () => ({
  toast: { success: (message: string) => toastSuccess(message), error: (message: string) => toastError(message) },
}));
const getInformational = jest.fn();
jest.mock('@/services/experiences', () => ({
  ...jest.requireActual('@/services/experiences'),
  getInformational: (...args: unknown[]) => getInformational(...args),
}));

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import type { Activity } from '@/services/experiences';
import { PlacesWorthKnowing } from './PlacesWorthKnowing';

const place: Activity = {
  type: 'activity',
  id: 'INLOS002',
  self: { href: '/api/experienceView?id=INLOS002', methods: ['GET'] },
  name: 'Lagos city museum',
  shortDescription: 'History and art of Lagos in a small museum, free to enter.',
  description: 'History and art of Lagos.',
  geoCode: { latitude: 6.45, longitude: 3.39 },
  pictures: ['/api/experiences/photos/INLOS002-1.svg'],
  bookingLink: '/experiences/attractions/INLOS002',
  minimumDuration: 'PT1H30M',
  provider: 'experiences',
  category: 'ATTRACTION',
  cityCode: 'LOS',
  informational: true,
  reviews: { score: null, count: 0 },
  details: {
    highlights: [],
    included: [],
    notIncluded: [],
    durationMinutes: 90,
    meetingPoint: 'Onikan',
    languages: ['en'],
    accessibility: 'Step-free',
    freeCancellationHours: null,
    prices: null,
    practical: { openingHours: 'Tuesday to Sunday, 9:00 to 17:00', entry: 'Free', tips: 'Go early' },
    timeZone: 'Africa/Lagos',
  },
};

describe('places worth knowing (spec §3 informational item)', () => {
  beforeEach(() => jest.clearAllMocks());

  it('reads a place when it is opened and toasts only once it has come, never while it is on its way', async () => {
    let arrive: (value: Activity) => void = () => {};
    getInformational.mockReturnValue(new Promise<Activity>((resolve) => (arrive = resolve)));
    renderWithProviders(<PlacesWorthKnowing places={[place]} cityName="Lagos" />);
    await userEvent.click(screen.getByText('Practical information'));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
    arrive(place);
    expect(await screen.findByText('Tuesday to Sunday, 9:00 to 17:00')).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith('Experience Fetched');
    expect(toastError).not.toHaveBeenCalled();
    expect(getInformational).toHaveBeenCalledWith('INLOS002', 'en');
  });

  it('says a failure with a toast and in place, with a retry that reads it again', async () => {
    getInformational.mockRejectedValueOnce(Object.assign(new Error('down'), { isAxiosError: true, response: { status: 503, data: {} } }));
    renderWithProviders(<PlacesWorthKnowing places={[place]} cityName="Lagos" />);
    await userEvent.click(screen.getByText('Practical information'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This place’s information can’t be fetched just now.');
    expect(toastError).toHaveBeenCalledWith('This place’s information can’t be fetched just now.');
    expect(toastSuccess).not.toHaveBeenCalled();
    getInformational.mockResolvedValueOnce(place);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Experience Fetched'));
    expect(screen.getByText('Go early')).toBeInTheDocument();
  });
});
