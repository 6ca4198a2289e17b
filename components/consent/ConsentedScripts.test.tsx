import { clearCookies } from '@/components/test-utils/cookies';
import { act } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import { REJECT_ALL, writeConsent } from './consent';
import { ConsentedScripts } from './ConsentedScripts';

const loaded = (id: string) => document.getElementById(id)?.getAttribute('src') ?? null;

describe('ConsentedScripts', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    clearCookies();
    document.querySelectorAll('script').forEach((script) => script.remove());
    process.env.NEXT_PUBLIC_ANALYTICS_SRC = 'https://analytics.example/a.js';
    process.env.NEXT_PUBLIC_ADS_SRC = 'https://ads.example/b.js';
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('loads nothing optional before consent', () => {
    renderWithProviders(<ConsentedScripts />);
    expect(loaded('analytics')).toBeNull();
    expect(loaded('ads')).toBeNull();
  });

  it('loads analytics only once performance cookies are allowed, and ads only with marketing', () => {
    renderWithProviders(<ConsentedScripts />);
    act(() => writeConsent({ performance: true, marketing: false }));
    expect(loaded('analytics')).toBe('https://analytics.example/a.js');
    expect(loaded('ads')).toBeNull();
    act(() => writeConsent({ performance: true, marketing: true }));
    expect(loaded('ads')).toBe('https://ads.example/b.js');
  });

  it('loads nothing optional after Reject all', () => {
    renderWithProviders(<ConsentedScripts />);
    act(() => writeConsent(REJECT_ALL));
    expect(loaded('analytics')).toBeNull();
    expect(loaded('ads')).toBeNull();
  });
});
