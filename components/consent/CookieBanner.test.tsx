import { clearCookies } from '@/components/test-utils/cookies';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { readConsent } from './consent';
import { CookieBanner } from './CookieBanner';

describe('CookieBanner', () => {
  beforeEach(clearCookies);

  it('shows until the visitor accepts, then records consent and hides', async () => {
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'We use cookies' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'We use cookies' })).not.toBeInTheDocument();
    expect(readConsent(document.cookie)).toEqual({ decided: true, performance: true, marketing: true });
  });

  it('records Reject all as a rejection and hides', async () => {
    renderWithProviders(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(screen.queryByRole('region', { name: 'We use cookies' })).not.toBeInTheDocument();
    expect(readConsent(document.cookie)).toEqual({ decided: true, performance: false, marketing: false });
  });

  it('is not shown to a visitor who already decided', () => {
    document.cookie = 'localConsent=true; Path=/';
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'We use cookies' })).not.toBeInTheDocument();
  });

  it('saves the categories chosen in the privacy settings', async () => {
    renderWithProviders(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy settings' });
    expect(within(dialog).getByText('Always on')).toBeInTheDocument();

    const performance = within(dialog).getByRole('group', { name: 'Performance and analytics' });
    const marketing = within(dialog).getByRole('group', { name: 'Marketing and advertising' });
    expect(within(performance).getByRole('radio', { name: 'Disabled' })).toBeChecked();
    await userEvent.click(within(performance).getByRole('radio', { name: 'Enabled' }));
    expect(within(marketing).getByRole('radio', { name: 'Disabled' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readConsent(document.cookie)).toEqual({ decided: true, performance: true, marketing: false });
  });

  it('accepts every category from the privacy settings with Accept all', async () => {
    renderWithProviders(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(readConsent(document.cookie)).toEqual({ decided: true, performance: true, marketing: true });
  });

  it('makes the privacy header sticky after 70 px of scroll', async () => {
    renderWithProviders(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const heading = await screen.findByRole('heading', { name: 'Privacy settings' });
    const header = heading.closest('header')!;
    const body = header.parentElement!;
    expect(header).toHaveAttribute('data-sticky', 'false');
    act(() => {
      body.scrollTop = 70;
      body.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-sticky', 'false');
    act(() => {
      body.scrollTop = 71;
      body.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-sticky', 'true');
  });

  it('speaks French on the French site', () => {
    renderWithProviders(<CookieBanner />, { language: 'fr' });
    expect(screen.getByRole('button', { name: 'Tout refuser' })).toBeInTheDocument();
  });
});
