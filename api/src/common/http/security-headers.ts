import type { FastifyInstance } from 'fastify';

/**
 * Helmet-style headers on every response (ASVS V14.4). The CSP allows only our own origin:
 * scripts from 'self' only (no inline scripts), styles from 'self' plus inline style attributes
 * (React `style` props), images from 'self', data: and blob: (photo previews), websockets to us.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(self), geolocation=(), microphone=()');
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
