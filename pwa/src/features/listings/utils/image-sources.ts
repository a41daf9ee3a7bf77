import { IMAGE_VARIANT_WIDTHS, variantBase, variantUrl } from '@dockside/shared/listings';

/** The smallest variant, for thumbnails. */
export function thumbnailUrl(url: string): string {
  const base = variantBase(url);
  return base === null ? url : variantUrl(base, IMAGE_VARIANT_WIDTHS[0]);
}
