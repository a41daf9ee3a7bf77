import { createHash, randomBytes } from 'node:crypto';
import { readSignedIdToken, signedIdToken } from '../../common/secrets/signed-id-token';

/** A confirmation token (in the link) and the hash we keep of it. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const PURPOSE = 'newsletter-unsubscribe';

/** Unsubscribe token: `u<id>x<HMAC>` — stateless, so every newsletter e-mail can carry it and it never expires. */
export const unsubscribeToken = (id: string, secret: string): string => signedIdToken('u', PURPOSE, id, secret);

/** The subscription id of a valid unsubscribe token, else undefined. */
export const readUnsubscribeToken = (token: string, secret: string): string | undefined => readSignedIdToken('u', PURPOSE, token, secret);
