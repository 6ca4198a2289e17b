/**
 * Next hydrates the page through react-dom/client's hydrateRoot; the shell's wrapper makes that
 * call inside a transition, so React hydrates in slices instead of one long task.
 */
const calls: Array<{ inTransition: boolean; args: unknown[] }> = [];
const root = { render: jest.fn(), unmount: jest.fn() };

jest.mock('react-dom/client', () => ({
  hydrateRoot: (...args: unknown[]) => {
    // React keeps the transition in progress here while startTransition's callback runs.
    const internals = (jest.requireActual('react') as Record<string, { T: unknown }>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
    calls.push({ inTransition: internals.T !== null && internals.T !== undefined, args });
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
});
