import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageStorage } from './image-storage';
import { LocalDiskImageStorage } from './local-disk.storage';
import { StorageFullException, assertWithinQuota, putAllOrNothing } from './upload-writes';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dockside-upload-writes-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every file under root, relative (temporary files included). */
function files(): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const objects = ['u/abc-320.webp', 'u/abc-640.webp', 'u/abc-1280.webp'].map((key) => ({
  key,
  body: Buffer.alloc(1000, 1),
  contentType: 'image/webp',
}));

/** The real disk driver, except that writing `failKey` fails with `code` after the others were written. */
function failingOn(failKey: string, code: string): ImageStorage {
  const disk = new LocalDiskImageStorage(root);
  return {
    url: (key) => disk.url(key),
    delete: (key) => disk.delete(key),
    async put(key, body, type) {
      if (key !== failKey) return disk.put(key, body, type);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw Object.assign(new Error(`${code}: write failed`), { code });
    },
  };
}

describe('putAllOrNothing', () => {
  it('writes every width', async () => {
    await putAllOrNothing(new LocalDiskImageStorage(root), objects);
    expect(files()).toEqual(['u/abc-1280.webp', 'u/abc-320.webp', 'u/abc-640.webp']);
  });

  it('on a full disk (ENOSPC) removes the widths already written and answers 507 STORAGE_FULL', async () => {
    const error = await putAllOrNothing(failingOn('u/abc-1280.webp', 'ENOSPC'), objects).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFullException);
    expect(error).toMatchObject({ status: 507, code: 'STORAGE_FULL', message: 'Image storage is full. Please try again later.' });
    expect(files()).toEqual([]);
  });

  it('treats EDQUOT like ENOSPC, and rethrows any other failure after cleaning up', async () => {
    await expect(putAllOrNothing(failingOn('u/abc-320.webp', 'EDQUOT'), objects)).rejects.toBeInstanceOf(StorageFullException);
    expect(files()).toEqual([]);
    await expect(putAllOrNothing(failingOn('u/abc-640.webp', 'EACCES'), objects)).rejects.toMatchObject({ code: 'EACCES' });
    expect(files()).toEqual([]);
  });
});

describe('LocalDiskImageStorage.put', () => {
  it('leaves no temporary file when the write cannot complete', async () => {
    // A directory where the file should go makes the final rename fail after the data was written.
    mkdirSync(path.join(root, 'u/abc-320.webp/occupied'), { recursive: true });
    await expect(new LocalDiskImageStorage(root).put('u/abc-320.webp', Buffer.alloc(10), 'image/webp')).rejects.toThrow();
    expect(files()).toEqual([]);
  });
});

describe('assertWithinQuota', () => {
  it('allows an upload that fits exactly, refuses one byte more, and refuses anything once full', () => {
    expect(() => assertWithinQuota(900, 100, 1000)).not.toThrow();
    expect(() => assertWithinQuota(900, 101, 1000)).toThrow(StorageFullException);
    expect(() => assertWithinQuota(1000, 0, 1000)).toThrow(StorageFullException);
  });
});
