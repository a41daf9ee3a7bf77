/** A boat_parts row as the catalogue SQL selects it (snake_case, price as text). */
export interface PartRow {
  id: number;
  title: string;
  description: string;
  category: string;
  condition: string;
  price: string;
  brand: string | null;
  model: string | null;
  year: number | null;
  location: string | null;
  user_id: number | null;
  /** Only selected where contact details may be shown. */
  contact_email?: string;
  contact_phone?: string | null;
  website_url: string | null;
  image_urls: string[];
  /** ISO 8601 text (UTC, milliseconds): MikroORM's pg setup hands timestamps over as text. */
  created_at: string;
  updated_at: string;
  status: string;
  featured: boolean;
  moderation_status: string;
  approval_status: string;
  version: number;
  sold_at: string | null;
  /** Only selected for the owner's own views. */
  rejection_reason?: string | null;
  /** Only selected by the detail read (the service decides who may see it). */
  seller_suspended?: boolean;
}

/** A timestamptz column as ISO 8601 text in UTC, e.g. 2026-11-21T09:30:00.123Z. */
export const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Public columns: no contact details, so lists cannot leak them (ASVS 8.2.3). */
export const PUBLIC_COLUMNS = `p.id, p.title, p.description, p.category, p.condition, p.price::text AS price, p.brand, p.model, p.year,
  p.location, p.user_id, p.website_url, p.image_urls, ${isoTimestamp('p.created_at')} AS created_at,
  ${isoTimestamp('p.updated_at')} AS updated_at, p.status, p.featured, p.moderation_status, p.approval_status, p.version,
  ${isoTimestamp('p.sold_at')} AS sold_at`;
export const DETAIL_COLUMNS = `${PUBLIC_COLUMNS}, p.contact_email, p.contact_phone`;
/** The owner's own view: also why a moderator rejected or removed it (never the moderators' notes). */
export const OWN_COLUMNS = `${DETAIL_COLUMNS}, p.rejection_reason`;

/**
 * The catalogue (lists, search, featured, delta pulls): active or recently sold, not deleted, not held
 * for review, hidden, rejected or removed by moderation, the seller not suspended, and not sold more
 * than MODERATION_LIMITS.soldVisibleDays ago (docs/decisions.md "Moderation"). A sold listing without
 * sold_at (sold before sold dates were kept) is past its window. The partial
 * catalogue indexes' predicate is this, word for word (Moderation migration), and so is the test of the
 * triggers that queue newly public listings for saved-search matching (Alerts migration): change all together.
 */
export const PUBLIC_WHERE = `(p.status = 'active' OR (p.status = 'sold' AND p.sold_at IS NOT NULL AND NOT p.sold_expired)) AND p.deleted_at IS NULL AND p.moderation_status IN ('pending', 'approved') AND p.approval_status <> 'rejected' AND NOT p.seller_suspended`;

/** The detail page and saved lists: as the catalogue, but a sold listing stays reachable after its window. */
export const VISIBLE_WHERE = `p.status IN ('active', 'sold') AND p.deleted_at IS NULL AND p.moderation_status IN ('pending', 'approved') AND p.approval_status <> 'rejected' AND NOT p.seller_suspended`;
