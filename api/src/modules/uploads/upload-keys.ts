import { randomBytes } from 'node:crypto';
import { UPLOAD_LIMITS } from '@dockside/shared/listings';

/** 128 random bits, URL-safe: the name of an upload (OWASP: server-generated names). */
export function newUploadKey(): string {
  return randomBytes(16).toString('base64url');
}

/** Storage key of one width of an upload. */
export function variantKey(key: string, width: number): string {
  return `u/${key}-${width}.webp`;
}

export function allVariantKeys(key: string): string[] {
  return UPLOAD_LIMITS.widths.map((width) => variantKey(key, width));
}

/** The largest variant: what a listing's imageUrls hold. */
export const LARGEST_WIDTH = Math.max(...UPLOAD_LIMITS.widths);

const ISSUED = /^u\/([A-Za-z0-9_-]{22})-(\d+)\.webp$/;

/**
 * The upload key behind an image URL we issued (the largest variant under the storage's URL
 * prefix), or null for any other URL.
 */
export function uploadKeyFromUrl(url: string, urlPrefix: string): string | null {
  if (!url.startsWith(urlPrefix)) return null;
  const match = ISSUED.exec(url.slice(urlPrefix.length));
  if (!match || Number(match[2]) !== LARGEST_WIDTH) return null;
  return match[1];
}
