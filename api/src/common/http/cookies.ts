import type { FastifyReply, FastifyRequest } from 'fastify';

/** Reads one cookie from the Cookie header (RFC 6265 syntax; values are not decoded further). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
}

/** HttpOnly, SameSite=Lax, Path=/; Secure when served over HTTPS. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${options.maxAgeSeconds}`];
  if (options.secure) parts.push('Secure');
  void reply.header('set-cookie', parts.join('; '));
}

export function clearCookie(reply: FastifyReply, name: string, secure: boolean): void {
  setCookie(reply, name, '', { maxAgeSeconds: 0, secure });
}
