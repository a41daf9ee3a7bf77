import { formatCents } from '@/lib/format/en-us';
import { LISTING_TEXTS } from '../listings.constants';

/** A price as the API sends it ("1250.00") or as a number; null when it is empty or not a number. */
function toAmount(price: string | number | null | undefined): number | null {
  if (price === null || price === undefined) return null;
  if (typeof price === 'string' && price.trim() === '') return null;
  const amount = typeof price === 'number' ? price : Number(price);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * Spec §3/§9: '$' with thousands separators and 0–2 decimals. Whole amounts show no decimals ($1,250);
 * others always show cents ($1,250.50, never $1,250.5).
 */
export function formatPrice(price: string | number | null | undefined): string {
  const amount = toAmount(price);
  if (amount === null) return '';
  const cents = Math.round(amount * 100);
  return `$${formatCents(cents, cents % 100 === 0 ? 0 : 2)}`;
}

/** Spec §2 My Listings price badge: 'Price on request' when empty, else the price with up to 2 decimals. */
export function formatPriceBadge(price: string | number | null | undefined): string {
  return toAmount(price) === null ? LISTING_TEXTS.priceOnRequest : formatPrice(price);
}
