import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of us are ours (TRUST_PROXY): a number of hops, or a list of proxy
 * addresses and subnets. Nothing trusted by default.
 */
export interface ProxyTrust {
  hops: number;
  proxies: BlockList | null;
}

const NO_TRUST: ProxyTrust = { hops: 0, proxies: null };

/**
 * `TRUST_PROXY`: unset, `0` or `off` trusts no proxy; a whole number trusts that many hops
 * (`1`: one load balancer or reverse proxy; `on`/`true` mean 1 as before); otherwise a
 * comma-separated list of addresses or CIDR subnets (`10.0.0.0/8, 2001:db8::1`). Throws on
 * anything else, so a typo stops the start-up instead of trusting the wrong thing.
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust {
  const text = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(text)) return NO_TRUST;
  if (['true', 'yes', 'on'].includes(text)) return { hops: 1, proxies: null };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 20) throw new Error('TRUST_PROXY: at most 20 proxy hops');
    return { hops, proxies: null };
  }
  const proxies = new BlockList();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const prefix = bits === undefined ? undefined : Number(bits);
    if (!family || extra !== undefined || (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= (family === 4 ? 32 : 128)))) {
      throw new Error(`TRUST_PROXY: "${entry}" is not a number of hops, an IP address or a CIDR subnet`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) proxies.addAddress(address!, type);
    else proxies.addSubnet(address!, prefix, type);
  }
  return { hops: 0, proxies };
}

/** `::ffff:41.58.0.1` is 41.58.0.1; `[::1]` is ::1. */
export function normaliseAddress(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1');
  return bare.toLowerCase().startsWith('::ffff:') && isIP(bare.slice(7)) === 4 ? bare.slice(7) : bare;
}

export const isLoopback = (address: string) => {
  const bare = normaliseAddress(address);
  return bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
};

/** localhost, *.localhost, 127.x.x.x or [::1]: this machine (a host name, with or without a port). */
export const isLoopbackHost = (host: string) => {
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  const bare = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare.endsWith('.localhost') || (isIP(bare) !== 0 && isLoopback(bare));
};

const trusted = (address: string, index: number, trust: ProxyTrust) => {
  if (index < trust.hops) return true;
  const family = isIP(address);
  return !!trust.proxies && family !== 0 && trust.proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * The client's address: walking from the socket's peer leftwards through X-Forwarded-For, the
 * first hop that is not one of our proxies. The left-most entries are whatever the client wrote,
 * so they are reached only through a chain of trusted proxies. A loopback peer is always trusted
 * as a hop: it is this server's own page renderer calling its API (with the visitor's address in
 * X-Forwarded-For) or a proxy on the same machine.
 */
export function clientAddress(socketAddress: string | undefined | null, forwardedFor: string | string[] | undefined | null, trust: ProxyTrust): string | null {
  const peer = socketAddress ? normaliseAddress(socketAddress) : null;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header
    .split(',')
    .map((entry) => normaliseAddress(entry))
    .filter(Boolean)
    .reverse();
  const chain: Array<string | null> = [peer, ...hops];
  let client = peer;
  for (let index = 0; index < chain.length - 1; index += 1) {
    const hop = chain[index] ?? null;
    const trustedHop = hop === null ? index < trust.hops : (index === 0 && isLoopback(hop)) || trusted(hop, index, trust);
    if (!trustedHop) break;
    const next = chain[index + 1]!;
    // A malformed entry cannot be a client address: the last trusted hop is the best we know.
    if (!isIP(next)) break;
    client = next;
  }
  return client;
}

/** Whether the socket's peer is one of our proxies (so its X-Forwarded-Proto can be believed). */
export function peerIsTrustedProxy(socketAddress: string | undefined | null, trust: ProxyTrust): boolean {
  if (!socketAddress) return trust.hops > 0;
  const peer = normaliseAddress(socketAddress);
  return isLoopback(peer) || trusted(peer, 0, trust);
}

let cached: { source: string | undefined; trust: ProxyTrust } | undefined;

/** TRUST_PROXY from the environment, parsed once per value. */
export function proxyTrustFromEnv(): ProxyTrust {
  const source = process.env.TRUST_PROXY;
  if (!cached || cached.source !== source) cached = { source, trust: parseProxyTrust(source) };
  return cached.trust;
}
