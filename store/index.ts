import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { createWrapper } from 'next-redux-wrapper';
import auth from './slices/auth';
import flight from './slices/flight';
import payment from './slices/payment';
import ui from './slices/ui';

/** Each product's slice arrives with the product (injected by its pages where that keeps the first load small). */
export const rootReducer = combineReducers({ auth, ui, flight, payment });

export type RootState = ReturnType<typeof rootReducer>;

/** A new store per request on the server and once in the browser; never a module-level store. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState, devTools: process.env.NODE_ENV !== 'production' });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const wrapper = createWrapper<AppStore>(() => makeStore());
