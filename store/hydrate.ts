import { createAction } from '@reduxjs/toolkit';
import { HYDRATE } from 'next-redux-wrapper';
import type { RootState } from './index';

/** The one HYDRATE action: server state arriving in the browser (next-redux-wrapper). */
export const hydrate = createAction<RootState>(HYDRATE);

/**
 * Merges a slice's server state into its client state. Client-only state that the server does not
 * know (open menus, toasts in progress) survives; fields the server rendered win.
 */
export function mergeHydrated<S extends object>(client: S, server: S | undefined): S {
  if (!server) return client;
  return { ...client, ...server };
}
