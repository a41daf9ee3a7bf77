/** The device database's name (IndexedDB): Dexie's (database.ts) and the warm-up's (warm-up.ts). */
export const DATABASE_NAME = 'dockside';

/** How long the warm-up keeps its connection: long enough for Dexie to open its own (≈ 0.2–1 s after). */
export const WARM_UP_HOLD_MS = 5_000;

/**
 * The device's marker (table `meta`) that every visible part has its facets (facets-backfill.ts): set in a
 * new database (schema version 5 on, every row written has them) and when the backfill ends.
 */
export const FACETS_COMPLETE = 'facetsComplete';

/**
 * The device's marker (table `meta`) that every part has its fitment and part-number keys (`fitMakes`,
 * `pnKeys`; fitment-keys-backfill.ts): set in a new database (schema version 8 on) and when the backfill ends.
 */
export const FITMENT_KEYS_COMPLETE = 'fitmentKeysComplete';

/** The key of a user's private list response in `queries`: `<url>#user-<id>` (cleared at sign-out). */
export const userListKey = (url: string, userId: number) => `${url}#user-${userId}`;
