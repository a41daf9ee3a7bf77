/** Spec §3: the 13 part categories, in the spec's order. */
export const PART_CATEGORIES = [
  'Engines & Motors',
  'Electronics & Navigation',
  'Deck Equipment',
  'Plumbing & Pumps',
  'Electrical',
  'Hardware',
  'Interior',
  'Safety Equipment',
  'Sails & Rigging',
  'Steering Systems',
  'Accessories',
  'Maintenance & Care',
  'Other',
] as const;
export type PartCategory = (typeof PART_CATEGORIES)[number];

/** Spec §3: the 6 conditions. */
export const PART_CONDITIONS = [
  'New',
  'Used - Like New',
  'Used - Excellent',
  'Used - Good',
  'Used - Fair',
  'For Parts / Not Working',
] as const;
export type PartCondition = (typeof PART_CONDITIONS)[number];

/** Spec §9. */
export const LISTING_LIMITS = {
  featuredOnHome: 6,
  homeComparisonEach: 2,
  catalogSkeletonCards: 12,
  descriptionTruncation: 300,
  titleMin: 5,
  titleMax: 100,
  descriptionMin: 20,
  descriptionMax: 2000,
  serverDescriptionMin: 10,
  priceMin: 1,
  priceMax: 1_000_000,
  yearMin: 1900,
  maxImages: 10,
} as const;

export const LISTING_STATUSES = ['active', 'sold', 'removed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const isPartCategory = (value: string): value is PartCategory => (PART_CATEGORIES as readonly string[]).includes(value);

/** Catalogue paging (GET /api/boat-parts): `limit` default and maximum. */
export const CATALOG_PAGE = { defaultLimit: 24, maxLimit: 100, maxQueryLength: 200 } as const;

/** `sort` values of GET /api/boat-parts; `relevance` is the default when `q` is given, else `newest`. */
export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc', 'relevance'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The used conditions (spec §3): everything but New and For Parts. */
export const USED_CONDITIONS = ['Used - Like New', 'Used - Excellent', 'Used - Good', 'Used - Fair'] as const;

/**
 * Condition filter words used in links (spec §2 footer and home: `?condition=Good` means "used"),
 * expanded to stored conditions. Any of PART_CONDITIONS may also be given as is.
 */
export const CONDITION_FILTER_ALIASES: Readonly<Record<string, readonly PartCondition[]>> = {
  Good: USED_CONDITIONS,
  Used: USED_CONDITIONS,
};

/** POST /api/upload-image. */
export const UPLOAD_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** Responsive WebP widths written for each upload (never upscaled); `url` points at the largest. */
  widths: [320, 640, 1280],
  fieldName: 'image',
} as const;

export const isPartCondition = (value: string): value is PartCondition => (PART_CONDITIONS as readonly string[]).includes(value);

export const currentYear = (): number => new Date().getFullYear();

/** Texts of spec §5 and §2 word for word; ours where the spec is silent (marked). */
export const LISTING_MESSAGES = {
  titleMin: 'Title must be at least 5 characters',
  titleMax: 'Title must be less than 100 characters',
  descriptionMin: 'Description must be at least 20 characters',
  /** Ours: the spec's shared server schema has a minimum of 10 but no text. */
  serverDescriptionMin: 'Description must be at least 10 characters',
  descriptionMax: 'Description must be less than 2000 characters',
  category: 'Please select a category',
  condition: 'Please select a condition',
  priceRequired: 'Price is required',
  priceRange: 'Price must be between $1 and $1,000,000',
  priceMin: 'Price must be at least $1',
  priceMax: 'Price cannot exceed $1,000,000',
  year: (maxYear: number = currentYear()) => `Year must be between 1900 and ${maxYear}`,
  contactEmail: 'Must be a valid email address',
  websiteUrl: 'Please enter a valid URL including https://',
  imagesRequired: 'At least one image is required for your listing',
  /** Ours (the spec gives no maximum; we allow 10). */
  imagesMax: 'A listing can have at most 10 images',
  imageNotUploaded: 'One of the images was not uploaded to Dockside. Please upload it again.',
  brandMax: 'Brand must be at most 100 characters',
  modelMax: 'Model must be at most 100 characters',
  locationMax: 'Location must be at most 150 characters',
  contactPhoneMax: 'Phone number must be at most 40 characters',
  /** Spec §2 Edit listing, "Unauthorized". */
  notOwner: "You don't have permission to edit this boat part listing.",
  notOwnerDelete: "You don't have permission to delete this boat part listing.",
  notFound: "The boat part you're looking for doesn't exist or has been removed.",
  deleted: 'Your listing has been successfully removed',
  uploadType: 'Only JPEG, PNG, WebP, AVIF or HEIC images can be uploaded',
  uploadTooLarge: 'Images can be at most 15 MB',
  uploadTooManyPixels: 'Images can be at most 40 megapixels',
  uploadMissing: 'Choose an image to upload (form field "image")',
  uploadUnreadable: 'This image could not be read. Please try another photo.',
  /** Ours: a polyglot (an image with a web page, archive or program attached after it). */
  uploadHiddenContent: 'This file carries other content after the picture and cannot be uploaded. Please upload the photo itself.',
  /** Ours: the server's image library cannot decode HEVC-coded HEIC yet (browsers usually send JPEG instead). */
  uploadHeicUnsupported:
    'This HEIC photo cannot be converted yet. Please upload it as a JPEG (on iPhone: Settings › Camera › Formats › Most Compatible).',
} as const;
