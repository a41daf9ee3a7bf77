/**
 * A row that was deleted, or that this caller can no longer see, since the `updatedSince` token.
 * For saved parts `id` is the part id.
 */
export interface Tombstone {
  id: number;
  deleted: true;
}

/** One element of a delta pull: the endpoint's normal object, or a tombstone. */
export type SyncItem<T> = T | Tombstone;

export function isTombstone<T extends { id: number }>(item: SyncItem<T>): item is Tombstone {
  return (item as Partial<Tombstone>).deleted === true;
}
