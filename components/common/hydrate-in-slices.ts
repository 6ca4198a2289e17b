import { startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';

/*
 * Next's pages router hydrates the page with `hydrateRoot`, which React runs as one task: on a
 * phone four times slower than a laptop, a quarter to half a second in which a tap waits. Called
 * inside a transition, React hydrates the same tree in slices of a few milliseconds, yielding to
 * the browser between them (and finishing at once, before the event, when someone taps or types
 * on the page meanwhile). Loaded from instrumentation-client.ts, which runs before Next hydrates.
 */
// The module object Next itself calls (a namespace import would be a frozen copy of it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const client = require('react-dom/client') as typeof ReactDomClient & { hydrateInSlices?: true };

if (!client.hydrateInSlices) {
  const hydrateRoot = client.hydrateRoot;
  client.hydrateRoot = ((...args: Parameters<typeof hydrateRoot>) => {
    let root: ReturnType<typeof hydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(...args);
    });
    return root!;
  }) as typeof hydrateRoot;
  client.hydrateInSlices = true;
}
