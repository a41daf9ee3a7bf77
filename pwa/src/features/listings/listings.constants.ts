/**
 * Screen texts of the listings feature that are not validation messages (those live in `LISTING_MESSAGES`
 * of @dockside/shared/listings). The spec's texts (§1, §2, §4, §8) are word for word and marked "Spec";
 * the others are ours where the spec is silent (decisions in docs/decisions.md).
 */

import type { OwnerListingStatus } from '@dockside/shared/moderation';
import { HOME_DESCRIPTION, PAGE_TITLES } from '@dockside/shared/common';

/** Spec §2 / §8 texts of the listing screens, word for word. */
export const LISTING_TEXTS = {
  locationFallback: 'Location not specified',
  notSpecified: 'Not specified',
  noImage: 'No Image',
  priceOnRequest: 'Price on request',
  featured: 'Featured',
  viewMore: 'View More',
  readMore: 'Read More',
  showLess: 'Show Less',

  // Catalog.
  noPartsFound: 'No Parts Found',
  noPartsInCategories: 'No parts found in the selected category/categories.',
  noPartsMatch: 'No parts match your search criteria.',
  clearFilters: 'Clear Filters',
  clearAllFilters: 'Clear All Filters',

  // Part detail.
  partNotFound: 'Part Not Found',
  partNotFoundDescription: "The boat part you're looking for doesn't exist or has been removed.",
  tabDetails: 'Details',
  tabSpecifications: 'Specifications',
  tabShipping: 'Shipping',
  editListing: 'Edit Listing',
  deleteListing: 'Delete Listing',
  deleteConfirm: 'Are you sure you want to delete this listing? This action cannot be undone.',
  confirmDeletion: 'Confirm Deletion',
  cancel: 'Cancel',
  deleting: 'Deleting...',
  buyNow: 'Buy Now',
  contactSeller: 'Contact Seller',
  saveToWishlist: 'Save to Wishlist',
  listingDeletedTitle: 'Listing Deleted',
  deleteFailedTitle: 'Error',
  deleteFailedDetail: 'Failed to delete part listing',
  authRequiredTitle: 'Authentication Required',
  loginToContact: 'Please log in to contact the seller',
  verifiedSeller: 'Verified Seller',

  // Create / edit.
  createHeading: 'List Your Marine Part',
  editHeading: 'Edit Your Marine Part',
  cardPartInformation: 'Part Information',
  cardAdditionalDetails: 'Additional Details',
  cardImages: 'Images',
  cardContact: 'Contact Information',
  websiteUrl: 'Website URL (For Business Accounts)',
  addImage: 'Add Image',
  submitCreate: 'List Part for Sale',
  submittingCreate: 'Submitting...',
  submitEdit: 'Save Changes',
  submittingEdit: 'Updating...',
  successTitle: 'Success!',
  createdDescription: 'Your boat part has been listed successfully.',
  updatedDescription: 'Your boat part has been updated successfully.',
  errorTitle: 'Error',
  createFailed: 'Failed to list your boat part. Please try again.',
  updateFailed: 'Failed to update your boat part. Please try again.',
  uploadingTitle: 'Uploading image...',
  uploadingDescription: 'Please wait while we upload your image.',
  uploadedTitle: 'Image uploaded',
  uploadedDescription: 'Your image has been uploaded successfully.',
  uploadFailedTitle: 'Upload failed',
  uploadFailedDescription: 'Failed to upload image. Please try again.',
  loginToList: 'You need to be logged in to list boat parts.',
  loginToEdit: 'You need to be logged in to edit boat parts.',
  signIn: 'Sign In',
  backToCatalog: 'Back to Parts Catalog',
  loadingListing: 'Loading boat part information...',
  listingNotFound: 'Listing Not Found',
  listingNotFoundDescription: "The boat part listing you're trying to edit doesn't exist or has been removed.",
  unauthorized: 'Unauthorized',
  unauthorizedDescription: "You don't have permission to edit this boat part listing.",

  // Account → My Listings and Saved Parts.
  noListingsYet: 'No Listings Yet',
  createFirstListing: 'Create Your First Listing',
  edit: 'Edit',
  remove: 'Remove',
  partDeletedTitle: 'Part Deleted',
  partDeletedDescription: 'Your listing has been successfully removed',
  deletePartFailed: 'Failed to delete part',
  noSavedPartsYet: 'No Saved Parts Yet',
  browseBoatParts: 'Browse Boat Parts',
} as const;

/** Spec §1: the payment safety notice (home, catalog, detail). The spec gives its content, the wording is ours. */
export const PAYMENT_SAFETY = {
  heading: 'Pay safely',
  paypal: 'Always pay with PayPal Goods & Services.',
  never: 'Never pay someone you do not know by bank transfer, gift card, cryptocurrency or wire.',
  shipping: 'Shipping and returns are arranged directly between buyer and seller, and sales are typically final.',
} as const;

/** Our texts where the spec names a part of a screen but not its words. */
export const OUR_TEXTS = {
  // Cards and lists.
  imageUnavailable: 'Image unavailable',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  loadingParts: 'Loading parts…',
  loadFailed: 'The parts could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  endOfResults: 'You have reached the end of the results.',

  // Catalog.
  catalogHeading: PAGE_TITLES['/boat-parts'],
  catalogIntro: 'New and used marine parts from sellers near you: engines, electronics, deck gear and more.',
  categories: 'Categories',
  categoriesSelected: (count: number) => `${count} ${count === 1 ? 'category' : 'categories'} selected`,
  showCategories: 'Show categories',
  hideCategories: 'Hide categories',
  search: 'Search parts',
  searchPlaceholder: 'Search by title, brand, model…',
  condition: 'Condition',
  anyCondition: 'Any condition',
  usedAnyCondition: 'Used (all used conditions)',
  minPrice: 'Min price ($)',
  maxPrice: 'Max price ($)',
  location: 'Location',
  locationPlaceholder: 'City, marina or region',
  featuredOnly: 'Featured parts only',
  moreFilters: 'More filters',
  fewerFilters: 'Fewer filters',
  sort: 'Sort by',
  sortNewest: 'Newest first',
  sortPriceAsc: 'Price: Low to High',
  sortPriceDesc: 'Price: High to Low',
  sortRelevance: 'Best match',
  resultsLabel: 'Boat parts',

  // Detail.
  price: 'Price',
  category: 'Category',
  specBrand: 'Brand',
  specModel: 'Model',
  specYear: 'Year',
  specCondition: 'Condition',
  specLocation: 'Location',
  specListedOn: 'Listed on',
  specStatus: 'Status',
  description: 'Description',
  website: 'Seller website',
  shippingText:
    'Shipping and returns are arranged directly between you and the seller. Ask the seller about shipping costs, packaging and collection before you pay; sales are typically final.',
  seller: 'Seller',
  memberSince: (date: string) => `Member since ${date}`,
  memberId: (id: number) => `Member ID: ${id}`,
  marketplaceSeller: 'Dockside Marketplace',
  marketplaceSellerNote: 'Listed by the Dockside team',
  itemId: (id: number) => `Item #${id}`,
  listedDate: (date: string) => `Listed ${date}`,
  opensInNewTab: '(opens in a new tab)',
  photo: (title: string, index: number, total: number) => `${title}, photo ${index} of ${total}`,
  saved: 'Saved',
  savedTitle: 'Saved to Wishlist',
  savedDescription: 'You will find this part under Account → Saved Parts.',
  unsavedTitle: 'Removed from Wishlist',
  unsavedDescription: 'This part is no longer in your saved parts.',
  saveFailed: 'Failed to update your saved parts. Please try again.',
  loginToSave: 'Please log in to save parts to your wishlist',
  backToParts: 'Back to Parts',
  breadcrumb: 'Breadcrumb',
  goBack: 'Go Back',
  loadingPart: 'Loading part…',

  // Form.
  title: 'Title',
  categoryLabel: 'Category',
  selectCategory: 'Select a category',
  conditionLabel: 'Condition',
  selectCondition: 'Select a condition',
  priceLabel: 'Price (USD)',
  descriptionLabel: 'Description',
  brandLabel: 'Brand',
  modelLabel: 'Model',
  yearLabel: 'Year',
  locationLabel: 'Location',
  contactEmail: 'Contact Email',
  contactPhone: 'Contact Phone',
  imagesHint: 'Add at least one photo. Photos are resized on your device before they are uploaded.',
  removeImage: (index: number) => `Remove image ${index}`,
  listingImage: (index: number) => `Listing image ${index}`,
  createIntro: 'Listing a part is free. Fill in the details below and add a few good photos.',
  editIntro: 'Update the details of your listing.',
  termsNote:
    'Listings are reviewed and must follow our marketplace policies. By listing you agree to the Terms of Service and seller guidelines.',
  uploadingPhoto: 'Uploading photo…',

  // Account panels.
  myListingsHeading: 'My Listings',
  myListingsEmpty: 'Parts you list for sale appear here.',
  myListingsFailed: 'Your listings could not be loaded.',
  myListingsOffline: 'Your listings will show here when you are back online.',
  savedPartsHeading: 'Saved Parts',
  savedPartsEmpty: 'Save parts you like from their detail page and they appear here.',
  savedPartsFailed: 'Your saved parts could not be loaded.',
  savedPartsOffline: 'Your saved parts will show here when you are back online.',
  unsave: 'Remove from Saved',
  editPart: (title: string) => `Edit ${title}`,
  removePart: (title: string) => `Remove ${title}`,
  unsavePart: (title: string) => `Remove ${title} from saved parts`,
  loadingListings: 'Loading your listings…',
  loadingSaved: 'Loading your saved parts…',

  // Offline: drafts and the outbox (our texts; the spec has none for offline work).
  savedOnDeviceTitle: 'Saved on this device',
  savedOnDeviceDescription: 'Your listing will be sent as soon as you are back online.',
  draftNotSavedTitle: 'Draft not saved',
  draftNotSavedDescription: 'This device is out of storage space. Keep this page open until you can submit.',
  photoKeptOnDevice: 'No connection: the photo is kept on this device and uploaded with the listing.',
  pendingHeading: 'Waiting to be sent',
  pendingCreate: 'Pending — will be listed when you are back online',
  pendingUpdate: 'Changes pending — will be sent when you are back online',
  pendingDelete: 'Removal pending — will be sent when you are back online',
  rejectedChange: 'Not sent: the server refused this change.',
  conflictChange: 'This listing was changed on another device.',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  editAgain: 'Edit',
  discardChange: 'Discard',
  removalQueuedTitle: 'Removal saved on this device',
  removalQueuedDescription: 'The listing will be removed as soon as you are back online.',
} as const;

/**
 * The badge of a listing that is not plainly for sale. Only `sold` reaches buyers; the others are
 * what its seller sees in My Listings and on their own detail (docs/decisions.md "Moderation").
 * Kept apart from LISTING_STATE_TEXTS because the part card on the first route needs only 'Sold'.
 */
export const LISTING_STATE_LABELS = {
  sold: 'Sold',
  review: 'Waiting for review',
  hidden: 'Hidden after reports',
  rejected: 'Rejected',
  removed: 'Removed',
} as const;
export type ListingState = keyof typeof LISTING_STATE_LABELS;

/** What the seller is told about each state, and the sold / relist actions. */
export const LISTING_STATE_TEXTS = {
  notes: {
    review: 'Not public yet: our team checks it before buyers can see it.',
    hidden: 'Hidden from buyers while our team looks at reports about it.',
    rejected: 'Not public. Edit it to fix the problem and it goes back for review.',
    removed: 'Removed by our team. It can no longer be changed or sold.',
  } satisfies Partial<Record<ListingState, string>>,
  reason: (reason: string) => `Reason: ${reason}`,
  editAndResubmit: 'Edit and resubmit',
  editAndResubmitPart: (title: string) => `Edit and resubmit ${title}`,
  markAsSold: 'Mark as Sold',
  relist: 'Relist',
  markPartSold: (title: string) => `Mark ${title} as sold`,
  relistPart: (title: string) => `Relist ${title}`,
  soldNotice: 'This part has been sold.',
  markedSoldTitle: 'Marked as sold',
  markedSoldDescription: 'Buyers see it with a Sold badge for a week, then it leaves the catalogue.',
  relistedTitle: 'Listing relisted',
  relistedDescription: 'Your part is for sale again.',
  statusQueuedDescription: 'The change will be sent as soon as you are back online.',
  pendingStatus: {
    sold: 'Marking as sold — will be sent when you are back online',
    active: 'Relisting — will be sent when you are back online',
  } satisfies Record<OwnerListingStatus, string>,
  statusFailed: 'The listing could not be changed. Please try again.',
} as const;

/** Spec §9 freshness: home lists and featured 5 minutes; catalogue and detail 1 minute. */
export const FRESHNESS_MS = {
  home: 5 * 60_000,
  catalog: 60_000,
  detail: 60_000,
  account: 60_000,
} as const;

/** Spec §9: the chat room's seller id falls back to 1. */
export const FALLBACK_SELLER_ID = 1;

/** Spec §2 Home: the four category tiles (which four is ours). */
export const HOME_CATEGORY_TILES = ['Engines & Motors', 'Electronics & Navigation', 'Deck Equipment', 'Safety Equipment'] as const;

/** Photos are resized on the device before upload (docs/architecture.md §6.1): longest side and target size. */
export const PHOTO_LIMITS = { maxDimension: 1920, targetBytes: 1024 * 1024 } as const;

/** Typing in the catalogue's text filters reaches the URL and the server after this pause. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Home page copy (spec §1/§2 name the blocks and the claims; the wording is ours). */
export const HOME_TEXTS = {
  title: PAGE_TITLES['/'],
  metaDescription: HOME_DESCRIPTION,
  heroHeading: 'New & Used Boat Parts',
  heroText:
    'Find engines, electronics, deck gear and more from trusted sellers. Save up to 70% on used parts, and list your own parts for free.',
  browse: 'Browse Boat Parts',
  createAccount: 'Create Free Account',
  featuredHeading: 'Featured Parts',
  featuredIntro: 'Hand-picked listings from sellers across the network.',
  featuredEmpty: 'No featured parts right now. Browse the catalog to see every listing.',
  viewAllParts: 'View All Parts',
  categoriesHeading: 'Shop by Category',
  categoryLink: (category: string) => `Browse ${category}`,
  whyHeading: 'Why Choose Dockside?',
  why: [
    { title: 'Free basic listings', text: 'List your parts at no cost. Featured listings are there when you want more visibility.' },
    { title: 'Clear condition ratings', text: 'Every part is rated from New to For Parts, so you know what you are buying.' },
    { title: 'Location-based search', text: 'Find parts at a marina near you and arrange collection or shipping with the seller.' },
    { title: 'Secure messaging', text: 'Talk to sellers in a private chat before you buy. Your contact details stay private.' },
  ],
  comparisonHeading: 'New or Used? Compare and Save',
  comparisonIntro: 'Used parts in good condition cost a fraction of the price new. Save up to 70% on used parts.',
  newHeading: 'New Parts',
  newText: 'Factory-fresh with full manufacturer warranty.',
  usedHeading: 'Used Parts',
  usedText: 'Save up to 70% on parts with plenty of life left in them.',
  shopNew: 'Shop New Parts',
  shopUsed: 'Shop Used Parts',
  noneYet: 'No parts here yet.',
  sellingHeading: 'Sell Your Boat Parts',
  sellingText: 'Turn spare parts into cash. Reach boat owners who are looking for exactly what you have.',
  selling: [
    'Free basic listings — pay nothing to list',
    'Targeted buyers who are shopping for marine parts',
    'Simple listings with photos taken on your phone',
    'Optional featured listings for more visibility',
  ],
  startSelling: 'Start Selling',
  seoHeading: 'The Marketplace for Boat Parts',
  seoParagraphs: [
    'Dockside connects boat owners, marinas and marine businesses who buy and sell new and used boat parts. Whether you are restoring a classic sailboat, maintaining a fishing boat or refitting a cruiser, you will find engines and outboard motors, marine electronics and navigation equipment, deck hardware, pumps and plumbing, electrical parts, safety equipment, sails and rigging, and steering systems.',
    'Used boat parts can save you up to 70% compared with buying new. Every listing shows its condition, from New to For Parts / Not Working, along with the brand, model, year and location, so you can compare and choose with confidence.',
    'Selling is simple: create a free account, take a few photos and publish your listing in minutes. Basic listings are free, and featured listings put your parts at the top of the catalog.',
    'Stay safe when you buy: talk to sellers through our private chat, pay with PayPal Goods & Services, and never pay a stranger by bank transfer, gift card, cryptocurrency or wire.',
  ],
  viewLess: 'View Less',
} as const;
