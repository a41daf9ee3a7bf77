import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs SQL with `?` placeholders as a bound-parameter query, inside the current MikroORM transaction
 * when there is one. Community reads and writes are plain SQL: the counters, the vote tables and the
 * joins they need do not map to entity hydration. Never put user input in `query`.
 */
export function sqlRows<T>(em: EntityManager, query: string, params: readonly unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(query, params as unknown[], 'all', em.getTransactionContext());
}

/** An ISO-8601 UTC timestamp with milliseconds, as the API's other dates. */
export const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Microseconds since the epoch: exact, so (created_at, id) keysets never skip or repeat a row. */
export const micros = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint`;
export const FROM_MICROS = `(timestamptz 'epoch' + ?::bigint * interval '1 microsecond')`;

/** Public author columns (never e-mail or phone) of the user joined as `alias`. */
export const authorColumns = (alias: string) =>
  `${alias}.username AS author_username, ${alias}.full_name AS author_full_name, ${alias}.avatar_url AS author_avatar_url`;
