import type { IncomingMessage } from 'node:http';
import axios from 'axios';
import countryCodes from 'i18n-iso-countries';
import { clientAddress, proxyTrustFromEnv, type ProxyTrust } from '@/common/node/client-address';
import type { CountryLocation } from '@/store/slices/auth';
import { serverConfig } from '@/config/server';

/**
 * Server-only: where a request comes from. The embedded geoip-country table answers by default;
 * IP_LOCATION_URL names an external service instead (`{ip}` is replaced by the address).
 */

const IP_LOOKUP_TIMEOUT_MS = 1500;

/** The visitor's address: the right-most X-Forwarded-For hop that is not one of our proxies (TRUST_PROXY). */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, trust: ProxyTrust = proxyTrustFromEnv()): string | null {
  return clientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for'], trust);
}

function toLocation(alpha2: string | undefined | null, name?: string): CountryLocation | null {
  if (!alpha2 || !/^[A-Za-z]{2}$/.test(alpha2)) return null;
  const code = alpha2.toUpperCase();
  const iso3 = countryCodes.alpha2ToAlpha3(code);
  if (!iso3) return null;
  return { country_code: code, country_code_iso3: iso3, ...(name ? { country_name: name } : {}) };
}

interface GeoipCountry {
  lookup(ip: string): { country: string; name?: string } | null;
}

let geoip: GeoipCountry | undefined;

async function embeddedLookup(ip: string): Promise<CountryLocation | null> {
  if (!geoip) {
    const loaded = (await import('geoip-country')) as unknown as GeoipCountry & { default?: GeoipCountry };
    geoip = loaded.default ?? loaded;
  }
  const found = geoip.lookup(ip);
  return found ? toLocation(found.country, found.name) : null;
}

async function externalLookup(url: string, ip: string): Promise<CountryLocation | null> {
  const { data } = await axios.get<Record<string, unknown>>(url.replace('{ip}', encodeURIComponent(ip)), {
    timeout: IP_LOOKUP_TIMEOUT_MS,
  });
  const alpha2 = [data.country_code, data.countryCode, data.country].find((value) => typeof value === 'string' && value.length === 2);
  const name = [data.country_name, data.countryName].find((value) => typeof value === 'string');
  return toLocation(alpha2 as string | undefined, name as string | undefined);
}

/** The visitor's country, or null when it cannot be told (private address, unknown range, lookup failure). */
export async function locateRequest(req: Pick<IncomingMessage, 'headers' | 'socket'>): Promise<CountryLocation | null> {
  const ip = clientIp(req);
  if (!ip) return null;
  const external = serverConfig.ipLocationUrl();
  if (external) {
    try {
      return await externalLookup(external, ip);
    } catch {
      // A slow or failing location service must not break the page: fall back to the embedded table.
    }
  }
  return embeddedLookup(ip);
}
