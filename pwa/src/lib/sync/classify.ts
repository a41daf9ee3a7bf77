import { SYNC_ERROR_CODES } from '@dockside/shared/sync';
import type { OutboxOperationDefinition } from './operations';

/**
 * What to do with an outbox item after one attempt (docs/architecture.md §6.3):
 * done — the server has it; retry — later, with backoff (no connection, the server busy or failing);
 * reject — the server refused it for a reason a retry will not change: keep it with the message so the
 * user can fix it; pause — signed out: wait for a sign-in; conflict — the record changed elsewhere (412).
 */
export type Outcome = 'done' | 'retry' | 'reject' | 'pause' | 'conflict';

/** What an operation's definition says about its own refusals (operations.ts). */
export type RefusalRules = Pick<OutboxOperationDefinition, 'goneIsDone' | 'doneOnConflict'>;

/**
 * `status` is the HTTP status, or 'network' when no response came back; `code` the error body's code;
 * `rules` the operation's.
 */
export function classifyResponse(status: number | 'network', rules: RefusalRules, code?: string): Outcome {
  if (status === 'network') return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'pause';
  if (status === 412) return 'conflict';
  if (status === 409) return classifyConflict(rules, code);
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  // Deleting what is already gone, or changing what another device deleted, reached its goal (nobody is
  // left to tell): the operations that say so.
  if (status === 404 && rules.goneIsDone) return 'done';
  return 'reject';
}

/**
 * 409: the same Idempotency-Key still being processed (a request lost on the way) is asked again later; a
 * code the operation counts as its goal reached (made before) is done; any other conflict (a record taken
 * down meanwhile) is a refusal a retry will not change.
 */
function classifyConflict(rules: RefusalRules, code: string | undefined): Outcome {
  if (code === undefined || code === SYNC_ERROR_CODES.keyInUse) return 'retry';
  if (rules.doneOnConflict?.includes(code)) return 'done';
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
