/**
 * Offline sync over HTTP (docs/architecture.md §4.6): idempotent writes, optimistic concurrency on listings and
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
  /**
   * Response of a catalogue list answer (GET /api/boat-parts without `updatedSince`, and /featured): a
   * token for the moment the answer was read. The device sends the newest one it stored as `seenUpTo`.
   */
  seenToken: 'X-Sync-Seen',
} as const;

/** Query parameter of the delta pulls, and its "from the beginning" value. */
export const UPDATED_SINCE_PARAM = 'updatedSince';
export const SYNC_FROM_BEGINNING = '0';

/**
 * Catalogue delta pulls only (docs/architecture.md §6.4): `seenUpTo=<X-Sync-Seen of the newest catalogue list answer the
 * device stored>`. The catalogue stream is global, but a device only holds parts some list answer gave it,
 * and each of them existed when that answer was read: the token carries the largest listing id at that
 * moment (read after the answer's rows; ids only grow), and the pull sends only listings with an id at
 * most that — so listings created since are never downloaded, and no clock is compared. Without it the
 * pull sends every changed public listing. A bad value is a 400 SYNC_TOKEN_INVALID naming `seenUpTo`.
 *
 * List answers (catalogue pages, featured, own listings, saved parts, questions, news) carry `X-Sync-Token`
 * too: the horizon read before their rows, the first `updatedSince` of a device that has no cursor yet.
 */
export const SEEN_UP_TO_PARAM = 'seenUpTo';

/**
 * A delta token older than this is refused with 410 SYNC_TOKEN_EXPIRED: the client drops what it can
 * safely drop of that collection, refetches the lists it shows and starts a new cursor from their answers.
 */
export const SYNC_TOKEN_RETENTION_DAYS = 30;

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
  /** 410: `updatedSince` is older than SYNC_TOKEN_RETENTION_DAYS; refetch the lists and start again. */
  syncTokenExpired: 'SYNC_TOKEN_EXPIRED',
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
  /** Ours. */
  seenUpToInvalid: "Invalid query parameter 'seenUpTo': must be the X-Sync-Seen of an earlier catalogue answer",
  /** Ours. */
  syncTokenExpired: 'This sync token is too old: fetch the lists again and use the X-Sync-Token of their answers',
} as const;
