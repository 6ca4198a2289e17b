import { act } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import { REJECT_ALL, writeConsent } from './consent';
import { ConsentedScripts } from './ConsentedScripts';

jest.mock('next/script', () => ({
  __esModule: true,
  default: ({ id, src }: { id: string; src: string }) => <span data-testid={id} data-src={src} />,
}));

describe('ConsentedScripts', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    for (const part of document.cookie.split(';')) {
      const name = part.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    process.env.NEXT_PUBLIC_ANALYTICS_SRC = 'https://analytics.example/a.js';
    process.env.NEXT_PUBLIC_ADS_SRC = 'https://ads.example/b.js';
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  const renderScripts = async () => renderWithProviders(<ConsentedScripts />);

  it('loads nothing optional before consent', async () => {
    const { queryByTestId } = await renderScripts();
    expect(queryByTestId('analytics')).toBeNull();
    expect(queryByTestId('ads')).toBeNull();
  });

  it('loads analytics only once performance cookies are allowed, and ads only with marketing', async () => {
    const { queryByTestId } = await renderScripts();
    act(() => writeConsent({ performance: true, marketing: false }));
    expect(queryByTestId('analytics')).not.toBeNull();
    expect(queryByTestId('ads')).toBeNull();
    act(() => writeConsent({ performance: true, marketing: true }));
    expect(queryByTestId('ads')).not.toBeNull();
  });

  it('loads nothing optional after Reject all', async () => {
    const { queryByTestId } = await renderScripts();
    act(() => writeConsent(REJECT_ALL));
    expect(queryByTestId('analytics')).toBeNull();
    expect(queryByTestId('ads')).toBeNull();
  });
});
