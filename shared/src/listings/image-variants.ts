import { UPLOAD_LIMITS } from './listing.constants';

/**
 * Listing photos' responsive variants, one rule for the app's <img> and the server's preload of the part
 * page's first photo (docs/architecture.md §5.4): both must name the same srcset and sizes, or the photo loads twice.
 */

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

export interface ImageSources {
  src: string;
  /** Present only for uploaded images, whose -320/-640/-1280 WebP files exist. */
  srcSet?: string;
}

/** An image URL and, for our uploads (…-1280.webp), the srcset of its width variants. */
export function imageSources(url: string): ImageSources {
  const base = variantBase(url);
  if (base === null) return { src: url };
  return { src: url, srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${variantUrl(base, width)} ${width}w`).join(', ') };
}

/** `sizes` of a part card's photo in the catalogue's and the home page's grids (PartImage's default). */
export const CARD_SIZES = '(min-width: 64em) 25vw, (min-width: 40em) 50vw, 100vw';

/** `sizes` of the part page's gallery: the first photo large, the others as thumbnails beside it. */
export const GALLERY_SIZES = {
  first: '(min-width: 64em) 45vw, 100vw',
  rest: '(min-width: 64em) 15vw, 50vw',
} as const;
