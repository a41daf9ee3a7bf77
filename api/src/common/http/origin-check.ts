import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import type { TrustFunction } from './trust-proxy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The last value of a header a proxy may have appended to (`a, b` → `b`: the nearest proxy's). */
function lastValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[header.length - 1] : header;
  if (!value) return undefined;
  return value.slice(value.lastIndexOf(',') + 1).trim() || undefined;
}

/**
 * The origin this request was addressed to. X-Forwarded-Host and -Proto count only when the direct
 * peer is a trusted proxy (TRUST_PROXY); a client's own copies are ignored. `Forwarded` is never read:
 * nothing in front of the app sets it (deploy/haproxy.cfg deletes it).
 */
export function addressedOrigin(request: IncomingMessage, trust: TrustFunction): string {
  const peer = request.socket?.remoteAddress;
  const fromProxy = peer !== undefined && trust(peer, 0);
  const host = (fromProxy && lastValue(request.headers['x-forwarded-host'])) || request.headers.host || '';
  const encrypted = (request.socket as TLSSocket | undefined)?.encrypted === true;
  const protocol = (fromProxy && lastValue(request.headers['x-forwarded-proto'])) || (encrypted ? 'https' : 'http');
  return `${protocol.toLowerCase()}://${host.toLowerCase()}`;
}

/**
 * The one origin rule of the REST API and the chat socket's handshake (ASVS V4.2.2 / V13.2.3): the
 * browser's Sec-Fetch-Site when it sends one, else the Origin header, which must be exactly the origin
 * the request was addressed to (scheme included: an https page is not an http site's) or PUBLIC_URL's.
 * A request with neither header (curl, server-to-server, the benchmarks) carries no victim's cookies
 * and passes.
 */
export function isCrossOrigin(request: IncomingMessage, trust: TrustFunction, publicOrigin: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  return origin !== addressedOrigin(request, trust) && origin !== publicOrigin;
}

/** Refuses state-changing /api requests from another origin: 403 CROSS_ORIGIN. */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined, trust: TrustFunction): void {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || SAFE_METHODS.has(request.method) || !isCrossOrigin(request.raw, trust, publicOrigin)) return;
    await reply.status(403).send({ message: 'Cross-origin request refused', code: 'CROSS_ORIGIN' });
  });
}
