import { useEffect, useState } from 'react';

/**
 * Toasts (react-hot-toast, top right) without their 10 kB in every page's first load: the library
 * is fetched with the first toast. Until then calls wait here, in order; `LazyToaster` (in the app
 * shell) loads it and shows them.
 */
type Options = { id?: string; duration?: number };
type Call = { kind: 'success' | 'error'; message: string; options?: Options };
type Library = typeof import('react-hot-toast');

const waiting: Call[] = [];
let library: Library | null = null;
let wake: (() => void) | null = null;

function show(call: Call) {
  if (library) {
    library.default[call.kind](call.message, call.options);
    return;
  }
  // The same id once: a second "payment failed" replaces the first, as react-hot-toast does.
  const same = call.options?.id ? waiting.findIndex((queued) => queued.options?.id === call.options?.id) : -1;
  if (same >= 0) waiting.splice(same, 1, call);
  else waiting.push(call);
  wake?.();
}

export const toast = {
  success: (message: string, options?: Options) => show({ kind: 'success', message, options }),
  error: (message: string, options?: Options) => show({ kind: 'error', message, options }),
};

export function LazyToaster() {
  const [loaded, setLoaded] = useState<Library | null>(library);
  useEffect(() => {
    const load = () => {
      wake = null;
      void import('react-hot-toast').then((module) => {
        library = module;
        setLoaded(module);
      });
    };
    if (library) return;
    if (waiting.length > 0) load();
    else wake = load;
    return () => {
      if (wake === load) wake = null;
    };
  }, []);
  useEffect(() => {
    if (loaded) for (const call of waiting.splice(0)) loaded.default[call.kind](call.message, call.options);
  }, [loaded]);
  return loaded ? <loaded.Toaster position="top-right" /> : null;
}
