/**
 * @jest-environment node
 */
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyView, serverViewsReady } from './lazy-view';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazy views on the server', () => {
  it('render at once once the server has loaded them, never as a streamed fallback', async () => {
    const View = lazyView(() => Promise.resolve(Greeting));
    await serverViewsReady();
    const html = renderToString(
      <Suspense fallback={<p>Loading…</p>}>
        <View name="Ngozi" />
      </Suspense>,
    );
    expect(html).toContain('Hello <!-- -->Ngozi');
    expect(html).not.toContain('Loading');
  });

  it('without that wait, the first render would have shown the fallback', () => {
    const View = lazyView(() => Promise.resolve(Greeting));
    const html = renderToString(
      <Suspense fallback={<p>Loading…</p>}>
        <View name="Ngozi" />
      </Suspense>,
    );
    expect(html).toContain('Loading');
  });

  it('lets the other pages render when one view cannot load', async () => {
    lazyView(() => Promise.reject(new Error('chunk missing')));
    await expect(serverViewsReady()).resolves.toBeDefined();
  });
});
