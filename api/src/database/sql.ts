import { CompiledQuery } from 'kysely';
import type { ControlledTransaction } from 'kysely';
import type { EntityManager } from '@mikro-orm/postgresql';

/** `?` placeholders → `$1…$n`; `\?` stays a literal question mark. */
export function toPositional(sql: string): string {
  let n = 0;
  return sql.replace(/\\\?|\?/g, (match) => (match === '?' ? `$${++n}` : '?'));
}

/**
 * Runs SQL with `?` placeholders as a bound-parameter query (`$1…$n`, values sent apart from the
 * statement) inside the current MikroORM transaction when there is one (on the transaction's
 * connection, through Kysely's public `executeQuery`). Outside a transaction — the hot read paths — it
 * goes straight to MikroORM's `pg` pool (`getNativeClient()`), with no query builder or logging layer
 * in between: measured about 1.5–2× the throughput of the ORM's raw path on GET /api/boat-parts/{id}
 * (docs/performance.md; perf_security_anchors §2.2). Never put user input in `sql`; `\?` writes a
 * literal question mark.
 */
export async function sqlRows<T>(em: EntityManager, sql: string, bindings: readonly unknown[] = []): Promise<T[]> {
  const text = toPositional(sql);
  const transaction = em.getTransactionContext<ControlledTransaction<unknown>>();
  if (transaction) {
    const result = await transaction.executeQuery<T>(CompiledQuery.raw(text, bindings as unknown[]));
    return result.rows as T[];
  }
  const pool = await em.getConnection().getNativeClient();
  return (await pool.query(text, bindings as unknown[])).rows as T[];
}

/** An ISO-8601 UTC timestamp with milliseconds, as the API's other dates. */
export const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Microseconds since the epoch: exact, so (created_at, id) keysets never skip or repeat a row. */
export const micros = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint`;
export const FROM_MICROS = `(timestamptz 'epoch' + ?::bigint * interval '1 microsecond')`;

/** Public author columns (never e-mail or phone) of the user joined as `alias`. */
export const authorColumns = (alias: string) =>
  `${alias}.username AS author_username, ${alias}.full_name AS author_full_name, ${alias}.avatar_url AS author_avatar_url`;
