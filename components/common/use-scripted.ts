import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * True once the page's script runs in the browser; false on the server, so in the HTML a visit
 * without JavaScript gets and until the page has hydrated. A control that only the script can make
 * work is drawn when this is true: a button pressed before then would silently do nothing.
 */
export function useScripted(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
