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
