import type { FastifyInstance } from 'fastify';

/**
 * Answers of the API to a signed-in request (or the answer that signs someone in) are about that person:
 * `Cache-Control: private, no-store` keeps them out of shared caches and off the disk, unless the route
 * chose its own caching.
 */
export function registerPrivateCaching(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    if (request.session || reply.hasHeader('set-cookie')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
