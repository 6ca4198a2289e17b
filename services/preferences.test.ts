import { readMirroredPreferences, savePreferences } from './preferences';

const post = jest.fn();
jest.mock('./http', () => ({ http: { post: (...args: unknown[]) => post(...args) } }));

describe('saved preferences', () => {
  beforeEach(() => {
    window.localStorage.clear();
    post.mockReset();
  });

  it('sends the choice to the API and mirrors it in local storage', async () => {
    post.mockResolvedValue({ data: {} });
    await savePreferences({ currency: 'NGN', locale: 'fr' });
    expect(post).toHaveBeenCalledWith('/preferences', { currency: 'NGN', locale: 'fr' });
    expect(readMirroredPreferences()).toEqual({ currency: 'NGN', locale: 'fr' });
  });

  it('keeps the choice locally even when the call fails, for the next visit to restore', async () => {
    post.mockRejectedValue(new Error('offline'));
    await expect(savePreferences({ currency: 'USD' })).rejects.toThrow('offline');
    expect(readMirroredPreferences()).toEqual({ currency: 'USD' });
  });

  it('ignores values it does not offer', () => {
    window.localStorage.setItem('currency', 'EUR');
    window.localStorage.setItem('NEXT_LOCALE', 'de');
    expect(readMirroredPreferences()).toEqual({});
  });
});
