import { createAction, current, isDraft, type Draft } from '@reduxjs/toolkit';
import { HYDRATE } from 'next-redux-wrapper';
/**
 * The server's state by slice name. Each slice reads its own part, whose shape is its own state
 * (the same reducer made it): typed here without the root state, since store/index.ts, which
 * makes the root state, is above every slice.
 */
export type HydratedState = Readonly<Record<string, unknown>>;

/** The one HYDRATE action: server state arriving in the browser (next-redux-wrapper). */
export const hydrate = createAction<HydratedState>(HYDRATE);

/**
 * Merges a slice's server state into its client state. Client-only state that the server does not
 * know (open menus, toasts in progress) survives; fields the server rendered win.
 */
export function mergeHydrated<S extends object>(client: S, part: unknown): S {
  if (!part) return client;
  const server = part as Partial<S>;
  // In a slice's reducer the client state is an Immer draft: spread as it is, each of its objects
  // would become a draft of its own (a shallow copy of the state and a proxy per object) for Immer
  // to finalise again. Its current value is the same state, plain (the state itself while unchanged).
  return { ...(isDraft(client) ? (current(client as Draft<S>) as S) : client), ...server };
}
