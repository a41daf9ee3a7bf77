import type { OutboxItem, OutboxOperation } from './outbox.types';

let nextSeq = 1;

/** Test data: an outbox item of user 7 for `op`, pending unless told otherwise. */
export function outboxItemFactory(op: OutboxOperation, overrides: Partial<OutboxItem> = {}): OutboxItem {
  const seq = overrides.seq ?? nextSeq++;
  return {
    id: `item-${seq}`,
    seq,
    userId: 7,
    op,
    dependsOn: [],
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 0,
    ...overrides,
  };
}
