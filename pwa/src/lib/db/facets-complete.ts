import type { DocksideDatabase } from './database';
import { FACETS_COMPLETE } from './db.constants';

/**
 * Whether the catalogue may read the facets index: the device's marker says every visible part has its
 * facets. A new database has it (FRESH_DEVICE_META), a device updated from an earlier version gets it when
 * the backfill ends (facets-backfill.ts); every write goes through toPartRow, so it stays true. Without it
 * the catalogue walks as before version 5 — slower, never wrong. One key read (a live query re-reads when it
 * appears). Apart from the backfill, which loads after the first paint with Dexie itself.
 */
export async function facetsComplete(db: DocksideDatabase): Promise<boolean> {
  return (await db.meta.get(FACETS_COMPLETE)) !== undefined;
}
