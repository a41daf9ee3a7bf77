import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressedOrigin, isCrossOrigin } from './origin-check';
import { parseTrustProxy, trustFunction } from './trust-proxy';

const request = (headers: Record<string, string>, peer = '127.0.0.1') =>
  ({ headers: { host: 'dockside.test:3000', ...headers }, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;
const trust = (value: string) => {
  const parsed = parseTrustProxy(value);
  if (!('setting' in parsed)) throw new Error(parsed.problem);
  return trustFunction(parsed.setting);
};

describe('TRUST_PROXY', () => {
  it('reads true, false, a hop count and lists of addresses and ranges; refuses anything else', () => {
    expect(parseTrustProxy('true')).toEqual({ setting: true });
    expect(parseTrustProxy('1')).toEqual({ setting: true });
    expect(parseTrustProxy('false')).toEqual({ setting: false });
    expect(parseTrustProxy('2')).toEqual({ setting: 2 });
    expect(parseTrustProxy('10.0.0.5, 172.18.0.0/16,::1')).toEqual({ setting: ['10.0.0.5', '172.18.0.0/16', '::1'] });
    for (const bad of ['proxy.internal', '10.0.0.0/33', '10.0.0.5,,', 'yes']) expect(parseTrustProxy(bad)).toHaveProperty('problem');
  });

  it('a list trusts its addresses and ranges only, IPv4 peers on a dual-stack socket included', () => {
    const listed = trust('10.0.0.5,172.18.0.0/16');
    expect(listed('10.0.0.5', 0)).toBe(true);
    expect(listed('::ffff:172.18.4.2', 0)).toBe(true);
    expect(listed('10.0.0.6', 0)).toBe(false);
    expect(listed('not-an-address', 0)).toBe(false);
    expect(trust('2')('203.0.113.9', 1)).toBe(true);
    expect(trust('2')('203.0.113.9', 2)).toBe(false);
  });
});

describe('isCrossOrigin (REST and the socket handshake)', () => {
  it('our exact origin passes; another scheme, host or port does not; no Origin passes, Origin null does not', () => {
    const none = trust('false');
    expect(isCrossOrigin(request({ origin: 'http://dockside.test:3000' }), none, undefined)).toBe(false);
    expect(isCrossOrigin(request({ origin: 'https://dockside.test:3000' }), none, undefined)).toBe(true);
    expect(isCrossOrigin(request({ origin: 'http://dockside.test:3001' }), none, undefined)).toBe(true);
    expect(isCrossOrigin(request({ origin: 'https://dockside.example' }), none, 'https://dockside.example')).toBe(false);
    expect(isCrossOrigin(request({}), none, undefined)).toBe(false);
    expect(isCrossOrigin(request({ origin: 'null' }), none, undefined)).toBe(true);
    expect(isCrossOrigin(request({ 'sec-fetch-site': 'same-site', origin: 'http://dockside.test:3000' }), none, undefined)).toBe(true);
  });

  it('X-Forwarded-Host and -Proto count only from a trusted direct peer; Forwarded never', () => {
    const spoofed = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect(isCrossOrigin(request(spoofed, '203.0.113.9'), trust('10.0.0.5'), undefined)).toBe(true);
    expect(isCrossOrigin(request(spoofed, '10.0.0.5'), trust('10.0.0.5'), undefined)).toBe(false);
    expect(addressedOrigin(request({ 'x-forwarded-host': 'a.example, b.example' }, '10.0.0.5'), trust('10.0.0.5'))).toBe(
      'http://b.example',
    );
    expect(isCrossOrigin(request({ origin: 'http://evil.example', forwarded: 'host=evil.example' }), trust('true'), undefined)).toBe(true);
  });
});
