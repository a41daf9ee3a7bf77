import type { ListingSort } from '@dockside/shared/listings';
import { isId } from '@dockside/shared/common';

/**
 * Keyset cursors for the catalogue: an opaque base64url token holding the last row's sort key and id.
 * - newest:     (created_at in microseconds since the epoch, id), descending
 * - price-asc:  (price, id) ascending; price-desc: (price, id) descending
 * - relevance:  (tier, created_at in microseconds, id): for a query that looks like a part number,
 *   tier -2 (the part number itself) and tier -1 (numbers on its supersession chain) first; then tier 0
 *   (title, brand, model matches) before tier 1 (description matches), newest first within a tier; the
 *   key is `<tier>:<microseconds>`.
 * A cursor only fits the sort it was made for.
 */
export interface CatalogCursor {
  sort: ListingSort;
  /** The sort key as exact text: microseconds, a price, or `<tier>:<microseconds>`. */
  key: string;
  id: number;
  /** The search ran as a typo search (full text found nothing on page 1): later pages do the same. */
  typo?: boolean;
}

const CODES: Record<ListingSort, string> = { newest: 'n', 'price-asc': 'pa', 'price-desc': 'pd', relevance: 'r' };
const SORTS_BY_CODE = new Map(Object.entries(CODES).map(([sort, code]) => [code, sort as ListingSort]));
const KEY_FORMAT: Record<ListingSort, RegExp> = {
  newest: /^-?\d{1,18}$/,
  'price-asc': /^\d{1,8}(\.\d{1,2})?$/,
  'price-desc': /^\d{1,8}(\.\d{1,2})?$/,
  relevance: /^(-2|-1|0|1):-?\d{1,18}$/,
};

export function encodeCursor(cursor: CatalogCursor): string {
  const parts: unknown[] = [CODES[cursor.sort], cursor.key, cursor.id];
  if (cursor.typo) parts.push(1);
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The cursor, or null when the token is not one we made (tampered, truncated, another sort's). */
export function decodeCursor(token: string): CatalogCursor | null {
  if (token.length > 200 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length < 3 || parsed.length > 4) return null;
  const [code, key, id, typo] = parsed as unknown[];
  if (parsed.length === 4 && typo !== 1) return null;
  const sort = typeof code === 'string' ? SORTS_BY_CODE.get(code) : undefined;
  if (!sort || typeof key !== 'string' || !KEY_FORMAT[sort].test(key)) return null;
  if (!isId(id)) return null;
  return typo === 1 ? { sort, key, id, typo: true } : { sort, key, id };
}

/** A relevance cursor's position: the tier and the created_at (microseconds) of the last row. */
export type RelevanceTier = -2 | -1 | 0 | 1;

export interface RelevanceKey {
  tier: RelevanceTier;
  micros: string;
}

export function parseRelevanceKey(key: string): RelevanceKey {
  const at = key.lastIndexOf(':');
  return { tier: Number(key.slice(0, at)) as RelevanceTier, micros: key.slice(at + 1) };
}

/** SQL for a row's relevance key, from SQL expressions of its tier and created_at microseconds. */
export function relevanceKeyExpression(tier: string, micros: string): string {
  return `${tier}::text || ':' || ${micros}::text`;
}
