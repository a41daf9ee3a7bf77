import type { EntityManager, EventSubscriber, Transaction, TransactionEventArgs } from '@mikro-orm/core';

type Work = () => void;

/** A savepoint's enclosing transaction, and the work waiting for each transaction's commit. */
const parents = new WeakMap<Transaction, Transaction>();
const opening = new WeakMap<EntityManager, Transaction>();
const waiting = new WeakMap<Transaction, Work[]>();

/**
 * Follows MikroORM's transaction events (public API: an `EventSubscriber` registered in the ORM's
 * config) so that `afterCommit` knows each savepoint's parent and runs its work when the outermost
 * transaction commits. A savepoint opens with `beforeTransactionStart` carrying the parent and
 * `afterTransactionStart` carrying the savepoint, both dispatched by the same transactional fork.
 */
export class AfterCommitSubscriber implements EventSubscriber {
  beforeTransactionStart({ em, transaction }: TransactionEventArgs): void {
    if (transaction) opening.set(em, transaction);
  }

  afterTransactionStart({ em, transaction }: TransactionEventArgs): void {
    const parent = opening.get(em);
    opening.delete(em);
    if (parent && transaction?.savepointName) parents.set(transaction, parent);
  }

  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    if (!transaction) return;
    const work = waiting.get(transaction);
    if (!work) return;
    waiting.delete(transaction);
    const parent = parents.get(transaction);
    if (parent) queue(parent, work);
    else for (const item of work) runDetached(item);
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    if (transaction) waiting.delete(transaction);
  }
}

function queue(transaction: Transaction, work: Work[]): void {
  const list = waiting.get(transaction);
  if (list) list.push(...work);
  else waiting.set(transaction, [...work]);
}

/** After the commit, outside the commit's own promise: a failure of `work` cannot fail the commit's caller. */
function runDetached(work: Work): void {
  void Promise.resolve().then(work);
}

/**
 * Runs `work` once the outermost transaction of `em` has committed (never on rollback, nor when the
 * savepoint it was queued in is rolled back); at once outside a transaction. A service's
 * `em.transactional` is only a savepoint when an outer transaction is open (the Idempotency-Key
 * interceptor, a caller's `tx`), so "after my transactional returned" is not "after commit". For
 * effects outside the database that must follow the commit, e.g. cutting a suspended user's sockets:
 * cut earlier, a reconnect could still find the session.
 */
export function afterCommit(em: EntityManager, work: Work): void {
  const transaction = em.getTransactionContext<Transaction & { savepointName?: string }>();
  if (!transaction) return work();
  if (transaction.savepointName && !parents.has(transaction)) {
    throw new Error('afterCommit: a savepoint opened without AfterCommitSubscriber (is it in the ORM config?)');
  }
  queue(transaction, [work]);
}
