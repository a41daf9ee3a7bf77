import { CompiledQuery, type ControlledTransaction } from 'kysely';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from 'pg-boss';

/**
 * The library's statements on the connection of the MikroORM transaction of `em` (through Kysely, as
 * database/sql.ts does), so what they write commits or rolls back with it. The statements are the
 * library's own, already in `$n` form (they contain jsonb `?` operators: no placeholder rewriting here).
 */
export function transactionDb(em: EntityManager): Db {
  const transaction = em.getTransactionContext<ControlledTransaction<unknown>>();
  if (!transaction) throw new Error('sendInTransaction needs a transaction: call it inside em.transactional');
  return {
    async executeSql(text, values = []) {
      const result = await transaction.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}
