import { db } from './database';
import { OWN_LISTINGS_URL } from './part-cache';

/**
 * The bound on the catalogue parts the device keeps (docs/architecture.md §6.5): past the cap, the parts seen longest ago
 * leave the device. What the user made or chose never does — saved parts, their own listings, and parts
 * a draft or a queued change refers to. Loaded on demand (part-cache.ts), never with the first route.
 */

/** Catalogue parts kept on the device at most. */
export const PART_CACHE_CAP = 20_000;

/**
 * Test and support knob, not a user setting: a positive whole number under this `localStorage` key
 * replaces the cap (read at each eviction), e.g. to watch eviction in an e2e test without 20,000 parts.
 */
export const PART_CACHE_CAP_KEY = 'dockside:part-cache-cap';

/** Parts examined per transaction: short transactions leave the database to the screens between them. */
const BATCH = 500;

export function partCacheCap(): number {
  try {
    const override = Number(localStorage.getItem(PART_CACHE_CAP_KEY));
    if (Number.isSafeInteger(override) && override > 0) return override;
  } catch {
    // No localStorage (private mode, a worker): the default.
  }
  return PART_CACHE_CAP;
}

/**
 * The parts that stay whatever the cap: saved by any user on this device, the own listings on it (only
 * the signed-in user's: sign-out clears them), and those a draft (`edit:<user>:<part>`) or a queued change
 * names. Read inside the caller's transaction when it has one.
 */
export async function keptPartIds(): Promise<Set<number>> {
  const [saved, own, drafts, queued] = await Promise.all([
    db.savedParts.toCollection().primaryKeys(),
    db.queries.where('key').startsWith(`${OWN_LISTINGS_URL}#user-`).toArray(),
    db.drafts.toCollection().primaryKeys(),
    db.outbox.toArray(),
  ]);
  const ids = new Set<number>(saved.map(([, id]) => id));
  for (const row of own) for (const part of Array.isArray(row.data) ? (row.data as Array<{ id: number }>) : []) ids.add(part.id);
  for (const draftId of drafts) {
    const [kind, , partId] = draftId.split(':');
    if (kind === 'edit' && partId) ids.add(Number(partId));
  }
  for (const item of queued) if ('partId' in item.op) ids.add(item.op.partId);
  return ids;
}

/**
 * Removes the least recently seen parts (and their detail copies) until at most `cap` remain, walking the
 * `seenAt` index from the oldest a batch at a time and stepping over the kept parts. Each batch is one
 * transaction that counts and reads the kept parts afresh, so a run is idempotent and two tabs running at
 * once remove nothing a cap does not call for. Resolves with the number of parts removed.
 */
export async function evictPartsOverCap(cap = partCacheCap()): Promise<number> {
  let skipped = 0;
  let evicted = 0;
  for (;;) {
    const removed = await db.transaction('rw', [db.parts, db.partDetails, db.savedParts, db.queries, db.drafts, db.outbox], async () => {
      const excess = (await db.parts.count()) - cap;
      if (excess <= 0) return 0;
      const oldest = await db.parts.orderBy('seenAt').offset(skipped).limit(BATCH).primaryKeys();
      if (oldest.length === 0) return 0;
      const kept = await keptPartIds();
      const victims: number[] = [];
      for (const id of oldest) {
        if (victims.length === excess) break;
        if (kept.has(id)) skipped += 1;
        else victims.push(id);
      }
      await db.parts.bulkDelete(victims);
      await db.partDetails.bulkDelete(victims);
      // A batch of kept parts removes nothing but moves the walk on.
      return victims.length || (oldest.length === BATCH ? -1 : 0);
    });
    if (removed === 0) return evicted;
    if (removed > 0) evicted += removed;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** One tab at a time (Web Locks where the browser has them): another tab's run already does the work. */
export async function evictExclusively(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.locks) {
    await evictPartsOverCap();
    return;
  }
  await navigator.locks.request('dockside-part-eviction', { ifAvailable: true }, async (lock) => {
    if (lock) await evictPartsOverCap();
  });
}
