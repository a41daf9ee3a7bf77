import type { BoatPart } from './listing.types';

/**
 * The public face of a seller (docs/decisions.md "Accounts"): never their e-mail or phone. `emailVerified` decides
 * 'Verified Seller'; otherwise the card says 'Member since {month year}' from `memberSince`.
 */
export interface ListingSeller {
  username: string;
  /** When the account was created (ISO 8601). */
  memberSince: string;
  emailVerified: boolean;
}

/** GET /api/sellers/{username}: the public seller page. */
export interface SellerProfile extends ListingSeller {
  fullName: string;
  company: string;
  avatarUrl: string | null;
  sellerType: 'individual' | 'business' | null;
  /** Active public listings, newest first (at most `SELLER_PAGE_LISTINGS`), without contact details. */
  listings: BoatPart[];
  /** All of the seller's active public listings (may exceed `listings.length`). */
  listingCount: number;
}

/** How many listings the seller page carries. */
export const SELLER_PAGE_LISTINGS = 100;
