/**
 * Next hydrates the page through react-dom/client's hydrateRoot; the shell's wrapper makes that
 * call inside a transition, so React hydrates in slices instead of one long task.
 */
const calls: Array<{ inTransition: boolean; args: unknown[] }> = [];
const root = { render: jest.fn(), unmount: jest.fn() };
let transitions = 0;

// React's public startTransition, watched: what runs inside its callback is in the transition.
jest.mock('react', () => {
  const actual = jest.requireActual('react') as typeof import('react');
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      transitions += 1;
      try {
        actual.startTransition(scope);
      } finally {
        transitions -= 1;
      }
    },
  };
});

jest.mock('react-dom/client', () => ({
  hydrateRoot: (...args: unknown[]) => {
    calls.push({ inTransition: transitions > 0, args });
    return root;
  },
  createRoot: jest.fn(),
}));

describe('hydrating in slices', () => {
  it('calls hydrateRoot, as Next does, inside a transition and gives back its root', () => {
    // The module objects themselves, as Next's compiled client reaches them.
    /* eslint-disable @typescript-eslint/no-require-imports */
    require('./hydrate-in-slices');
    const client = require('react-dom/client') as typeof import('react-dom/client');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const container = document.createElement('div');
    const element = { type: 'div' };
    expect(client.hydrateRoot(container, element as never, { identifierPrefix: 'x' })).toBe(root);
    // Once, with Next's own arguments.
    expect(calls).toEqual([{ inTransition: true, args: [container, element, { identifierPrefix: 'x' }] }]);
  });

  it('was checked on the React and Next it runs with: an upgrade is a reason to measure it again', () => {
    // The wrapper relies on Next's client calling `hydrateRoot` on react-dom/client's module object
    // (not a copy of it) at startup; bench/ measured what it saves on these versions.
    /* eslint-disable @typescript-eslint/no-require-imports */
    const versions = {
      react: (require('react/package.json') as { version: string }).version,
      reactDom: (require('react-dom/package.json') as { version: string }).version,
      next: (require('next/package.json') as { version: string }).version,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    expect(versions).toEqual({
      react: expect.stringMatching(/^19\.3\./),
      reactDom: expect.stringMatching(/^19\.3\./),
      next: expect.stringMatching(/^16\.4\./),
    });
  });
});
