import { lazy, type ComponentType } from 'react';

/*
 * React's lazy for a view the server may render. Rendered while its module is still loading, a
 * lazy view makes React stream the page: the server sends the fallback and the view later, with an
 * inline script that puts it in place. That script never runs without JavaScript, and the
 * browser's React gives up on the boundary (#419) and draws it again. So on the server every lazy
 * view starts loading as its module is evaluated, `withAppShell` waits for them all before a page
 * renders (serverViewsReady), and a loaded view is handed to React at once.
 */
const serverLoads: Promise<unknown>[] = [];

/** Resolves once every lazy view of the pages loaded so far can render at once (server only). */
export function serverViewsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const loading = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  // A module that fails to load fails only the page that draws it (its next render tries again),
  // never every page's getServerSideProps.
  if (typeof window === 'undefined') serverLoads.push(loading().catch(() => undefined));
  // A thenable that calls back at once: React's lazy then renders the view without suspending.
  return lazy<ComponentType<P>>(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{
          default: ComponentType<P>;
        }>)
      : loading(),
  );
}
