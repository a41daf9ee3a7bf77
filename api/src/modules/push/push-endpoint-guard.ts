import { BlockList, isIP, type LookupFunction } from 'node:net';
import { lookup } from 'node:dns';
import { promisify } from 'node:util';

/**
 * The server-side request forgery guard of Web Push (docs/decisions.md "Saved searches and alerts"): a push endpoint is a URL a user chose,
 * and the server posts to it. In production only `https` URLs whose host resolves to public addresses
 * only are reached — never loopback, private, shared (CGNAT), link-local (cloud metadata at
 * 169.254.169.254), unique-local (fd00:ec2::254), multicast or reserved ranges. Outside production
 * `http` and loopback are allowed too, so tests can run their own push service on 127.0.0.1.
 * Checked at registration and again at send time, where `pinnedLookup` makes the connection use the
 * very addresses that were checked (no DNS rebinding between the check and the connect).
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // Unspecified and the deprecated IPv4-compatible addresses (::a9fe:a9fe is 169.254.169.254); ::1 is loopback, judged first.
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export type AddressVerdict = 'public' | 'loopback' | 'refused';

/** What an IP address is, for the guard; IPv4-mapped IPv6 addresses are judged as their IPv4 address. */
export function classifyAddress(address: string): AddressVerdict {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1] : address;
  const family = isIP(ip) === 4 ? 'ipv4' : isIP(ip) === 6 ? 'ipv6' : undefined;
  if (!family) return 'refused';
  if (LOOPBACK.check(ip, family)) return 'loopback';
  return NOT_PUBLIC.check(ip, family) ? 'refused' : 'public';
}

export interface PushGuardOptions {
  /** Production: https only, public addresses only. Otherwise http and loopback are allowed as well. */
  production: boolean;
}

const allowed = (verdict: AddressVerdict, options: PushGuardOptions) =>
  verdict === 'public' || (verdict === 'loopback' && !options.production);

/** Why an endpoint URL is refused before any lookup (scheme, credentials), else undefined. */
export function endpointUrlProblem(endpoint: string, options: PushGuardOptions): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !options.production)) return `scheme ${url.protocol}`;
  if (url.username || url.password) return 'credentials in the URL';
  return undefined;
}

const lookupAll = promisify(lookup);

/** The addresses of `host` if every one of them may be reached; undefined if any may not (or none resolve). */
export async function allowedAddresses(
  host: string,
  options: PushGuardOptions,
): Promise<Array<{ address: string; family: number }> | undefined> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await lookupAll(bare, { all: true, verbatim: true });
    } catch {
      return undefined;
    }
  }
  if (addresses.length === 0 || !addresses.every((a) => allowed(classifyAddress(a.address), options))) return undefined;
  return addresses;
}

/** True if the server may post to this endpoint now (scheme and every resolved address). */
export async function isPushEndpointAllowed(endpoint: string, options: PushGuardOptions): Promise<boolean> {
  if (endpointUrlProblem(endpoint, options)) return false;
  return (await allowedAddresses(new URL(endpoint).hostname, options)) !== undefined;
}

/** A socket `lookup` that answers only the addresses checked for this request. */
export function pinnedLookup(addresses: Array<{ address: string; family: number }>): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = typeof options === 'object' && options.family ? addresses.filter((a) => a.family === options.family) : addresses;
    const list = wanted.length > 0 ? wanted : addresses;
    if (typeof options === 'object' && options.all) (callback as (e: null, a: typeof list) => void)(null, list);
    else callback(null, list[0].address, list[0].family);
  };
}
