/** The real fetch refuses for the whole test file (adapters are tested on recorded responses only). */
export const blockedFetch = () => Promise.reject(new Error('network blocked in tests'));

/** Switches the real fetch off before the file's tests and back on after them. */
export function blockNetwork() {
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = blockedFetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
}
