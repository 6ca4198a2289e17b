import { lazy, Suspense, useSyncExternalStore } from 'react';

const TripAlertsCard = lazy(() => import('./TripAlertsCard'));

const noChanges = () => () => undefined;
/** A browser that can show notifications and has not refused them (push-browser's own check is not loaded before the card). */
const offered = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && Notification.permission !== 'denied';

/**
 * After a booking, the useful moment to offer trip alerts (never on a first visit): drawn only in
 * a browser that can show notifications and has not refused them, its card loading then (pages
 * carry none of it otherwise). Its words are the `push` namespace, which the page lists.
 */
export function TripAlerts({
  booking,
  flight = false,
}: {
  booking: string;
  /** A flight's alerts also tell check-in opening and schedule changes. */ flight?: boolean;
}) {
  // Known only in the browser: the server draws nothing, the browser then draws the card.
  const offer = useSyncExternalStore(noChanges, offered, () => false);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <TripAlertsCard booking={booking} flight={flight} />
    </Suspense>
  );
}
