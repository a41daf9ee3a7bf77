import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/** knex sets these on a transaction: the enclosing one (savepoints) and the promise settled by COMMIT or ROLLBACK. */
type KnexTransaction = Knex.Transaction & { parentTransaction?: KnexTransaction; executionPromise?: Promise<unknown> };

/**
 * Runs `work` once the outermost transaction of `em` has committed (never on rollback); at once outside a
 * transaction. A service's `em.transactional` is only a savepoint when an outer transaction is open (the
 * Idempotency-Key interceptor, a caller's `tx`), so "after my transactional returned" is not "after commit".
 * For effects outside the database that must follow the commit, e.g. cutting a suspended user's sockets:
 * cut earlier, a reconnect could still find the session.
 */
export function afterCommit(em: EntityManager, work: () => void): void {
  let transaction = em.getTransactionContext<KnexTransaction>();
  if (!transaction) return work();
  while (transaction.parentTransaction) transaction = transaction.parentTransaction;
  if (!transaction.executionPromise) throw new Error('afterCommit: the transaction has no execution promise');
  transaction.executionPromise.then(work, () => undefined);
}
