import type { SellerProfile } from '@dockside/shared/listings';
import { apiRequest } from '@/lib/api-client';

export const sellerUrl = (username: string) => `/api/sellers/${encodeURIComponent(username)}`;

/** GET /api/sellers/{username}: the public seller page (no e-mail or phone); 404 for an unknown seller. */
export function getSeller(username: string): Promise<SellerProfile> {
  return apiRequest<SellerProfile>('GET', sellerUrl(username));
}
