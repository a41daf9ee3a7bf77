import type { BoatPart } from '@dockside/shared/listings';
import { FALLBACK_SELLER_ID, LISTING_TEXTS } from '../listings.constants';
import { formatMonthYear } from './format-date';

/** Spec §4: 'active' shows as is (green); other statuses capitalised. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return LISTING_TEXTS.notSpecified;
  return status === 'active' ? status : status.charAt(0).toUpperCase() + status.slice(1);
}

/** A specification value or the spec's fallback 'Not specified'. */
export function orNotSpecified(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return LISTING_TEXTS.notSpecified;
  const text = String(value).trim();
  return text === '' ? LISTING_TEXTS.notSpecified : text;
}

export interface SellerInfo {
  id: number;
  /** For the link to the seller page; null when the API did not send the seller (a part opened from a list). */
  username: string | null;
  /** 'November 2025', or '' when the API does not say. */
  memberSince: string;
  /** docs/decisions.md "Accounts": 'Verified Seller' only for sellers whose e-mail is verified. */
  verified: boolean;
}

/** The seller of a part; null for a marketplace listing (no userId). */
export function sellerOf(part: BoatPart): SellerInfo | null {
  if (part.userId === null || part.userId === undefined) return null;
  const seller = part.seller ?? null;
  return {
    id: part.userId,
    username: seller?.username ?? null,
    memberSince: formatMonthYear(seller?.memberSince ?? null),
    verified: seller?.emailVerified === true,
  };
}

/** Spec §2: /chat?room=part-{partId}-{sellerId}-{buyerId}&part={id}; the seller id falls back to 1. */
export function chatPath(part: Pick<BoatPart, 'id' | 'userId'>, buyerId: number): string {
  const room = `part-${part.id}-${part.userId ?? FALLBACK_SELLER_ID}-${buyerId}`;
  return `/chat?${new URLSearchParams({ room, part: String(part.id) }).toString()}`;
}
