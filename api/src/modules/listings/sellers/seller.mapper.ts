import type { BoatPart, ListingSeller, SellerProfile } from '@dockside/shared/listings';
import type { SellerRow } from './seller.repository';

export function toListingSeller(row: SellerRow): ListingSeller {
  return { username: row.username, memberSince: row.member_since, emailVerified: row.email_verified };
}

export function toSellerProfile(row: SellerRow, listings: BoatPart[], listingCount: number): SellerProfile {
  return {
    ...toListingSeller(row),
    fullName: row.full_name,
    company: row.company,
    avatarUrl: row.avatar_url,
    sellerType: row.seller_type,
    listings,
    listingCount,
  };
}
