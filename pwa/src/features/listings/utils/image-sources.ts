import { IMAGE_VARIANT_WIDTHS, variantBase, variantUrl } from '@/lib/image-variants';

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

/** The smallest variant, for thumbnails. */
export function thumbnailUrl(url: string): string {
  const base = variantBase(url);
  return base === null ? url : variantUrl(base, IMAGE_VARIANT_WIDTHS[0]);
}
