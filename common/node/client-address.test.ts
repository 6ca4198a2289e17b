/** @jest-environment node */
import { clientAddress, parseProxyTrust, peerIsTrustedProxy } from './client-address';

describe('TRUST_PROXY', () => {
  it('reads a number of hops, the old on/off flag, or a list of proxies', () => {
    expect(parseProxyTrust(undefined)).toEqual({ hops: 0, proxies: null });
    expect(parseProxyTrust('off')).toEqual({ hops: 0, proxies: null });
    expect(parseProxyTrust('2')).toEqual({ hops: 2, proxies: null });
    expect(parseProxyTrust('true')).toEqual({ hops: 1, proxies: null });
    const listed = parseProxyTrust('10.0.0.0/8, 192.168.1.7, 2001:db8::/32');
    expect(listed.hops).toBe(0);
    expect(listed.proxies?.check('10.9.8.7', 'ipv4')).toBe(true);
    expect(listed.proxies?.check('192.168.1.8', 'ipv4')).toBe(false);
    expect(listed.proxies?.check('2001:db8::5', 'ipv6')).toBe(true);
  });

  it('refuses what it cannot read, so a typo stops the start-up', () => {
    expect(() => parseProxyTrust('nginx')).toThrow(/TRUST_PROXY/);
    expect(() => parseProxyTrust('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseProxyTrust('99')).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address', () => {
  const none = parseProxyTrust(undefined);
  const oneHop = parseProxyTrust('1');

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('41.58.0.1', '6.6.6.6', none)).toBe('41.58.0.1');
  });

  it('is the right-most X-Forwarded-For entry behind one trusted hop, not the left-most the client wrote', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; our proxy appended the address it saw.
    expect(clientAddress('10.0.0.2', '6.6.6.6, 41.58.0.1', oneHop)).toBe('41.58.0.1');
    expect(clientAddress('10.0.0.2', ['6.6.6.6', '41.58.0.1'], oneHop)).toBe('41.58.0.1');
  });

  it('walks through as many hops as are trusted, and stops at the first untrusted one', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 41.58.0.1, 172.16.0.9', parseProxyTrust('2'))).toBe('41.58.0.1');
    const listed = parseProxyTrust('10.0.0.0/8, 172.16.0.0/12');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 41.58.0.1, 172.16.0.9', listed)).toBe('41.58.0.1');
    // A peer that is not a listed proxy is the client itself.
    expect(clientAddress('41.58.0.1', '6.6.6.6', listed)).toBe('41.58.0.1');
  });

  it('trusts a loopback peer (the page server calling its own API) for one hop', () => {
    expect(clientAddress('127.0.0.1', '41.58.0.1', none)).toBe('41.58.0.1');
    expect(clientAddress('::ffff:127.0.0.1', '41.58.0.1', none)).toBe('41.58.0.1');
    expect(clientAddress('::1', '6.6.6.6, 41.58.0.1', none)).toBe('41.58.0.1');
    expect(clientAddress('127.0.0.1', undefined, none)).toBe('127.0.0.1');
  });

  it('never takes a malformed entry for an address', () => {
    expect(clientAddress('10.0.0.2', '41.58.0.1, not-an-ip', oneHop)).toBe('10.0.0.2');
  });

  it('unwraps IPv4-mapped IPv6 and bracketed addresses', () => {
    expect(clientAddress('::ffff:41.58.0.1', undefined, none)).toBe('41.58.0.1');
    expect(clientAddress('10.0.0.2', '[2001:db8::1]', oneHop)).toBe('2001:db8::1');
  });

  it('believes X-Forwarded-Proto only from our own proxies', () => {
    expect(peerIsTrustedProxy('41.58.0.1', none)).toBe(false);
    expect(peerIsTrustedProxy('127.0.0.1', none)).toBe(true);
    expect(peerIsTrustedProxy('10.0.0.2', oneHop)).toBe(true);
  });
});
