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
}

/** A timestamptz column as ISO 8601 text in UTC, e.g. 2026-11-21T09:30:00.123Z. */
export const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Public columns: no contact details, so lists cannot leak them (ASVS 8.2.3). */
export const PUBLIC_COLUMNS = `p.id, p.title, p.description, p.category, p.condition, p.price::text AS price, p.brand, p.model, p.year,
  p.location, p.user_id, p.website_url, p.image_urls, ${isoTimestamp('p.created_at')} AS created_at,
  ${isoTimestamp('p.updated_at')} AS updated_at, p.status, p.featured, p.moderation_status, p.approval_status, p.version`;
export const DETAIL_COLUMNS = `${PUBLIC_COLUMNS}, p.contact_email, p.contact_phone`;

/**
 * "Publicly visible": active, not deleted, and not rejected by moderation. Listings are post-moderated
 * (visible while pending) — there is no moderation queue yet; see docs/decisions.md. The partial
 * catalogue indexes cover `status = 'active' AND deleted_at IS NULL`.
 */
export const PUBLIC_WHERE = `p.status = 'active' AND p.deleted_at IS NULL AND p.moderation_status <> 'rejected' AND p.approval_status <> 'rejected'`;
