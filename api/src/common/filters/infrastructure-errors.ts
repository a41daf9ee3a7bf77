/**
 * Errors that mean "the database cannot be reached right now" (down, restarting, refusing
 * connections, or every pooled connection busy past the acquire timeout). The client gets a fast
 * 503 with `Retry-After` instead of a 500: nothing is wrong with the request, it may be retried.
 */
export const SERVICE_UNAVAILABLE_BODY = {
  message: 'Service temporarily unavailable. Please try again shortly.',
  code: 'SERVICE_UNAVAILABLE',
} as const;

/** Seconds a client should wait before retrying (the `Retry-After` header of the 503). */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Socket-level failures reaching the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03
 * (terminated by a shutdown, crash or "the database system is starting up / shutting down"), and
 * 53300 (too many connections).
 */
const SQLSTATE = /^(08\d{3}|08P01|57P0[123]|53300)$/;

/**
 * Messages of node-postgres and pg-pool for a lost, never-made or unobtainable connection, which carry
 * no code. Not anchored: MikroORM's driver exceptions prefix a failed query's message with its SQL
 * (`select … - Connection terminated…`).
 */
const MESSAGES = [
  /\bConnection terminated (unexpectedly|due to connection timeout)/, // pg
  /^timeout expired$/, // pg 8: connectionTimeoutMillis elapsed while connecting
  /\bClient has encountered a connection error and is not queryable/, // pg
  /\bClient was closed and is not queryable/, // pg
  /\btimeout exceeded when trying to connect/, // pg-pool: no pooled connection within connectionTimeoutMillis
  /\bCannot use a pool after calling end on the pool/, // pg-pool, while the process shuts down
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  const sqlState = (error as { sqlState?: unknown }).sqlState;
  if (typeof sqlState === 'string' && SQLSTATE.test(sqlState)) return true;
  if (MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // Node's happy-eyeballs connect failure is an AggregateError of per-address errors.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** The answer when image storage is full (quota reached, or ENOSPC/EDQUOT from the filesystem). */
export const STORAGE_FULL_BODY = { message: 'Image storage is full. Please try again later.', code: 'STORAGE_FULL' } as const;

/** ENOSPC (disk full) or EDQUOT (quota exceeded) from the filesystem. */
export function isStorageFull(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
