import '@testing-library/jest-dom';

/**
 * jsdom has no IntersectionObserver. This one never reports: what waits for the reader to come
 * near it (an advert's place) stays waiting in components' tests; a test that needs it to report
 * replaces it (components/ads/AdSlot.test.tsx).
 */
class QuietIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: QuietIntersectionObserver });
}
