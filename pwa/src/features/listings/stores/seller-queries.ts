import type { SellerProfile } from '@dockside/shared/listings';
import { useQuery } from '@/lib/query/use-query';
import { getSeller, sellerUrl } from '../api/get-seller';
import { FRESHNESS_MS } from '../listings.constants';
import { keepParts } from './listing-queries';

/**
 * The seller page's data, kept in Dexie by URL like every GET (lib/query): a seller page seen once opens
 * offline. Its listings also go into `parts`, so they open offline from the page and join offline searches.
 */
export function useSeller(username: string | undefined) {
  return useQuery(username ? sellerUrl(username) : null, () => getSeller(username ?? ''), FRESHNESS_MS.catalog, {
    normalize: (seller: SellerProfile, db) => keepParts(seller.listings, db),
  });
}
