import { MODERATION_ERROR_CODES } from '@dockside/shared/moderation';
import { SYNC_ERROR_CODES } from '@dockside/shared/sync';
import type { OutboxType } from './outbox.types';

/**
 * What to do with an outbox item after one attempt (docs/architecture.md §6.3):
 * done — the server has it; retry — later, with backoff (no connection, the server busy or failing);
 * reject — the server refused it for a reason a retry will not change: keep it with the message so the
 * user can fix it; pause — signed out: wait for a sign-in; conflict — the listing changed elsewhere (412).
 */
export type Outcome = 'done' | 'retry' | 'reject' | 'pause' | 'conflict';

/** `status` is the HTTP status, or 'network' when no response came back; `code` the error body's code. */
export function classifyResponse(status: number | 'network', type: OutboxType, code?: string): Outcome {
  if (status === 'network') return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'pause';
  if (status === 412) return 'conflict';
  if (status === 409) return classifyConflict(type, code);
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  // Deleting what is already gone, un-saving a part that was removed, reporting an item that is gone, or
  // changing a saved search deleted on another device reached its goal (nobody is left to tell).
  if (status === 404 && GONE_IS_DONE.has(type)) return 'done';
  return 'reject';
}

const GONE_IS_DONE: ReadonlySet<OutboxType> = new Set([
  'delete-listing',
  'save-part',
  'report',
  'update-saved-search',
  'delete-saved-search',
] as const);

/**
 * 409: the same Idempotency-Key still being processed (a request lost on the way) is asked again later; a
 * report this user already made reached its goal; any other conflict (a listing a moderator removed) is a
 * refusal a retry will not change.
 */
function classifyConflict(type: OutboxType, code: string | undefined): Outcome {
  if (code === undefined || code === SYNC_ERROR_CODES.keyInUse) return 'retry';
  if (type === 'report' && code === MODERATION_ERROR_CODES.alreadyReported) return 'done';
  return 'reject';
}

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

/**
 * Exponential backoff with full jitter (2 s, 4 s, 8 s … up to 5 min), or the server's Retry-After when it
 * sent one. `random` is injectable for tests.
 */
export function retryDelayMs(attempts: number, retryAfterSeconds?: number | null, random: () => number = Math.random): number {
  if (retryAfterSeconds != null && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0) {
    return Math.min(MAX_DELAY_MS, retryAfterSeconds * 1000);
  }
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
