import { type BoatPart, type ListingInput, UPLOAD_LIMITS } from '@dockside/shared/listings';
import type { OwnerListingStatus } from '@dockside/shared/moderation';
import { db } from '@/lib/db/database';
import { invalidateQueries } from '@/lib/query/query-store';
import { type OutboxOperationDefinitions, type ResultOf, UnsendableError } from '@/lib/sync/operations';
import type { OutboxItem, OutboxOperation } from '@/lib/sync/outbox.types';
import { boatPartUrl } from '../api/get-boat-part';
import { SAVED_PARTS_URL } from '../api/get-saved-parts';

/** POST and PUT /api/boat-parts (spec §7): the year an integer or absent. */
export type ListingBody = Omit<ListingInput, 'year'> & { year?: NonNullable<ListingInput['year']> };

/** Spec §7: the year is an integer or absent. */
export function toBody(input: ListingInput): ListingBody {
  const { year, ...rest } = input;
  return year === null || year === undefined ? { ...rest } : { ...rest, year };
}

/** The POST/PUT /api/boat-parts body without its imageUrls, as the form produced it. */
export type ListingPayload = Omit<ListingBody, 'imageUrls'>;

/** A photo reference inside a queued listing: an uploaded URL, or the upload item that will produce one. */
export type PhotoRef = { url: string } | { uploadId: string };

declare module '@/lib/sync/outbox.types' {
  /** The listings' outbox operations, as stored on devices (never change a stored field's meaning). */
  interface OutboxOperations {
    'upload-photo': { photoId: string };
    'create-listing': { listing: ListingPayload; photos: PhotoRef[]; draftId?: string };
    'update-listing': { partId: number; listing: ListingPayload; photos: PhotoRef[]; version?: number; draftId?: string };
    'delete-listing': { partId: number; version?: number };
    'set-listing-status': { partId: number; status: OwnerListingStatus };
    'save-part': { partId: number; saved: boolean };
  }
}

/** Turns the photos of a queued listing into the URLs the server issued for them. */
export function resolvePhotos(photos: readonly PhotoRef[], resultOf: ResultOf): string[] {
  return photos.map((photo) => {
    if ('url' in photo) return photo.url;
    const uploaded = resultOf(photo.uploadId) as { url?: unknown } | undefined;
    if (typeof uploaded?.url !== 'string') throw new Error(`Upload ${photo.uploadId} has no URL yet`);
    return uploaded.url;
  });
}

const ifMatch = (version: number | undefined): Record<string, string> => (version === undefined ? {} : { 'If-Match': `"${version}"` });

/** The catalogue, My Listings and the saved lists show listings: they follow once the server has a change. */
const LISTING_LISTS = ['/api/boat-parts', SAVED_PARTS_URL];

/** A sent listing's detail as the server returned it. */
async function keepDetail(item: OutboxItem): Promise<void> {
  const part = item.result as BoatPart | undefined;
  if (part?.id) await db.partDetails.put({ ...part, fetchedAt: Date.now() });
}

/** A create or update: the listing as the server has it, its draft and its photos gone from the device. */
async function applyListingSent(
  item: OutboxItem & { op: OutboxOperation<'create-listing' | 'update-listing'> },
  find: (id: string) => OutboxItem | undefined,
) {
  await db.transaction('rw', db.partDetails, db.drafts, db.photos, async () => {
    await keepDetail(item);
    if (item.op.draftId) await db.drafts.delete(item.op.draftId);
    const photoIds = item.dependsOn
      .map((id) => find(id)?.op)
      .flatMap((dependency) => (dependency?.type === 'upload-photo' ? [dependency.photoId] : []));
    await db.photos.bulkDelete(photoIds);
  });
  await invalidateQueries(LISTING_LISTS);
}

/** Spec §7 calls for listings, their photos and the wishlist, and what the device does once each is sent. */
export const LISTING_OPERATIONS: OutboxOperationDefinitions<
  'upload-photo' | 'create-listing' | 'update-listing' | 'delete-listing' | 'set-listing-status' | 'save-part'
> = {
  'upload-photo': {
    async request(op) {
      const photo = await db.photos.get(op.photoId);
      // Storage was cleared: nothing a retry changes.
      if (!photo) throw new UnsendableError('The photo was removed from this device before it could be sent. Please add it again.');
      const form = new FormData();
      form.append(UPLOAD_LIMITS.fieldName, photo.blob, photo.fileName);
      return { method: 'POST', path: '/api/upload-image', body: form };
    },
    // The photo stays until the listing that shows it is sent (its pending card uses it): applyListingSent.
    async discarded(op) {
      await db.photos.delete(op.photoId);
    },
  },
  'create-listing': {
    request: (op, resultOf) => ({
      method: 'POST',
      path: '/api/boat-parts',
      body: { ...op.listing, imageUrls: resolvePhotos(op.photos, resultOf) },
    }),
    applyDone: applyListingSent,
  },
  'update-listing': {
    request: (op, resultOf) => ({
      method: 'PUT',
      path: boatPartUrl(op.partId),
      body: { ...op.listing, imageUrls: resolvePhotos(op.photos, resultOf) },
      headers: ifMatch(op.version),
    }),
    applyDone: applyListingSent,
  },
  'delete-listing': {
    request: (op) => ({ method: 'DELETE', path: boatPartUrl(op.partId), headers: ifMatch(op.version) }),
    async applyDone({ op }) {
      await db.transaction('rw', db.partDetails, db.parts, async () => {
        await db.partDetails.delete(op.partId);
        await db.parts.delete(op.partId);
      });
      await invalidateQueries(LISTING_LISTS);
    },
    // Deleting what is already gone reached its goal.
    goneIsDone: true,
  },
  'set-listing-status': {
    request: (op) => ({ method: 'PATCH', path: `${boatPartUrl(op.partId)}/status`, body: { status: op.status } }),
    // Sold or relisted: the detail, the catalogue (its 'Sold' badge), My Listings and saved lists follow.
    async applyDone(item) {
      await keepDetail(item);
      await invalidateQueries(LISTING_LISTS);
    },
  },
  'save-part': {
    request: (op) => ({ method: op.saved ? 'PUT' : 'DELETE', path: `${SAVED_PARTS_URL}/${op.partId}` }),
    applyDone: () => invalidateQueries(SAVED_PARTS_URL),
    // Un-saving a part that was removed reached its goal.
    goneIsDone: true,
  },
};
