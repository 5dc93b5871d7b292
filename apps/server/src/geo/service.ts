import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';

export interface GeoOptions {
  /** Lower-case header set by a trusted edge (e.g. cf-ipcountry); null = never trust a header. */
  countryHeader: string | null;
  /** Treat loopback and private addresses as China (local development only). */
  devAssumeChina: boolean;
}

/** Addresses that never leave a local network, so a country lookup would be meaningless. */
const LOCAL = new BlockList();
LOCAL.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL.addSubnet('100.64.0.0', 10, 'ipv4');
LOCAL.addSubnet('0.0.0.0', 8, 'ipv4');
LOCAL.addAddress('::1', 'ipv6');
LOCAL.addAddress('::', 'ipv6');
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addSubnet('fe80::', 10, 'ipv6');

function normalise(ip: string): string {
  // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

export function isLocalAddress(ip: string): boolean {
  const address = normalise(ip);
  const family = isIP(address);
  if (family === 0) return true;
  return LOCAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Decides whether a visitor is in mainland China (prices are shown only there, SPEC §1). */
export class GeoService {
  constructor(private readonly options: GeoOptions) {}

  isChina(clientIp: string, headers: Record<string, string | string[] | undefined>): boolean {
    if (this.options.countryHeader) {
      const raw = headers[this.options.countryHeader];
      const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
      // Edges send XX or T1 (Tor) when they do not know; fall back to the address then.
      if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX') return value === 'CN';
    }
    if (isLocalAddress(clientIp)) return this.options.devAssumeChina;
    return geoip.lookup(normalise(clientIp))?.country === 'CN';
  }
}
