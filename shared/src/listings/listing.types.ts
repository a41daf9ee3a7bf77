import type { FitmentRow, FitsMyBoat, PartNumber, PartSpec } from '../fitment/fitment.types';
import type { ListingSort } from './listing.constants';
import type { ListingSeller } from './seller.types';

/** A boat part as the API returns it (spec §3 "Boat part"). Dates are ISO strings. */
export interface BoatPart {
  id: number;
  title: string;
  description: string;
  category: string;
  condition: string;
  /** numeric(10,2) as a string, e.g. "1250.00" (no float rounding). */
  price: string;
  brand: string | null;
  model: string | null;
  year: number | null;
  location: string | null;
  userId: number | null;
  /** Omitted (null) in public list responses; present on the detail and on the owner's own lists. */
  contactEmail: string | null;
  contactPhone: string | null;
  websiteUrl: string | null;
  imageUrls: string[];
  createdAt: string;
  updatedAt: string;
  status: string;
  featured: boolean;
  moderationStatus: string;
  approvalStatus: string;
  /** Bumped by every write (create = 1). */
  version: number;
  /** Why a moderator rejected or removed it: only on the owner's own views (docs/decisions.md "Moderation"). */
  rejectionReason?: string | null;
  /** When the owner marked it sold (it leaves the catalogue 7 days later). */
  soldAt?: string | null;
  /** Only on GET /api/boat-parts/{id}: who sells it (docs/decisions.md "Moderation"), null for a listing without an owner. */
  seller?: ListingSeller | null;
  /** The applications it fits (engine make, model family, hp/year/serial ranges); empty when not stated. */
  fitment: FitmentRow[];
  /** Measurements it fits by (propellers: diameter, pitch, blades, rotation, splines, hub). */
  specs: PartSpec[];
  /** Its OEM numbers, the numbers it supersedes and cross-references, each with its normalised key. */
  partNumbers: PartNumber[];
  /** Only on GET /api/boat-parts/{id} for a signed-in user with boats: whether it fits each of them. */
  fitsMyBoats?: FitsMyBoat[];
  /** Only on a catalogue result found through a part number: the listing's number that matched. */
  matchedPartNumber?: string;
  /** With matchedPartNumber, when the number searched for was superseded: the number that replaces it. */
  supersededBy?: string;
}

/** GET /api/saved-parts: a saved listing and when it was saved. */
export interface SavedPart extends BoatPart {
  savedAt: string;
}

/** POST /api/upload-image. `url` is the largest variant (what imageUrls hold). */
export interface UploadedImage {
  url: string;
  variants: Array<{ width: number; url: string }>;
}

/**
 * GET /api/upload-image/base-url: `<S3_PUBLIC_URL>` when uploads are served from another origin (images
 * are `<baseUrl>/u/…`), null when they are ours under `/uploads/`. The service worker caches only these.
 */
export interface ImageBaseUrl {
  baseUrl: string | null;
}

/** DELETE /api/boat-parts/{id}. */
export interface ListingDeleted {
  id: number;
  message: string;
}

/**
 * Query parameters of GET /api/boat-parts (all optional). category and condition may repeat;
 * the next page's URL comes in the `Link: <…>; rel="next"` response header.
 */
export interface CatalogQuery {
  q?: string;
  category?: string | string[];
  condition?: string | string[];
  minPrice?: number | string;
  maxPrice?: number | string;
  brand?: string;
  location?: string;
  featured?: boolean | 'true' | 'false';
  /** One of the signed-in user's boats: parts whose fitment covers any of its engines. */
  fits?: number | string;
  /** An engine described directly (anyone): make required, the others narrow the match. */
  engineMake?: string;
  engineModel?: string;
  hp?: number | string;
  serial?: string;
  year?: number | string;
  sort?: ListingSort;
  limit?: number | string;
  cursor?: string;
}

/**
 * 412 from PUT or DELETE /api/boat-parts/{id} when `If-Match` names another version: the listing as its
 * owner sees it now, so the client can offer 'keep mine' (send again with `current.version`) or
 * 'take theirs'.
 */
export interface VersionConflictBody {
  message: string;
  code: 'VERSION_CONFLICT';
  current: BoatPart;
}
