import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import { brand } from '@/config/public';
import { initialAuthState } from '@/store/slices/auth';
import { Footer, PAYMENT_LOGOS } from './Footer';

const renderFooter = (language: 'en' | 'fr') =>
  renderWithProviders(<Footer />, { language, preloadedState: { auth: { ...initialAuthState, locale: language } } });

describe('the footer', () => {
  it('groups its links under four headings, our own pages unprefixed in English', () => {
    renderFooter('en');
    for (const heading of ['About', 'Partnerships', 'Terms', 'Help']) expect(screen.getByRole('navigation', { name: heading })).toBeInTheDocument();
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', '/manage');
    expect(within(help).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', `mailto:${brand.supportEmail}`);
    expect(within(screen.getByRole('navigation', { name: 'About' })).getByRole('link', { name: 'Travel blog' })).toHaveAttribute('href', '/blog');
  });

  it('keeps a French reader on French pages', () => {
    renderFooter('fr');
    const help = screen.getByRole('navigation', { name: 'Aide' });
    expect(within(help).getByRole('link', { name: 'Gérer ma réservation' })).toHaveAttribute('href', '/fr/manage');
    expect(within(help).getByRole('link', { name: 'Délais de remboursement' })).toHaveAttribute('href', '/fr/help/refund-timelines');
    expect(
      within(screen.getByRole('navigation', { name: 'Conditions' }))
        .getByRole('link', { name: 'Politique de confidentialité' })
        .getAttribute('href'),
    ).toMatch(/^\/fr\//);
  });

  it('opens the social networks in a new tab without giving them the page, and names every card it takes', () => {
    renderFooter('en');
    const social = within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual(['Facebook', 'X', 'Instagram', 'LinkedIn']);
    for (const link of social) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const cards = within(screen.getByRole('list', { name: /payment methods/i })).getAllByRole('img');
    expect(cards.map((card) => card.getAttribute('alt'))).toEqual(PAYMENT_LOGOS.map((logo) => logo.name));
    expect(screen.getByText(new RegExp(`© \\d{4} ${brand.name}\\. All rights reserved\\.`))).toBeInTheDocument();
  });
});
