import { makeStore } from '@/store';
import { resultsSettled, searchRequested as listRequested, selectExperiences } from '@/store/slices/experiences';
import { searchRequested, searchSettled, searchStopped, selectStays, staySettled } from '@/store/slices/stays';
import type { ReviewPage } from '@/services/reviews';

describe('a product’s listing in the store', () => {
  it('waits under a loader while a search is on its way, and stops when it settles or does not happen', () => {
    const store = makeStore();
    store.dispatch(searchRequested());
    expect(selectStays(store.getState()).loading).toBe(true);
    store.dispatch(searchStopped());
    expect(selectStays(store.getState()).loading).toBe(false);
    store.dispatch(listRequested());
    store.dispatch(resultsSettled({ results: null, error: { status: 503, code: 'PROVIDER_UNAVAILABLE', message: 'down', errors: [] } }));
    expect(selectExperiences(store.getState())).toMatchObject({ loading: false, results: null, searchError: { code: 'PROVIDER_UNAVAILABLE' } });
  });

  it('replaces a failure with the next answer', () => {
    const store = makeStore();
    store.dispatch(searchSettled({ results: null, error: { status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'slow down', errors: [] } }));
    const results = { data: [], meta: { count: 0, page: 1, pageSize: 10, nights: 2 } };
    store.dispatch(searchSettled({ results, error: null }));
    expect(selectStays(store.getState())).toMatchObject({ results, searchError: null });
  });

  it('shows a product page’s first tab of reviews, the others left to read when opened', () => {
    const store = makeStore();
    const page = {
      data: [],
      meta: { count: 0, page: 1, pageSize: 5, summary: { score: null, count: 0, positive: 0, negative: 0, categories: {} } },
    } as ReviewPage;
    store.dispatch(staySettled({ stay: null, reviews: page, tab: 'negative' }));
    expect(selectStays(store.getState()).reviews).toEqual({ all: null, positive: null, negative: page, latest: null });
  });
});
