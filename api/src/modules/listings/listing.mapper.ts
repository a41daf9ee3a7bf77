import type { BoatPart, SavedPart } from '@dockside/shared/listings';
import type { PartRow } from './listing.row';
import { fromStoredFitment, fromStoredPartNumbers } from './fitment/fitment-storage';

/** A catalogue row → the shared response type. Contact details only when the row carries them. */
export function toBoatPart(row: PartRow): BoatPart {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    condition: row.condition,
    price: row.price,
    brand: row.brand,
    model: row.model,
    year: row.year,
    location: row.location,
    userId: row.user_id,
    contactEmail: row.contact_email ?? null,
    contactPhone: row.contact_phone ?? null,
    websiteUrl: row.website_url,
    imageUrls: row.image_urls,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    status: row.status,
    featured: row.featured,
    moderationStatus: row.moderation_status,
    approvalStatus: row.approval_status,
    version: row.version,
    soldAt: row.sold_at,
    fitment: fromStoredFitment(row.fitment),
    specs: row.specs ?? [],
    partNumbers: fromStoredPartNumbers(row.part_numbers),
    // Only the owner's own views select it; moderators' notes are never mapped.
    ...(row.rejection_reason !== undefined ? { rejectionReason: row.rejection_reason } : {}),
  };
}

export function toSavedPart(row: PartRow & { saved_at: string }): SavedPart {
  return { ...toBoatPart(row), savedAt: row.saved_at };
}
