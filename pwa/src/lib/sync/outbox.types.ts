/**
 * The outbox (docs/architecture.md §6.3): changes the user made, kept on the device until the server has them.
 * Each item's `id` is a UUID sent as `Idempotency-Key`, so a retry after a lost response is answered with the
 * first result instead of doing the work twice.
 */

/**
 * Every operation the outbox may hold, by its `type`: the fields it is stored with. Empty here: each feature
 * adds its own (declaration merging, in `features/<domain>/sync/`) beside the definition that sends it
 * (operations.ts), so this engine names none of them and a stored item keeps the shape it was queued with.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface OutboxOperations {}

export type OutboxType = keyof OutboxOperations & string;

/** One operation as stored: its `type` and that type's fields. */
export type OutboxOperation<T extends OutboxType = OutboxType> = { [K in T]: { type: K } & OutboxOperations[K] }[T];

/**
 * pending: waiting to be sent (or to be retried at `nextAttemptAt`); rejected: the server refused it
 * (validation) — kept, with its message, until the user edits or discards it; conflict: the item changed
 * on another device (412) — the user chooses; done: sent (kept briefly so screens can follow the real id).
 */
export type OutboxStatus = 'pending' | 'rejected' | 'conflict' | 'done';

export interface OutboxItem {
  id: string;
  /** Queue order (ms since epoch + a counter): items are sent oldest first. */
  seq: number;
  userId: number;
  op: OutboxOperation;
  /** Items that must be done first (an upload before the change that refers to it). */
  dependsOn: string[];
  status: OutboxStatus;
  attempts: number;
  /** Not before this time (ms since epoch): backoff after a network error, 5xx or 429. */
  nextAttemptAt: number;
  createdAt: number;
  /** The server's message when it refused the item, or the last transient error. */
  lastError?: string;
  /**
   * A form waits for this item's response until then (ms since epoch) and handles a refusal itself: lists of
   * pending changes do not show it as refused meanwhile.
   */
  awaitedUntil?: number;
  /** When it was done (ms since epoch). */
  doneAt?: number;
  /** The server's response body once done (e.g. the created record, an uploaded file's URL). */
  result?: unknown;
  /** For a conflict: the record as the server has it now. */
  serverCopy?: unknown;
}
