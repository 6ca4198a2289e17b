import oauthToken from './fixtures/oauth-token.json';

/*
 * Amadeus answering from recorded responses, for the adapters' tests (hotels, activities): no
 * network. The OAuth2 token is answered as Amadeus documents it (fixtures/oauth-token.json).
 */

export type Recorded = { status?: number; body: unknown };

/** Amadeus answered from recorded responses by path (with its query, or without); anything else fails the test. */
export function amadeusReplay(routes: Record<string, Recorded | Recorded[]>) {
  const all: Record<string, Recorded | Recorded[]> = { '/v1/security/oauth2/token': { body: oauthToken }, ...routes };
  const calls: Array<{ path: string; method: string; body: string }> = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const { pathname, search } = new URL(url);
    calls.push({ path: `${pathname}${search}`, method: init.method ?? 'GET', body: String(init.body ?? '') });
    const route = all[`${pathname}${search}`] ?? all[pathname];
    if (!route) throw new Error(`unexpected call to ${pathname}${search}`);
    const reply = Array.isArray(route) ? (route.length > 1 ? route.shift()! : route[0]!) : route;
    // 204 No Content (a cancelled order) has no body at all.
    return new Response(reply.status === 204 ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/vnd.amadeus+json' },
    });
  };
  return { fetch, calls };
}
