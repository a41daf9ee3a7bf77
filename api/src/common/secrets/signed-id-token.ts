import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A stateless link token naming one row: `<prefix><id>x<HMAC(secret, purpose:id)>`. It never expires, so
 * every e-mail can carry it (unsubscribe links of the newsletter and of alert e-mails); `purpose` keeps
 * the token of one kind of link from working for another.
 */
export function signedIdToken(prefix: string, purpose: string, id: string, secret: string): string {
  return `${prefix}${id}x${mac(purpose, id, secret)}`;
}

/** The id of a valid token of this prefix and purpose, else undefined. */
export function readSignedIdToken(prefix: string, purpose: string, token: string, secret: string): string | undefined {
  if (!token.startsWith(prefix)) return undefined;
  const match = /^(\d{1,18})x([A-Za-z0-9_-]{43})$/.exec(token.slice(prefix.length));
  if (!match) return undefined;
  const expected = Buffer.from(mac(purpose, match[1], secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : undefined;
}

const mac = (purpose: string, id: string, secret: string) => createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
