/**
 * Offline sync over HTTP (ARCHITECTURE.md §6): idempotent writes, optimistic concurrency on listings and
 * delta pulls. Header names are as the API reads and writes them (HTTP header names are case-insensitive).
 */
export const SYNC_HEADERS = {
  /** Request: a UUID per outbox item; the same key sent again gets the stored response. */
  idempotencyKey: 'Idempotency-Key',
  /** Response: `true` when the body is the stored response of an earlier request with the same key. */
  idempotentReplayed: 'Idempotent-Replayed',
  /** Request on PUT/DELETE /api/boat-parts/{id}: `"<version>"` (a bare number is accepted too). */
  ifMatch: 'If-Match',
  /** Response of GET /api/boat-parts/{id}: `"<version>"`. */
  etag: 'ETag',
  /** Response of a delta pull: the token to send as `updatedSince` next time. */
  syncToken: 'X-Sync-Token',
} as const;

/** Query parameter of the delta pulls, and its "from the beginning" value. */
export const UPDATED_SINCE_PARAM = 'updatedSince';
export const SYNC_FROM_BEGINNING = '0';

/** Delta pulls: `limit` default and maximum (the other filters are ignored when `updatedSince` is given). */
export const SYNC_PAGE = { defaultLimit: 100, maxLimit: 500 } as const;

/** Idempotency-Key: 8–128 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** Stored responses are kept at least this long; a key sent again later runs as a new request. */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 30;

/** Error codes of the sync machinery (body `{ message, code }`). */
export const SYNC_ERROR_CODES = {
  /** 400: malformed Idempotency-Key. */
  keyInvalid: 'IDEMPOTENCY_KEY_INVALID',
  /** 409: a request with this key is still running (retry later). */
  keyInUse: 'IDEMPOTENCY_KEY_IN_USE',
  /** 422: the key was already used for a different request (method, path or body). */
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** 412: If-Match names another version; the body carries `current`. */
  versionConflict: 'VERSION_CONFLICT',
  /** 400: malformed If-Match header. */
  ifMatchInvalid: 'IF_MATCH_INVALID',
  /** 400: `updatedSince` is not `0` or a token the server issued. */
  syncTokenInvalid: 'SYNC_TOKEN_INVALID',
} as const;

export const SYNC_MESSAGES = {
  keyInvalid: 'Idempotency-Key must be 8 to 128 letters, digits, - or _',
  keyInUse: 'A request with this Idempotency-Key is still being processed',
  keyReused: 'This Idempotency-Key was already used for a different request',
  versionConflict: 'This listing was changed on another device.',
  /** Ours. */
  ifMatchInvalid: 'If-Match must be the listing version in quotes, for example "3"',
  /** Ours. */
  syncTokenInvalid: "Invalid query parameter 'updatedSince': must be 0 or the X-Sync-Token of an earlier response",
} as const;
