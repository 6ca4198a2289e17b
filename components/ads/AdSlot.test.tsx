import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import { initialAuthState } from '@/store/slices/auth';
import { getTodaysAdverts, type Advert } from '@/services/ads';
import { AdSlot } from './AdSlot';

jest.mock('@/services/ads', () => ({ getTodaysAdverts: jest.fn() }));
const asked = getTodaysAdverts as jest.MockedFunction<typeof getTodaysAdverts>;

const ADVERT: Advert = {
  id: 'partner-lounge',
  position: 'FLIGHT_RESULTS',
  kind: 'partner',
  advertiser: 'Acme Lounges',
  title: 'Lounge access in Lagos',
  body: 'Wait for your flight in comfort.',
  action: 'Book a lounge',
  clickUrl: '/api/ad/click/partner-lounge?position=FLIGHT_RESULTS',
  artUrl: null,
};

/** An IntersectionObserver the test tells when the reader comes near. */
let comeNear: () => void = () => {};
beforeEach(() => {
  asked.mockReset();
  window.IntersectionObserver = class {
    constructor(report: IntersectionObserverCallback) {
      comeNear = () => report([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

const preloadedState = {
  auth: { ...initialAuthState, locale: 'fr' as const, location: { country_code: 'NG', country_code_iso3: 'NGA' } as typeof initialAuthState.location },
};

describe('AdSlot', () => {
  it('keeps its place and asks nothing until the reader comes near, then shows the advert marked as one, its link the counted one', async () => {
    asked.mockResolvedValue([ADVERT]);
    renderWithProviders(<AdSlot position="FLIGHT_RESULTS" />, { preloadedState, language: 'fr' });
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    act(() => comeNear());
    const advert = await screen.findByRole('complementary', { name: 'Publicité' });
    expect(asked).toHaveBeenCalledWith('FLIGHT_RESULTS', 'fr', 'NG');
    expect(advert).toHaveTextContent('Annonce Acme Lounges');
    expect(advert).toHaveTextContent('Lounge access in Lagos');
    const link = screen.getByRole('link', { name: 'Book a lounge' });
    expect(link).toHaveAttribute('href', '/api/ad/click/partner-lounge?position=FLIGHT_RESULTS');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
  });

  it('shows nothing when there is no advert or the request failed', async () => {
    asked.mockRejectedValue(new Error('offline'));
    const { container } = renderWithProviders(<AdSlot position="DASHBOARD" />, { preloadedState });
    act(() => comeNear());
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(container.firstElementChild).toBeEmptyDOMElement();
    // And gives its place back: no blank band where an advert would have been.
    await waitFor(() => expect((container.firstElementChild as HTMLElement).style.minHeight).toBe(''));
  });

  it('keeps its place while the advert is on its way', () => {
    asked.mockReturnValue(new Promise(() => {}));
    const { container } = renderWithProviders(<AdSlot position="DASHBOARD" />, { preloadedState });
    act(() => comeNear());
    expect((container.firstElementChild as HTMLElement).style.minHeight).not.toBe('');
  });
});
