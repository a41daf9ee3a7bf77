import { db } from './database';
import { FITMENT_KEYS_COMPLETE } from './db.constants';
import { fitmentKeysComplete } from './fitment-keys-complete';
import { partFitMakes, partNumberIndexKeys } from './part-row';
import { whenIdle } from '../when-idle';

/**
 * The `fitMakes` and `pnKeys` indexes (schema version 8, docs/architecture.md §6.2) for the parts a device held
 * before it: filled after the first paint, a batch at a time, as the facets were (facets-backfill.ts: an
 * upgrade rewriting every row holds the database closed). Until the marker is set, the catalogue does not
 * read these indexes: the fitment filter walks the order's index and the part-number lookup reads every
 * part — slower, never wrong.
 */

/**
 * Gives every part without them its fitment and part-number keys, `batch` parts per transaction in id order
 * (a part a pull rewrites meanwhile is never put back as it was), then sets the marker.
 */
export async function backfillFitmentKeys(batch = 250): Promise<void> {
  if (await fitmentKeysComplete(db)) return;
  let after = -Infinity;
  for (;;) {
    const last = await db.transaction('rw', db.parts, async () => {
      const rows = await db.parts.where(':id').above(after).limit(batch).toArray();
      const missing = rows.filter((row) => !row.pnKeys || !row.fitMakes);
      if (missing.length)
        await db.parts.bulkPut(
          missing.map((row) => ({ ...row, fitMakes: row.visible === 1 ? partFitMakes(row) : [], pnKeys: partNumberIndexKeys(row) })),
        );
      return rows.at(-1)?.id;
    });
    if (last === undefined) break;
    after = last;
  }
  await db.meta.put({ key: FITMENT_KEYS_COMPLETE, value: true });
}

/** Starts the backfill when the browser is idle (never on the way of the first screen). */
export function scheduleFitmentKeysBackfill(): void {
  whenIdle(() => void backfillFitmentKeys().catch((error: unknown) => console.warn('Indexing the parts on the device failed', error)));
}
