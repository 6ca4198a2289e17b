import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { createWrapper } from 'next-redux-wrapper';
import auth from './slices/auth';
import ui from './slices/ui';

/**
 * Slices a page needs only where it is used arrive with that page: each injects itself
 * (`slice.injectInto(rootReducer)`) and declares its state in LazyLoadedSlices, so the first visit
 * of every other page does not carry it: payment (2.7 kB), flights (1.4 kB), insurance.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in each lazy slice
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({ auth, ui }).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** A new store per request on the server and once in the browser; never a module-level store. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState, devTools: process.env.NODE_ENV !== 'production' });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const wrapper = createWrapper<AppStore>(() => makeStore());
