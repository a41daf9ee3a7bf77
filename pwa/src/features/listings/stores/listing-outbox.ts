import type { BoatPart, ListingFormOutput } from '@dockside/shared/listings';
import type { OwnerListingStatus } from '@dockside/shared/moderation';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/lib/db/database';
import { requestPersistentStorage } from '@/lib/storage';
import { flushOutbox } from '@/lib/sync/engine';
import { discard, enqueue, isShownAsPending, newId, type EnqueueSpec } from '@/lib/sync/outbox';
import type { OutboxItem } from '@/lib/sync/outbox.types';
import { sendThroughOutbox, type Sent } from '@/lib/sync/send';
import { type PhotoRef, toBody } from '../sync/listing-operations';
import { fitmentValuesOf } from '../utils/listing-form-values';
import { markSaved } from './listing-queries';

/**
 * Listing changes go through the outbox (lib/sync), online or not: one path, sent exactly once. Online, the
 * form waits for the answer as if it called the API directly; offline, the change waits on the device.
 */

/** A photo kept on the device until it can be uploaded; the form holds it as `local:<id>`. */
export const LOCAL_PHOTO_PREFIX = 'local:';
export const isLocalPhoto = (url: string) => url.startsWith(LOCAL_PHOTO_PREFIX);

export async function keepPhotoOnDevice(userId: number, blob: Blob, fileName: string): Promise<string> {
  const id = newId();
  await db.photos.add({ id, userId, blob, fileName, createdAt: Date.now() });
  void requestPersistentStorage();
  return `${LOCAL_PHOTO_PREFIX}${id}`;
}

export type SubmitResult = { kind: 'done'; part: BoatPart } | { kind: 'rejected'; message: string | undefined } | { kind: 'queued' };

const asSubmitResult = (sent: Sent<BoatPart>, part?: BoatPart): SubmitResult =>
  sent.kind === 'done' ? { kind: 'done', part: part ?? sent.result } : sent;

interface ListingSubmit {
  userId: number;
  output: ListingFormOutput;
  /** Editing: the part and the version the form started from (sent as If-Match). */
  edit?: { partId: number; version: number };
  draftId?: string;
}

/** Queues a create or an update with its photo uploads, sends it, and tells the form how it went. */
export async function submitListing({ userId, output, edit, draftId }: ListingSubmit): Promise<SubmitResult> {
  const { imageUrls = [], ...fields } = toBody(output);
  const uploads: EnqueueSpec[] = [];
  const photos: PhotoRef[] = imageUrls.map((url) => {
    if (!isLocalPhoto(url)) return { url };
    const uploadId = newId();
    uploads.push({ id: uploadId, op: { type: 'upload-photo', photoId: url.slice(LOCAL_PHOTO_PREFIX.length) } });
    return { uploadId };
  });
  const listingId = newId();
  const dependsOn = uploads.map((upload) => upload.id as string);
  const op: EnqueueSpec['op'] = edit
    ? { type: 'update-listing', partId: edit.partId, version: edit.version, listing: fields, photos, draftId }
    : { type: 'create-listing', listing: fields, photos, draftId };
  void requestPersistentStorage();
  // Refused: the user is still on the form, which shows the message and keeps the input and photos.
  const sent = await sendThroughOutbox<BoatPart>(userId, [...uploads, { id: listingId, op, dependsOn }], { keepFiles: true });
  return asSubmitResult(sent);
}

/** Queues the removal of a listing (If-Match: the version the user saw) and removes it from the screen at once. */
export async function queueDelete(userId: number, part: BoatPart): Promise<SubmitResult> {
  const sent = await sendThroughOutbox<BoatPart>(userId, [{ op: { type: 'delete-listing', partId: part.id, version: part.version } }]);
  return asSubmitResult(sent, part);
}

/** Mark as Sold / Relist (PATCH /api/boat-parts/{id}/status), through the outbox like every write. */
export async function queueStatus(userId: number, part: BoatPart, status: OwnerListingStatus): Promise<SubmitResult> {
  const sent = await sendThroughOutbox<BoatPart>(userId, [{ op: { type: 'set-listing-status', partId: part.id, status } }]);
  return asSubmitResult(sent);
}

/** Save to Wishlist / remove: shown at once, sent by the outbox (idempotent on the server). */
export async function queueSave(userId: number, part: BoatPart, saved: boolean): Promise<void> {
  await markSaved(userId, part, saved);
  await enqueue(userId, [{ op: { type: 'save-part', partId: part.id, saved } }]);
  void requestPersistentStorage();
  void flushOutbox(userId);
}

const LISTING_CHANGES: ReadonlySet<OutboxItem['op']['type']> = new Set([
  'create-listing',
  'update-listing',
  'delete-listing',
  'set-listing-status',
] as const);

/** The user's listing changes not yet on the server (or refused, or in conflict), oldest first. */
export function usePendingListingChanges(userId: number | null): OutboxItem[] | undefined {
  return useLiveQuery(
    async () =>
      userId === null
        ? []
        : (await db.outbox.where('userId').equals(userId).sortBy('seq')).filter(
            (item) => isShownAsPending(item) && LISTING_CHANGES.has(item.op.type),
          ),
    [userId],
  );
}

/** Conflict (412): keep mine re-sends my version over theirs; take theirs drops my change. */
export async function resolveConflict(item: OutboxItem, choice: 'mine' | 'theirs'): Promise<void> {
  const current = item.serverCopy as BoatPart | undefined;
  if (choice === 'theirs') {
    await discard(item.id);
    if (current?.id) await db.partDetails.put({ ...current, fetchedAt: Date.now() });
    return;
  }
  if (item.op.type !== 'update-listing' && item.op.type !== 'delete-listing') return;
  await db.outbox.update(item.id, {
    status: 'pending',
    nextAttemptAt: 0,
    lastError: undefined,
    op: { ...item.op, version: current?.version },
  });
  void flushOutbox(item.userId);
}

/** A refused create or update goes back to the form: its values become the draft, its photos stay. */
export async function reopenAsDraft(item: OutboxItem, userId: number): Promise<string> {
  if (item.op.type !== 'create-listing' && item.op.type !== 'update-listing') throw new Error('Not a listing change');
  const { op } = item;
  const uploads = new Map(
    (await db.outbox.bulkGet(item.dependsOn)).flatMap((dependency) => (dependency ? [[dependency.id, dependency]] : [])),
  );
  const imageUrls = op.photos.map((photo) => {
    if ('url' in photo) return photo.url;
    const upload = uploads.get(photo.uploadId);
    const uploadedUrl = (upload?.result as { url?: string } | undefined)?.url;
    if (uploadedUrl) return uploadedUrl;
    return upload?.op.type === 'upload-photo' ? `${LOCAL_PHOTO_PREFIX}${upload.op.photoId}` : '';
  });
  const draftId = op.type === 'create-listing' ? `create:${userId}` : `edit:${userId}:${op.partId}`;
  const { fitment, specs, partNumbers, ...fields } = op.listing;
  const values = {
    ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === undefined || value === null ? '' : String(value)])),
    ...fitmentValuesOf({ fitment, specs, partNumbers }),
  };
  await db.transaction('rw', db.drafts, db.outbox, async () => {
    await db.drafts.put({ id: draftId, userId, values: { ...values, imageUrls: imageUrls.filter(Boolean) }, updatedAt: Date.now() });
    await db.outbox.bulkDelete([item.id, ...item.dependsOn]);
  });
  return op.type === 'create-listing' ? '/boat-parts/create' : `/boat-parts/edit/${op.partId}`;
}
