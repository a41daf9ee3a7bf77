import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const gzipAsync = promisify(gzip);

/** Smaller answers are sent as they are: gzip's header and a round trip through zlib would not pay. */
export const COMPRESS_MIN_BYTES = 1024;

/** zlib's level for answers made per request (JSON, pages): ≈ 0.3 ms for a catalogue page. */
export const GZIP_OPTIONS = { level: 6 };

/**
 * gzip for the API's JSON answers to GET (docs/architecture.md §6.2: a catalogue page is 24 KB as JSON, 7 KB gzipped — on
 * a marina's weak signal that is the difference). Static files are already served pre-compressed
 * (static-files.ts); writes answer with small bodies and are left alone. No answer body carries a secret a
 * third party could learn by length (the session is a cookie, there are no CSRF tokens in bodies), so
 * compressing them does not open a BREACH-style leak.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/')) return payload;
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    if (reply.hasHeader('content-encoding') || !String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      return payload;
    varyOnEncoding(reply);
    if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return gzipAsync(payload, GZIP_OPTIONS);
  });
}

/** The answer depends on `Accept-Encoding`: a cache keeps one copy per encoding. */
export function varyOnEncoding(reply: FastifyReply): void {
  reply.header('vary', appendVary(reply.getHeader('vary')));
}

function appendVary(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.some((value) => value.toLowerCase() === 'accept-encoding') ? values.join(', ') : [...values, 'Accept-Encoding'].join(', ');
}

/** `gzip` listed without `q=0` (`Accept-Encoding: gzip, deflate, br`, `gzip;q=0.8`, `*`). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
