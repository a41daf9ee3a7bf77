// The variants rule lives in @dockside/shared (the server preloads the part page's first photo by it).
export { IMAGE_VARIANT_WIDTHS, imageVariantUrls, variantBase, variantUrl } from '@dockside/shared/listings';
