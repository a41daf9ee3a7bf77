/**
 * Texts of the seller card's link and the seller page (docs/decisions.md "Accounts"; ours). A file of their own: the first
 * route's bundle carries listings.constants.ts, not these.
 */
export const SELLER_TEXTS = {
  viewSellerPage: 'View seller profile',
  pageTitle: (name: string) => `${name} — Seller`,
  loading: 'Loading seller…',
  notFoundHeading: 'Seller Not Found',
  notFoundText: 'There is no seller with this username on Dockside.',
  backToCatalog: 'Browse Boat Parts',
  emailNotVerified: 'E-mail not verified',
  verifiedNote: 'This seller has confirmed their e-mail address.',
  unverifiedNote: 'This seller has not confirmed their e-mail address yet.',
  business: 'Business seller',
  individual: 'Individual seller',
  listingsHeading: 'Active listings',
  listingCount: (n: number) => `${n} active ${n === 1 ? 'listing' : 'listings'}`,
  showingNewest: (shown: number, total: number) => `Showing the newest ${shown} of ${total} listings.`,
  noListings: 'No active listings',
  noListingsText: 'This seller has nothing for sale at the moment.',
  offline: 'You are offline and this seller has not been saved on this device yet.',
  failed: 'The seller could not be loaded. Please try again later.',
  retry: 'Try Again',
} as const;
