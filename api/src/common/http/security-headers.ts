import type { FastifyInstance } from 'fastify';

/**
 * Helmet-style headers on every response (ASVS V14.4). The CSP allows only our own origin:
 * scripts from 'self' only (no inline scripts), styles from 'self' plus inline style attributes
 * (React `style` props), images from 'self', data: and blob: (photo previews) plus the image storage's
 * origin when uploads live in S3 (S3_PUBLIC_URL), websockets to us. The image origin is in `connect-src`
 * too: the service worker (governed by its script's policy) and the page fetch photos from it with CORS
 * to keep them offline (docs/architecture.md §6.2).
 */
export function contentSecurityPolicy(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...imageOrigins].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean; imageOrigins?: readonly string[] }): void {
  const policy = contentSecurityPolicy(options.imageOrigins);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(self), geolocation=(), microphone=()');
    // HSTS only means something over HTTPS: PUBLIC_URL says so, or this request came over TLS (directly, or
    // through a trusted proxy's X-Forwarded-Proto when TRUST_PROXY is on).
    if (options.https || request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
