import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A confirmation token (in the link) and the hash we keep of it. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Unsubscribe token: `u<id>x<HMAC>` — stateless, so every newsletter e-mail can carry it and it never expires. */
export function unsubscribeToken(id: string, secret: string): string {
  return `u${id}x${mac(id, secret)}`;
}

/** The subscription id of a valid unsubscribe token, else undefined. */
export function readUnsubscribeToken(token: string, secret: string): string | undefined {
  const match = /^u(\d{1,18})x([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const expected = Buffer.from(mac(match[1], secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : undefined;
}

const mac = (id: string, secret: string) => createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}`).digest('base64url');
