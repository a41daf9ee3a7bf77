import type { PartSpec } from '@dockside/shared/fitment';
import { isoTimestamp } from '../../database/sql';
import type { StoredFitmentRow, StoredPartNumber } from './fitment/fitment-storage';

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
  fitment: StoredFitmentRow[];
  specs: PartSpec[];
  part_numbers: StoredPartNumber[];
  /** Only selected for the owner's own views. */
  rejection_reason?: string | null;
  /** Only selected by the detail read (the service decides who may see it). */
  seller_suspended?: boolean;
}

/** Public columns: no contact details, so lists cannot leak them (ASVS 8.2.3). */
export const PUBLIC_COLUMNS = `p.id, p.title, p.description, p.category, p.condition, p.price::text AS price, p.brand, p.model, p.year,
  p.location, p.user_id, p.website_url, p.image_urls, ${isoTimestamp('p.created_at')} AS created_at,
  ${isoTimestamp('p.updated_at')} AS updated_at, p.status, p.featured, p.moderation_status, p.approval_status, p.version,
  ${isoTimestamp('p.sold_at')} AS sold_at, p.fitment, p.specs, p.part_numbers`;
export const DETAIL_COLUMNS = `${PUBLIC_COLUMNS}, p.contact_email, p.contact_phone`;
/** The owner's own view: also why a moderator rejected or removed it (never the moderators' notes). */
export const OWN_COLUMNS = `${DETAIL_COLUMNS}, p.rejection_reason`;
