import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';

/** The part of knex's pg client we borrow connections from (MikroORM's one pool). */
interface KnexPgClient {
  acquireConnection(): Promise<PoolClient>;
  releaseConnection(connection: PoolClient): Promise<void>;
}

/** `?` placeholders → `$1…$n`; `\?` stays a literal question mark. */
export function toPositional(sql: string): string {
  let n = 0;
  return sql.replace(/\\\?|\?/g, (match) => (match === '?' ? `$${++n}` : '?'));
}

/**
 * Runs SQL with `?` placeholders as a bound-parameter query inside the current MikroORM transaction
 * when there is one (through knex, on the transaction's connection). Outside a transaction — the hot
 * read paths — it borrows a connection from MikroORM's pool and calls pg directly: measured about 1.5–2×
 * the throughput of knex.raw on GET /api/boat-parts/{id} (docs/performance.md; perf_security_anchors
 * §2.2). Never put user input in `sql`; `\?` writes a literal question mark.
 */
export async function sqlRows<T>(em: EntityManager, sql: string, bindings: readonly unknown[] = []): Promise<T[]> {
  const knex = em.getConnection().getKnex();
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (transaction) {
    const result = (await knex.raw(sql, bindings as Knex.RawBinding[]).transacting(transaction)) as { rows: T[] };
    return result.rows;
  }
  const client = (knex as unknown as { client: KnexPgClient }).client;
  const connection = await client.acquireConnection();
  try {
    return (await connection.query(toPositional(sql), bindings as unknown[])).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
