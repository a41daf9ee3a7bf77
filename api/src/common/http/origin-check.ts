import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing /api requests from another origin (ASVS V4.2.2 / V13.2.3): the browser's
 * Sec-Fetch-Site when it sends one, else the Origin header against our own origin. Requests with
 * neither header (curl, server-to-server) carry no victim's cookies and pass.
 */
export function isCrossOriginWrite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  const allowed = new Set<string>([`${request.protocol}://${request.host}`]);
  if (publicOrigin) allowed.add(publicOrigin);
  return !allowed.has(origin);
}

export function registerOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || !isCrossOriginWrite(request, publicOrigin)) return;
    await reply.status(403).send({ message: 'Cross-origin request refused', code: 'CROSS_ORIGIN' });
  });
}
