import { configureStore, createSlice } from '@reduxjs/toolkit';
import { setters } from './setters';

interface State {
  currency: 'NGN' | 'USD';
  sideMenuOpen: boolean;
  untouched: number;
}

const slice = createSlice({
  name: 'example',
  initialState: { currency: 'NGN', sideMenuOpen: false, untouched: 7 } as State,
  reducers: { ...setters<State>()('currency', 'sideMenuOpen') },
});

describe('setters', () => {
  it('makes one action per field, named after it, that sets that field alone', () => {
    const store = configureStore({ reducer: slice.reducer });
    const { setCurrency, setSideMenuOpen } = slice.actions;
    expect(setCurrency('USD')).toEqual({ type: 'example/setCurrency', payload: 'USD' });
    store.dispatch(setCurrency('USD'));
    store.dispatch(setSideMenuOpen(true));
    expect(store.getState()).toEqual({ currency: 'USD', sideMenuOpen: true, untouched: 7 });
  });

  it('makes nothing for a field not named', () => {
    expect(Object.keys(slice.actions).sort()).toEqual(['setCurrency', 'setSideMenuOpen']);
  });
});
