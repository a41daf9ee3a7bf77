import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY: `true` (every hop is a proxy — only behind a proxy that overwrites the X-Forwarded-*
 * headers, as deploy/haproxy.cfg does), `false`, a hop count of 2 or more (the nearest n hops), or a
 * comma-separated list of proxy addresses and CIDR ranges (`10.0.0.5, 172.18.0.0/16`). `1` keeps its old
 * meaning, `true`.
 */
export type TrustProxySetting = boolean | number | string[];

/** Whether the hop at `address` (0 = the direct peer) is a proxy whose X-Forwarded-* headers count. */
export type TrustFunction = (address: string, hop: number) => boolean;

const CIDR = /^([0-9a-fA-F:.]+)\/(\d{1,3})$/;

/** Reads the setting; undefined with a reason when it is none of the forms above. */
export function parseTrustProxy(value: string): { setting: TrustProxySetting } | { problem: string } {
  const text = value.trim();
  if (/^(true|1)$/i.test(text)) return { setting: true };
  if (/^(false|0|)$/i.test(text)) return { setting: false };
  if (/^\d{1,3}$/.test(text)) return { setting: Number(text) };
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const cidr = CIDR.exec(entry);
    const address = cidr ? cidr[1] : entry;
    const family = isIP(address);
    if (family === 0 || (cidr && Number(cidr[2]) > (family === 4 ? 32 : 128))) {
      return { problem: `must be true, false, a hop count or a comma-separated list of IP addresses / CIDR ranges ("${entry}" is none)` };
    }
  }
  return { setting: entries };
}

/** The trust function Fastify (request.ip, .host, .protocol) and the origin checks share. */
export function trustFunction(setting: TrustProxySetting): TrustFunction {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const list = new BlockList();
  for (const entry of setting) {
    const cidr = CIDR.exec(entry);
    const address = cidr ? cidr[1] : entry;
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (cidr) list.addSubnet(address, Number(cidr[2]), type);
    else list.addAddress(address, type);
  }
  return (address) => {
    // An IPv4 peer on a dual-stack socket reads ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address as Fastify's `request.ip` reads it (proxy-addr's walk): from the direct peer
 * back through X-Forwarded-For, the first hop that is not a trusted proxy.
 */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  const peer = request.socket.remoteAddress ?? '';
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  const hops = [peer, ...forwarded];
  for (let hop = 0; hop < hops.length - 1; hop += 1) {
    if (!trust(hops[hop], hop)) return hops[hop];
  }
  return hops[hops.length - 1];
}
