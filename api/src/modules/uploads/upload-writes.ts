import { HttpStatus } from '@nestjs/common';
import { DomainException } from '../../common/exceptions/domain.exception';
import { STORAGE_FULL_BODY, isStorageFull } from '../../common/filters/infrastructure-errors';
import type { ImageStorage } from './image-storage';

/** 507: the uploads quota (UPLOADS_MAX_TOTAL_MB) is reached, or the disk is full (ENOSPC/EDQUOT). */
export class StorageFullException extends DomainException {
  /** `cause`: the filesystem's ENOSPC/EDQUOT error, logged with the 507 (absent for the quota). */
  constructor(cause?: unknown) {
    super(STORAGE_FULL_BODY.code, STORAGE_FULL_BODY.message, HttpStatus.INSUFFICIENT_STORAGE);
    if (cause !== undefined) this.cause = cause;
  }
}

/**
 * Refuses an upload of `addBytes` when it would take the stored total past `maxBytes` (and any upload
 * once the total has reached it).
 */
export function assertWithinQuota(usedBytes: number, addBytes: number, maxBytes: number): void {
  if (usedBytes >= maxBytes || usedBytes + addBytes > maxBytes) throw new StorageFullException();
}

export interface StorageObject {
  key: string;
  body: Buffer;
  contentType: string;
}

/**
 * Writes every object or none: when any write fails, every object of the set is removed again (those
 * written and any the failed write may have left), then the error is rethrown — a full disk
 * (ENOSPC/EDQUOT) as StorageFullException.
 */
export async function putAllOrNothing(storage: ImageStorage, objects: readonly StorageObject[]): Promise<void> {
  const results = await Promise.allSettled(objects.map((object) => storage.put(object.key, object.body, object.contentType)));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (failures.length === 0) return;
  await removeAll(
    storage,
    objects.map((object) => object.key),
  );
  const full = failures.find(isStorageFull);
  if (full) throw new StorageFullException(full);
  throw failures[0];
}

/** Best effort: deletes each key, ignoring failures (delete of a missing object is not an error). */
export async function removeAll(storage: ImageStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
