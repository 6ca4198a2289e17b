import { act, render, screen } from '@testing-library/react';
import { LazyToaster, toast } from './toast';

beforeAll(() => {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

describe('lazy toasts', () => {
  it('keeps toasts asked for before the library is loaded, then shows them, the same id once', async () => {
    toast.error('First try failed', { id: 'pay' });
    toast.error('Payment declined', { id: 'pay' });
    toast.success('Saved');
    await act(async () => {
      render(<LazyToaster />);
    });
    expect(await screen.findByText('Payment declined')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('First try failed')).not.toBeInTheDocument();
    // Loaded: later toasts show at once.
    await act(async () => {
      toast.success('Copied');
    });
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });
});
