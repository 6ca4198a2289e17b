jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/fr/flights/confirmation?booking=K7MX3Q' }) }));
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorScreen } from './ErrorScreen';
import { MaintenanceScreen } from './MaintenanceScreen';
import { UnavailableScreen } from './UnavailableScreen';
import { OfflineNotice } from './OfflineNotice';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('OfflineNotice', () => {
  afterEach(() => act(() => setOnline(true)));

  it('follows the browser going offline and back online', () => {
    renderWithProviders(<OfflineNotice />);
    const message = 'Hey, you are not connected to the internet. Please reconnect and try again.';
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(screen.getByText(message)).toBeInTheDocument();
    act(() => setOnline(true));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

describe('status screens', () => {
  it('shows the maintenance wording and a mail link to support', () => {
    renderWithProviders(<MaintenanceScreen />);
    expect(screen.getByRole('heading', { name: "We're currently upgrading our services to serve you better." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('catches a crash and shows the fallback error screen', () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <ErrorBoundary fallback={<ErrorScreen />}>
        <Broken />
      </ErrorBoundary>,
    );
    spy.mockRestore();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toBeInTheDocument();
  });
});

describe('UnavailableScreen', () => {
  it('says the database could not be reached, that nothing is lost, and offers the same page again (no JavaScript needed), in French too', () => {
    renderWithProviders(<UnavailableScreen />, { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Notre système de réservation est momentanément injoignable' })).toBeInTheDocument();
    expect(screen.getByText(/Rien de ce que vous avez réservé ou payé n’est perdu/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', '/fr/flights/confirmation?booking=K7MX3Q');
  });
});
