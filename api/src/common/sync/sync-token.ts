import {
  SEEN_UP_TO_PARAM,
  SYNC_FROM_BEGINNING,
  SYNC_PAGE,
  SYNC_TOKEN_RETENTION_DAYS,
  type Tombstone,
  UPDATED_SINCE_PARAM,
} from '@dockside/shared/sync';
import { DeltaLimitInvalidException, SyncTokenExpiredException, SyncTokenInvalidException } from './sync.exceptions';
import { ID_MAX } from '@dockside/shared/common';

/**
 * Delta pulls (docs/architecture.md §4.6). A position in a table's change stream is (updated_at in microseconds
 * since the epoch, id): rows are read in that order, strictly after the position. `updated_at` is set by
 * the database (clock_timestamp(), trigger in Migration20261121040000Offline), never by a client.
 *
 * Tokens are opaque to the client: base64url JSON `["s", "<micros>", <id>]`, or `0` for "from the start".
 */
export interface SyncPosition {
  /** Microseconds since the epoch, as exact decimal text (a JS number would lose precision). */
  micros: string;
  id: number;
}

export const START: SyncPosition = { micros: '0', id: 0 };

/**
 * A row committed late (its transaction stamped updated_at, then took a while to commit) must not be
 * skipped: the token handed out never goes past "now − SYNC_OVERLAP_SECONDS" on the database clock, so
 * rows changed in the last few seconds are sent again next time (the client upserts; repeats are harmless).
 */
export const SYNC_OVERLAP_SECONDS = 5;

const MICROS = /^\d{1,18}$/;

export function encodeSyncToken(position: SyncPosition): string {
  return Buffer.from(JSON.stringify(['s', position.micros, position.id]), 'utf8').toString('base64url');
}

/**
 * The position of a token we issued, `0` → the start; anything else is a 400 SYNC_TOKEN_INVALID naming
 * `parameter`.
 */
export function decodeSyncToken(token: string, parameter: 'updatedSince' | 'seenUpTo' = 'updatedSince'): SyncPosition {
  const invalid = () => new SyncTokenInvalidException(parameter);
  if (token === SYNC_FROM_BEGINNING) return START;
  if (token.length > 100 || !/^[A-Za-z0-9_-]+$/.test(token)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [tag, micros, id] = parsed as unknown[];
  if (tag !== 's' || typeof micros !== 'string' || !MICROS.test(micros)) throw invalid();
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > ID_MAX) throw invalid();
  return { micros: BigInt(micros).toString(), id };
}

/** Microseconds since the epoch of `now − SYNC_TOKEN_RETENTION_DAYS`: positions before it are expired. */
export const retentionFloorMicros = (now = Date.now()): bigint => BigInt(now - SYNC_TOKEN_RETENTION_DAYS * 86_400_000) * 1000n;

export function comparePositions(a: SyncPosition, b: SyncPosition): number {
  const am = BigInt(a.micros);
  const bm = BigInt(b.micros);
  if (am !== bm) return am < bm ? -1 : 1;
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
}

/** A delta request: where to start and how many rows at most. */
export interface DeltaRequest {
  since: SyncPosition;
  limit: number;
  /** Catalogue only (`seenUpTo`): only rows created at or before this position (see SEEN_UP_TO_PARAM). */
  seenUpTo?: SyncPosition;
}

/**
 * `updatedSince` (and `limit`, default 100, max 500) from a query string, or undefined when the request
 * is not a delta pull. Every other parameter is ignored in a delta pull, but `seenUpTo` where the
 * endpoint takes it (`options.seenUpTo`: the catalogue). A token older than the retention is a 410.
 */
export function parseDeltaRequest(query: Record<string, unknown>, options: { seenUpTo?: boolean } = {}): DeltaRequest | undefined {
  const token = query[UPDATED_SINCE_PARAM];
  if (token === undefined) return undefined;
  if (typeof token !== 'string') throw new SyncTokenInvalidException();
  const since = decodeSyncToken(token.trim());
  if (since !== START && BigInt(since.micros) < retentionFloorMicros()) throw new SyncTokenExpiredException();
  const request: DeltaRequest = { since, limit: parseDeltaLimit(query.limit) };
  const seen = options.seenUpTo ? query[SEEN_UP_TO_PARAM] : undefined;
  if (seen !== undefined) {
    if (typeof seen !== 'string' || seen.trim() === SYNC_FROM_BEGINNING) throw new SyncTokenInvalidException('seenUpTo');
    request.seenUpTo = decodeSyncToken(seen.trim(), 'seenUpTo');
  }
  return request;
}

function parseDeltaLimit(value: unknown): number {
  if (value === undefined) return SYNC_PAGE.defaultLimit;
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined || !/^\d{1,4}$/.test(text) || Number(text) < 1 || Number(text) > SYNC_PAGE.maxLimit) {
    throw new DeltaLimitInvalidException(SYNC_PAGE.maxLimit);
  }
  return Number(text);
}

/** What a delta repository returns per row: its position and whether the caller may still see it. */
export interface DeltaRow {
  sync_micros: string;
  sync_id: number;
  visible: boolean;
}

export interface DeltaPage<T> {
  items: Array<T | Tombstone>;
  /** X-Sync-Token: never past the overlap horizon. */
  syncToken: string;
  /** updatedSince of the next page (Link rel="next"), when the page was full. */
  nextToken?: string;
}

/**
 * One page of a delta pull. `rows` holds up to limit + 1 rows in (updated_at, id) order after `since`;
 * `horizonMicros` is the database clock minus the overlap, read before the rows.
 */
export function deltaPage<R extends DeltaRow, T>(
  rows: readonly R[],
  request: DeltaRequest,
  horizonMicros: string,
  toItem: (row: R) => T,
): DeltaPage<T> {
  const page = rows.slice(0, request.limit);
  const last = page[page.length - 1];
  const reached: SyncPosition = last ? { micros: last.sync_micros, id: last.sync_id } : request.since;
  const horizon: SyncPosition = { micros: horizonMicros, id: 0 };
  return {
    items: page.map((row) => (row.visible ? toItem(row) : { id: row.sync_id, deleted: true as const })),
    syncToken: encodeSyncToken(comparePositions(reached, horizon) <= 0 ? reached : horizon),
    nextToken: rows.length > request.limit && last ? encodeSyncToken(reached) : undefined,
  };
}
