import Dexie from 'dexie';
import { db } from './database';
import { FACETS_COMPLETE } from './db.constants';
import { facetsComplete } from './facets-complete';
import { partFacets } from './part-row';
import { whenIdle } from '../when-idle';

/**
 * The `facets` index (schema version 5, docs/architecture.md §6.2) for the parts a device held before it: filled after the
 * first paint, a batch at a time, instead of in the upgrade. An upgrade rewrites every row before the
 * database opens — 2,000 parts took 5.3 s on a busy 2-core machine (`npm run bench:offline -- --only 3`) —
 * and the app shows nothing from the device until it ends; a season's 20,000 parts would be a long wait
 * after each update. Until every part the catalogue shows has its facets (the device's marker), the
 * catalogue does not read the index and walks as before.
 */

/** Each part has exactly one `condition:` key, so the index holds as many of those as there are visible parts. */
async function everyPartHasFacets(): Promise<boolean> {
  const [visible, indexed] = await Promise.all([
    db.parts.where('[visible+createdAt]').between([1, Dexie.minKey], [1, Dexie.maxKey]).count(),
    db.parts.where('facets').startsWith('condition:').count(),
  ]);
  return indexed >= visible;
}

/**
 * Gives every visible part its facets if some have none, then sets the marker (facetsComplete). A device
 * updated from version 5 had its rows backfilled then: two counts tell it, without reading them.
 */
export async function backfillFacets(batch = 250): Promise<void> {
  if (await facetsComplete(db)) return;
  if (!(await everyPartHasFacets())) await addMissingFacets(batch);
  await db.meta.put({ key: FACETS_COMPLETE, value: true });
}

/**
 * `batch` parts per transaction in id order. Each batch is read and written in one transaction, so a part
 * a pull rewrites meanwhile is never put back as it was.
 */
async function addMissingFacets(batch: number): Promise<void> {
  let after = -Infinity;
  for (;;) {
    const last = await db.transaction('rw', db.parts, async () => {
      const rows = await db.parts.where(':id').above(after).limit(batch).toArray();
      const missing = rows.filter((row) => row.visible === 1 && !row.facets);
      if (missing.length) await db.parts.bulkPut(missing.map((row) => ({ ...row, facets: partFacets(row) })));
      return rows.at(-1)?.id;
    });
    if (last === undefined) return;
    after = last;
  }
}

/** Starts the backfill when the browser is idle (never on the way of the first screen). */
export function scheduleFacetsBackfill(): void {
  whenIdle(() => void backfillFacets().catch((error: unknown) => console.warn('Indexing the parts on the device failed', error)));
}
