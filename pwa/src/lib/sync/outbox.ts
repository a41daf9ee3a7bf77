import { requestBackgroundSync } from '../background-sync';
import { db } from '../db/database';
import { outboxOperation } from './operations';
import type { OutboxItem, OutboxOperation } from './outbox.types';

let counter = 0;

/** A new UUID (the Idempotency-Key); crypto.randomUUID needs a secure context, which the app always has. */
export function newId(): string {
  return crypto.randomUUID();
}

/** Strictly increasing within this device, so items keep the order the user made them in. */
function nextSeq(): number {
  counter = (counter + 1) % 1000;
  return Date.now() * 1000 + counter;
}

export interface EnqueueSpec {
  op: OutboxOperation;
  dependsOn?: string[];
  /** A chosen id (e.g. an upload prepared before the change that refers to it); defaults to a new UUID. */
  id?: string;
  /** A form waits for the response until this time (see OutboxItem.awaitedUntil). */
  awaitedUntil?: number;
}

/** Adds operations in one transaction: all of them are queued, or none (quota errors reach the caller). */
export async function enqueue(userId: number, specs: EnqueueSpec[]): Promise<OutboxItem[]> {
  const now = Date.now();
  const items = specs.map<OutboxItem>((spec) => ({
    id: spec.id ?? newId(),
    seq: nextSeq(),
    userId,
    op: spec.op,
    dependsOn: spec.dependsOn ?? [],
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: now,
    ...(spec.awaitedUntil ? { awaitedUntil: spec.awaitedUntil } : {}),
  }));
  await db.outbox.bulkAdd(items);
  // Where the browser has Background Sync, it wakes the app to send these even after the tab is closed.
  void requestBackgroundSync();
  return items;
}

/** The user's items not yet done, oldest first. */
export function openItems(userId: number): Promise<OutboxItem[]> {
  return db.outbox
    .where('[userId+seq]')
    .between([userId, -Infinity], [userId, Infinity])
    .filter((item) => item.status !== 'done')
    .toArray();
}

/**
 * The next item that may be sent now: pending, its time come, and every item it depends on done.
 * An item whose dependency was refused or is in conflict waits with it (the user resolves the first one).
 */
export function nextReady(
  items: readonly OutboxItem[],
  allById: ReadonlyMap<string, OutboxItem>,
  now = Date.now(),
): OutboxItem | undefined {
  return items.find(
    (item) =>
      item.status === 'pending' &&
      item.nextAttemptAt <= now &&
      item.dependsOn.every((dependency) => {
        const found = allById.get(dependency);
        // A dependency no longer in the table was done and cleaned up.
        return !found || found.status === 'done';
      }),
  );
}

/**
 * Removes an item, the items it depends on that nothing else needs (its uploads), and everything that
 * depends on it, with what they kept on the device (their operations' `discarded`). `keepFiles`: that
 * stays (a form still shows it).
 */
export async function discard(id: string, options: { keepFiles?: boolean } = {}): Promise<void> {
  // Every table: what an operation kept beside the queue goes in the same transaction as its item.
  await db.transaction('rw', db.tables, async () => {
    const all = await db.outbox.toArray();
    const doomed = new Set([id]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const item of all) {
        if (!doomed.has(item.id) && item.dependsOn.some((dependency) => doomed.has(dependency))) {
          doomed.add(item.id);
          grew = true;
        }
      }
    }
    // Its own uploads go with it, unless another remaining item also waits for them.
    const remaining = all.filter((item) => !doomed.has(item.id));
    for (const item of all.filter((candidate) => doomed.has(candidate.id))) {
      for (const dependency of item.dependsOn) {
        if (!remaining.some((other) => other.id !== dependency && other.dependsOn.includes(dependency))) doomed.add(dependency);
      }
    }
    await db.outbox.bulkDelete([...doomed]);
    if (options.keepFiles) return;
    for (const item of all.filter((candidate) => doomed.has(candidate.id))) await outboxOperation(item.op.type)?.discarded?.(item.op);
  });
}

/** Whether lists of pending changes show this item (not while a form handles its response). */
export function isShownAsPending(item: OutboxItem, now = Date.now()): boolean {
  return item.status !== 'done' && !(item.status !== 'pending' && item.awaitedUntil !== undefined && now < item.awaitedUntil);
}
