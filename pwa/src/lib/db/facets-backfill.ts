import Dexie from 'dexie';
import { db } from './database';
import { partFacets } from './part-row';

/**
 * The `facets` index (schema version 5, issue #17) for the parts a device held before it: filled after the
 * first paint, a batch at a time, instead of in the upgrade. An upgrade rewrites every row before the
 * database opens — 2,000 parts took 5.3 s on a busy 2-core machine (`npm run bench:offline -- --only 3`) —
 * and the app shows nothing from the device until it ends; a season's 20,000 parts would be a long wait
 * after each update. Until every part the catalogue shows has its facets, the catalogue does not read the
 * index (`facetsComplete`) and walks as before.
 */

let complete = false;

/**
 * Whether every visible part has its facets: each has exactly one `condition:` key, so the index holds as
 * many of those as there are visible parts. Once true it stays true (every write goes through toPartRow).
 */
export async function facetsComplete(): Promise<boolean> {
  if (complete) return true;
  const [visible, indexed] = await Promise.all([
    db.parts.where('[visible+createdAt]').between([1, Dexie.minKey], [1, Dexie.maxKey]).count(),
    db.parts.where('facets').startsWith('condition:').count(),
  ]);
  complete = indexed >= visible;
  return complete;
}

/**
 * Gives every visible part without facets its facets, `batch` parts per transaction in id order. Each batch
 * is read and written in one transaction, so a part a pull rewrites meanwhile is never put back as it was.
 */
export async function backfillFacets(batch = 250): Promise<void> {
  if (await facetsComplete()) return;
  let after = -Infinity;
  for (;;) {
    const last = await db.transaction('rw', db.parts, async () => {
      const rows = await db.parts.where(':id').above(after).limit(batch).toArray();
      const missing = rows.filter((row) => row.visible === 1 && !row.facets);
      if (missing.length) await db.parts.bulkPut(missing.map((row) => ({ ...row, facets: partFacets(row) })));
      return rows.at(-1)?.id;
    });
    if (last === undefined) break;
    after = last;
  }
  await facetsComplete();
}

/** Starts the backfill when the browser is idle (never on the way of the first screen). */
export function scheduleFacetsBackfill(): void {
  const run = () => void backfillFacets().catch((error: unknown) => console.warn('Indexing the parts on the device failed', error));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 1_000);
}

/** Tests: forget what an earlier database told. */
export function resetFacetsComplete(): void {
  complete = false;
}
