/** The responsive variants the upload endpoint writes (UPLOAD_LIMITS.widths); `url` names the largest. */
const VARIANT_WIDTHS = [320, 640, 1280] as const;
const LARGEST = /-1280\.webp$/;

export interface ImageSources {
  src: string;
  /** Present only for uploaded images, whose -320/-640/-1280 WebP files exist. */
  srcSet?: string;
}

/** An image URL and, for our uploads (…-1280.webp), the srcset of its width variants. */
export function imageSources(url: string): ImageSources {
  if (!LARGEST.test(url)) return { src: url };
  const base = url.replace(LARGEST, '');
  return { src: url, srcSet: VARIANT_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ') };
}

/** The smallest variant, for thumbnails. */
export function thumbnailUrl(url: string): string {
  return LARGEST.test(url) ? url.replace(LARGEST, '-320.webp') : url;
}
