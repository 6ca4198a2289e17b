jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
const subscription = { endpoint: 'https://push.example.test/phone-1' };
const currentSubscription = jest.fn(() => Promise.resolve(subscription as PushSubscription | null));
const turnOnAlerts = jest.fn(() => Promise.resolve('granted' as const));
jest.mock('./push-browser', () => ({
  currentSubscription: () => currentSubscription(),
  turnOnAlerts: (...args: unknown[]) => (turnOnAlerts as (...given: unknown[]) => unknown)(...args),
}));

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import TripAlertsCard from './TripAlertsCard';

const granted = (permission: NotificationPermission) => Object.defineProperty(window, 'Notification', { configurable: true, value: { permission } });

describe('TripAlertsCard', () => {
  beforeEach(() => {
    localStorage.clear();
    turnOnAlerts.mockClear();
    currentSubscription.mockClear();
  });

  it('on a phone already told about trips, joins this booking once: later views say so without telling the site again', async () => {
    granted('granted');
    const first = renderWithProviders(<TripAlertsCard booking="ABC123" flight />);
    expect(await screen.findByRole('status')).toHaveTextContent('Alerts are on for this trip on this phone.');
    expect(turnOnAlerts).toHaveBeenCalledTimes(1);
    expect(turnOnAlerts).toHaveBeenCalledWith('en', 'ABC123');
    first.unmount();

    renderWithProviders(<TripAlertsCard booking="ABC123" flight />);
    expect(await screen.findByRole('status')).toHaveTextContent('Alerts are on for this trip on this phone.');
    expect(turnOnAlerts).toHaveBeenCalledTimes(1);

    // Another booking, or the same one after the phone subscribed again: told once more.
    renderWithProviders(<TripAlertsCard booking="XYZ789" flight={false} />);
    await screen.findAllByRole('status');
    expect(turnOnAlerts).toHaveBeenLastCalledWith('en', 'XYZ789');
    subscription.endpoint = 'https://push.example.test/phone-1-again';
    renderWithProviders(<TripAlertsCard booking="ABC123" flight />);
    await screen.findAllByRole('status');
    expect(turnOnAlerts).toHaveBeenCalledTimes(3);
    subscription.endpoint = 'https://push.example.test/phone-1';
  });

  it('names what a flight’s alerts tell, and a stay’s or an experience’s (no check-in or schedule change), and turns them on when asked', async () => {
    granted('default');
    currentSubscription.mockResolvedValue(null);
    const flight = renderWithProviders(<TripAlertsCard booking="ABC123" flight />);
    expect(screen.getByText(/check-in opening, a schedule change/)).toBeInTheDocument();
    flight.unmount();
    renderWithProviders(<TripAlertsCard booking="STY123" flight={false} />);
    expect(
      screen.getByText('Payment received and a reservation about to lapse: nothing else. Turn them off at any time in your preferences.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/check-in/)).not.toBeInTheDocument();
    expect(turnOnAlerts).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Turn on alerts' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Alerts are on for this trip on this phone.');
    expect(turnOnAlerts).toHaveBeenCalledWith('en', 'STY123');
  });
});
