import type { OutboxType } from './outbox.types';

/**
 * What to do with an outbox item after one attempt (ARCHITECTURE.md §6):
 * done — the server has it; retry — later, with backoff (no connection, the server busy or failing);
 * reject — the server refused it for a reason a retry will not change: keep it with the message so the
 * user can fix it; pause — signed out: wait for a sign-in; conflict — the listing changed elsewhere (412).
 */
export type Outcome = 'done' | 'retry' | 'reject' | 'pause' | 'conflict';

/** `status` is the HTTP status, or 'network' when no response came back. */
export function classifyResponse(status: number | 'network', type: OutboxType): Outcome {
  if (status === 'network') return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'pause';
  if (status === 412) return 'conflict';
  // 409: the same Idempotency-Key is still being processed (a request lost on the way): ask again later.
  if (status === 408 || status === 409 || status === 425 || status === 429 || status >= 500) return 'retry';
  // Deleting what is already gone, or un-saving a part that was removed, reached its goal.
  if (status === 404 && (type === 'delete-listing' || type === 'save-part')) return 'done';
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
