import { UPLOAD_LIMITS } from '@dockside/shared/listings';

/** The responsive WebP widths the upload endpoint writes; an upload's `url` names the largest. */
export const IMAGE_VARIANT_WIDTHS = UPLOAD_LIMITS.widths;
const LARGEST = new RegExp(`-${IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]}\\.webp$`);

/** For our uploads (…-1280.webp) the URL without its width suffix; null for any other image. */
export function variantBase(url: string): string | null {
  return LARGEST.test(url) ? url.replace(LARGEST, '') : null;
}

/** The URL of one width variant of an upload, e.g. …-320.webp. */
export function variantUrl(base: string, width: number): string {
  return `${base}-${width}.webp`;
}

/**
 * Every file the page may request for an image URL: all width variants of an upload (the srcset picks
 * one by screen size, thumbnails use the smallest), or the URL itself for any other image.
 */
export function imageVariantUrls(url: string): string[] {
  const base = variantBase(url);
  return base === null ? [url] : IMAGE_VARIANT_WIDTHS.map((width) => variantUrl(base, width));
}
