import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { createWrapper } from 'next-redux-wrapper';
import adverts from './slices/adverts';
import auth from './slices/auth';
import dashboard from './slices/dashboard';
import experiences from './slices/experiences';
import flight from './slices/flight';
import insurance from './slices/insurance';
import payment from './slices/payment';
import stays from './slices/stays';
import ui from './slices/ui';

export const rootReducer = combineReducers({ auth, ui, flight, payment, insurance, dashboard, stays, experiences, adverts });

export type RootState = ReturnType<typeof rootReducer>;

/** A new store per request on the server and once in the browser; never a module-level store. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState, devTools: process.env.NODE_ENV !== 'production' });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const wrapper = createWrapper<AppStore>(() => makeStore());
