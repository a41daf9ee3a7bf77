import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import * as path from 'node:path';
import sharp from 'sharp';
import type { DemoImage } from './demo-image-svg';

export const SEED_UPLOADS_FOLDER = 'seed';

export function seedImageUrl(file: string): string {
  return `/uploads/${SEED_UPLOADS_FOLDER}/${file}`;
}

export interface ImageWriteResult {
  written: number;
  existing: number;
  ms: number;
}

/**
 * Rasterises the SVGs to WebP a few at a time (sharp already uses every core per image, so more
 * parallel jobs only add memory). Effort 0 encodes flat artwork about twice as fast at nearly the
 * same size. File names carry a content hash, so existing files are skipped.
 */
export async function writeDemoImages(uploadsDir: string, images: readonly DemoImage[], concurrency = 4): Promise<ImageWriteResult> {
  const started = Date.now();
  const dir = path.join(uploadsDir, SEED_UPLOADS_FOLDER);
  await mkdir(dir, { recursive: true });
  const todo = images.filter((image) => !existsSync(path.join(dir, image.file)));
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const image = todo[next++];
      const target = path.join(dir, image.file);
      // Write then rename, so a crash never leaves a truncated file that a later run would skip.
      const partial = `${target}.${process.pid}.partial`;
      try {
        await sharp(Buffer.from(image.svg)).webp({ quality: 82, effort: 0 }).toFile(partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
  return { written: todo.length, existing: images.length - todo.length, ms: Date.now() - started };
}
