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
