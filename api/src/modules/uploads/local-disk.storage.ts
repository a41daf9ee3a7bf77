import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { type ImageStorage, assertSafeKey } from './image-storage';

/**
 * Files under `<DATA_DIR>/uploads`, served by the API's static route at `/uploads/*` (immutable cache
 * headers; nosniff on every response). Writes go to a temporary name first, then rename, so a reader
 * never sees half a file; a failed write (a full disk: ENOSPC) removes its temporary file.
 */
export class LocalDiskImageStorage implements ImageStorage {
  constructor(
    private readonly rootDir: string,
    private readonly publicPrefix = '/uploads/',
  ) {}

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    assertSafeKey(key);
    const target = path.join(this.rootDir, key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body, { mode: 0o644 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await rm(path.join(this.rootDir, key), { force: true });
  }

  url(key: string): string {
    return `${this.publicPrefix}${key}`;
  }
}
