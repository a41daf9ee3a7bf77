import type { CreateSavedSearchInput, UpdateSavedSearchInput } from '@dockside/shared/alerts';
import type { CreateReportInput, OwnerListingStatus } from '@dockside/shared/moderation';

/**
 * The outbox (docs/architecture.md §6.3): domain operations the user made, kept on the device until the server
 * has them. Each item's `id` is a UUID sent as `Idempotency-Key`, so a retry after a lost response is
 * answered with the first result instead of doing the work twice.
 */

/** A photo reference inside a queued listing: an uploaded URL, or the upload item that will produce one. */
export type PhotoRef = { url: string } | { uploadId: string };

/** The POST/PUT /api/boat-parts body without its imageUrls (spec §7), as the form produced it. */
export type ListingPayload = Record<string, unknown>;

export type OutboxOperation =
  | { type: 'upload-photo'; photoId: string }
  | { type: 'create-listing'; listing: ListingPayload; photos: PhotoRef[]; draftId?: string }
  | { type: 'update-listing'; partId: number; listing: ListingPayload; photos: PhotoRef[]; version?: number; draftId?: string }
  | { type: 'delete-listing'; partId: number; version?: number }
  | { type: 'post-answer'; questionId: number; content: string; isExpert: boolean }
  | { type: 'post-question'; title: string; content: string; category: string }
  | { type: 'vote-question'; questionId: number; increment: boolean }
  | { type: 'vote-answer'; questionId: number; answerId: number; increment: boolean }
  | { type: 'save-part'; partId: number; saved: boolean }
  | { type: 'set-listing-status'; partId: number; status: OwnerListingStatus }
  | { type: 'report'; report: CreateReportInput }
  | { type: 'create-saved-search'; search: CreateSavedSearchInput }
  | { type: 'update-saved-search'; searchId: number; changes: UpdateSavedSearchInput }
  | { type: 'delete-saved-search'; searchId: number };

export type OutboxType = OutboxOperation['type'];

/**
 * pending: waiting to be sent (or to be retried at `nextAttemptAt`); rejected: the server refused it
 * (validation) — kept, with its message, until the user edits or discards it; conflict: the listing changed
 * on another device (412) — the user chooses; done: sent (kept briefly so screens can follow the real id).
 */
export type OutboxStatus = 'pending' | 'rejected' | 'conflict' | 'done';

export interface OutboxItem {
  id: string;
  /** Queue order (ms since epoch + a counter): items are sent oldest first. */
  seq: number;
  userId: number;
  op: OutboxOperation;
  /** Items that must be done first (photo uploads before the listing that shows them). */
  dependsOn: string[];
  status: OutboxStatus;
  attempts: number;
  /** Not before this time (ms since epoch): backoff after a network error, 5xx or 429. */
  nextAttemptAt: number;
  createdAt: number;
  /** The server's message when it refused the item, or the last transient error. */
  lastError?: string;
  /**
   * A form waits for this item's answer until then (ms since epoch) and handles a refusal itself: lists of
   * pending changes do not show it as refused meanwhile.
   */
  awaitedUntil?: number;
  /** When it was done (ms since epoch). */
  doneAt?: number;
  /** The server's answer once done (e.g. the created listing, the uploaded URL). */
  result?: unknown;
  /** For a conflict: the listing as the server has it now. */
  serverCopy?: unknown;
}
