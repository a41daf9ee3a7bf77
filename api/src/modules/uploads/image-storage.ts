import { HttpStatus } from '@nestjs/common';
import { DomainException } from '../../common/exceptions/domain.exception';

/** Where uploaded images live. Keys are server-made (`u/<random>-<width>.webp`), never client input. */
export interface ImageStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the object from. */
  url(key: string): string;
}

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');

/** Keys are ours, but a driver still refuses anything that could escape its root. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Refusing unsafe storage key: ${key}`);
  }
}

/**
 * The storage could not be reached or refused the request (S3 down, wrong credentials, missing
 * bucket): 503 with the upload-failure text (spec §8), never a bare 500. The driver's error stays in
 * `cause` for the log.
 */
export class ImageStorageUnavailableException extends DomainException {
  constructor(operation: string, cause: unknown) {
    super('IMAGE_STORAGE_UNAVAILABLE', 'Failed to upload image. Please try again.', HttpStatus.SERVICE_UNAVAILABLE);
    this.cause =
      cause instanceof Error ? new Error(`${operation}: ${cause.name}: ${cause.message}`) : new Error(`${operation}: ${String(cause)}`);
  }
}
