import { HYDRATE } from 'next-redux-wrapper';
import { makeStore } from './index';
import { hydrate } from './hydrate';
import { setCurrency, setLocaleSettings } from './slices/auth';
import { setSideMenuOpen } from './slices/ui';
import { selectFlight, setTicketType, setTripType } from './slices/flight';

describe('HYDRATE', () => {
  it('uses the one action type next-redux-wrapper sends', () => {
    expect(hydrate.type).toBe(HYDRATE);
  });

  it('merges server state into client state instead of replacing it', () => {
    const server = makeStore();
    server.dispatch(setLocaleSettings({ location: { country_code: 'NG', country_code_iso3: 'NGA' }, currency: 'NGN', locale: 'en', ngnPerUsd: 1600 }));
    server.dispatch(setTicketType('Business'));

    const client = makeStore();
    client.dispatch(setSideMenuOpen(true));
    client.dispatch(setTripType('roundTrip'));
    client.dispatch(hydrate(server.getState()));

    const state = client.getState();
    expect(state.auth).toMatchObject({ currency: 'NGN', ngnPerUsd: 1600, locationResolved: true });
    expect(state.auth.location?.country_code_iso3).toBe('NGA');
    expect(selectFlight(state).ticketType).toBe('Business');
    // The menu the person opened in the browser stays open across a navigation.
    expect(state.ui.sideMenuOpen).toBe(true);
  });

  it('keeps client-only fields of a slice the server did not send', () => {
    const client = makeStore();
    client.dispatch(setCurrency('NGN'));
    const serverState = makeStore().getState();
    const partial = { ...serverState, auth: undefined } as unknown as typeof serverState;
    client.dispatch(hydrate(partial));
    expect(client.getState().auth.currency).toBe('NGN');
  });
});

describe('store defaults (spec §3)', () => {
  it('starts a flight search as a return trip (most trips are), 1 adult, Economy', () => {
    const state = makeStore().getState();
    const { ui, auth } = state;
    const flight = selectFlight(state);
    expect(flight).toMatchObject({ tripType: 'roundTrip', adults: 1, children: 0, infants: 0, heldInfants: 0, ticketType: 'Economy' });
    expect(ui.activePage).toBe('flight');
    expect(auth.locale).toBe('en');
  });
});
