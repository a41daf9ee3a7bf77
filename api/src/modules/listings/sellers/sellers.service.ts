import { Injectable } from '@nestjs/common';
import { type ListingSeller, SELLER_PAGE_LISTINGS, type SellerProfile } from '@dockside/shared/listings';
import { NotFoundDomainException } from '../../../common/exceptions/domain.exception';
import { toBoatPart } from '../listing.mapper';
import { toListingSeller, toSellerProfile } from './seller.mapper';
import { SellerRepository } from './seller.repository';

export const SELLER_NOT_FOUND = 'Seller not found';

/** What buyers may know about a seller (docs/decisions.md "Accounts"): public profile, verification, active listings. */
@Injectable()
export class SellersService {
  constructor(private readonly sellers: SellerRepository) {}

  /** For the part detail's seller card; null when the account no longer exists. */
  async summaryOf(userId: number): Promise<ListingSeller | null> {
    const row = await this.sellers.findById(userId);
    return row ? toListingSeller(row) : null;
  }

  async profile(username: string): Promise<SellerProfile> {
    const row = /^[A-Za-z0-9._-]{1,50}$/.test(username) ? await this.sellers.findByUsername(username) : null;
    if (!row) throw new NotFoundDomainException(SELLER_NOT_FOUND, 'SELLER_NOT_FOUND');
    const [listings, count] = await Promise.all([
      this.sellers.findPublicListings(row.id, SELLER_PAGE_LISTINGS),
      this.sellers.countPublicListings(row.id),
    ]);
    return toSellerProfile(row, listings.map(toBoatPart), count);
  }
}
