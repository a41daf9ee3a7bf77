import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { DomainException } from '../exceptions/domain.exception';

const JSON_TYPE = /^\s*application\/json\s*(;|$)/i;

/**
 * The request bodies other than JSON that an /api route takes, by route: the photo upload (multipart),
 * and the one-click unsubscribe a mail program posts as a form (RFC 8058, List-Unsubscribe-Post).
 */
const OTHER_BODIES: Record<string, RegExp> = {
  'POST /api/upload-image': /^\s*multipart\/form-data\s*(;|$)/i,
  'POST /api/alerts/unsubscribe': /^\s*application\/x-www-form-urlencoded\s*(;|$)/i,
};

/**
 * Every /api body is JSON (the exceptions above): a form-encoded, plain-text or XML body is refused with
 * 415 before any guard, pipe or handler sees it, so no route can be reached by a form another site posts
 * (a "simple" request that needs no CORS preflight). It runs before the body is parsed (preParsing), so
 * every such body gets this one answer, also the types Fastify has no parser for; an oversized JSON or
 * text body has had its 413 by then (oversize-body.ts, onRequest).
 */
export function registerJsonOnlyBodies(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    const length = request.headers['content-length'];
    const hasBody = (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return payload;
    const type = request.headers['content-type'] ?? '';
    if (JSON_TYPE.test(type) || OTHER_BODIES[`${request.method} ${request.routeOptions.url}`]?.test(type)) return payload;
    // Thrown, not sent: the error handler answers it in the `{ message, code }` shape of every refusal.
    throw new DomainException(
      'UNSUPPORTED_MEDIA_TYPE',
      'The request body must be JSON (Content-Type: application/json)',
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  });
}
