import { PHOTO_LIMITS } from '../listings.constants';

/*
 * Loaded lazily (only when a seller picks a photo), so none of this is in the first bundle.
 * A phone photo is often 4000×3000 px and 5–10 MB; on a marina's weak signal that upload fails. We
 * decode it on the device, scale the longest side to at most 1920 px and re-encode it to about 1 MB.
 * Re-encoding also drops the EXIF block (GPS position of the seller's home, camera serial numbers).
 */

export interface CompressedImage {
  blob: Blob;
  fileName: string;
}

interface Options {
  maxDimension?: number;
  targetBytes?: number;
}

const QUALITIES = [0.85, 0.75, 0.65, 0.55];

/** Scale factor that brings the longest side to `max` (never upscales). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `boat.HEIC` + image/webp → `boat.webp`. */
export function renameFor(fileName: string, type: string): string {
  const base = fileName.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function createCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Resizes and re-encodes a photo (WebP where the browser can encode it, else JPEG). EXIF orientation is
 * applied while decoding (`imageOrientation: 'from-image'`), so portrait photos stay upright. Returns the
 * original file when the browser cannot decode it (e.g. HEIC outside Safari): the server converts those.
 */
export async function compressImage(file: File, options: Options = {}): Promise<CompressedImage> {
  const maxDimension = options.maxDimension ?? PHOTO_LIMITS.maxDimension;
  const targetBytes = options.targetBytes ?? PHOTO_LIMITS.targetBytes;
  if (typeof createImageBitmap !== 'function') return { blob: file, fileName: file.name };

  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { blob: file, fileName: file.name };
  }

  try {
    let size = fitWithin(bitmap.width, bitmap.height, maxDimension);
    let best: Blob | null = null;
    // Lower the quality first; if even that is too big, shrink the picture and try again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const canvas = createCanvas(size.width, size.height);
      const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!context) break;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);

      for (const quality of QUALITIES) {
        let blob = await encode(canvas, 'image/webp', quality);
        // Some browsers silently fall back to PNG when they cannot write WebP.
        if (!blob || blob.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg', quality);
        if (!blob) continue;
        if (!best || blob.size < best.size) best = blob;
        if (blob.size <= targetBytes) return { blob, fileName: renameFor(file.name, blob.type) };
      }
      size = fitWithin(size.width, size.height, Math.round(Math.max(size.width, size.height) * 0.75));
    }
    // Still above the target (a very detailed photo): send the smallest result unless the original is smaller.
    if (best && best.size < file.size) return { blob: best, fileName: renameFor(file.name, best.type) };
    return { blob: file, fileName: file.name };
  } finally {
    bitmap.close();
  }
}
