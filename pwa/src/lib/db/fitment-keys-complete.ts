import type { DocksideDatabase } from './database';
import { FITMENT_KEYS_COMPLETE } from './db.constants';

/**
 * Whether the catalogue may read the `fitMakes` and `pnKeys` indexes (schema version 8): the device's marker
 * says every part has its keys — a new database from the start, an updated one when fitment-keys-backfill.ts
 * ends. One key read; apart from the backfill, which loads Dexie itself after the first paint.
 */
export async function fitmentKeysComplete(db: DocksideDatabase): Promise<boolean> {
  return (await db.meta.get(FITMENT_KEYS_COMPLETE)) !== undefined;
}
