import { useSyncExternalStore } from 'react';
import { useAppSelector } from '@/store/hooks';
import { NO_CONSENT, readConsent, subscribeToConsent, type ConsentState } from './consent';

let lastCookie = '';
let lastState: ConsentState = NO_CONSENT;

function snapshot(): ConsentState {
  const cookie = document.cookie;
  if (cookie !== lastCookie) {
    lastCookie = cookie;
    const next = readConsent(cookie);
    if (next.decided !== lastState.decided || next.performance !== lastState.performance || next.marketing !== lastState.marketing) {
      lastState = next;
    }
  }
  return lastState;
}

// The server's snapshot must be the same object on every call (React compares it by identity).
const SERVER_DECIDED: ConsentState = { ...NO_CONSENT, decided: true };

/** The visitor's consent; during server rendering, what the request's cookies said. */
export function useConsent(): ConsentState {
  const serverDecided = useAppSelector((state) => state.auth.cookieStatus);
  return useSyncExternalStore(subscribeToConsent, snapshot, () => (serverDecided ? SERVER_DECIDED : NO_CONSENT));
}
