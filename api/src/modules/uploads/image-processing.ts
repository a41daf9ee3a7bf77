import sharp from 'sharp';
import { hasForeignTrailer } from './image-payload';
import {
  HeicNotSupportedException,
  ImageHiddenContentException,
  ImageTooManyPixelsException,
  ImageUnreadableException,
  UnsupportedImageException,
} from './uploads.exception';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * What the bytes are, by their signature (magic bytes) — never by file name or Content-Type.
 * SVG, GIF, text and anything else → null.
 */
export function sniffImage(buffer: Buffer): ImageKind | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buffer.length >= 12 && buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (buffer.length >= 16 && buffer.toString('latin1', 4, 8) === 'ftyp') {
    // ISO base media file: the major brand, then the compatible brands up to the end of the ftyp box.
    const boxEnd = Math.min(buffer.readUInt32BE(0), buffer.length, 64);
    const brands = [buffer.toString('latin1', 8, 12)];
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(buffer.toString('latin1', offset, offset + 4));
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return null;
}

/** sharp's name for each kind's container. */
const SHARP_FORMAT: Record<ImageKind, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif', heic: 'heif' };

export interface ProcessedImage {
  width: number;
  height: number;
  variants: Array<{ width: number; body: Buffer }>;
}

/**
 * Re-encodes an upload (OWASP: image rewriting destroys embedded payloads): applies the EXIF
 * orientation, strips every piece of metadata (sharp writes none unless asked), and writes WebP at
 * each width — never larger than the original. The pixel count is checked from the header before
 * anything is decoded, and `limitInputPixels` guards the decoder as well (decompression bombs).
 */
export async function processImage(input: Buffer, options: { widths: readonly number[]; maxPixels: number }): Promise<ProcessedImage> {
  const kind = sniffImage(input);
  if (!kind) throw new UnsupportedImageException();
  // A polyglot (a web page, archive or program glued after the picture) is refused, not just re-encoded away.
  if (hasForeignTrailer(input, kind)) throw new ImageHiddenContentException();
  const decoderOptions: sharp.SharpOptions = { limitInputPixels: options.maxPixels, failOn: 'error', animated: false };

  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, decoderOptions).metadata();
  } catch (error) {
    throw decodeFailure(kind, error);
  }
  if (metadata.format !== SHARP_FORMAT[kind]) throw new UnsupportedImageException();
  if (!metadata.width || !metadata.height) throw new ImageUnreadableException();
  if (metadata.width * metadata.height > options.maxPixels) throw new ImageTooManyPixelsException();

  const largest = Math.max(...options.widths);
  let base: { data: Buffer; info: sharp.OutputInfo };
  try {
    // Decode once, oriented and shrunk to the largest width; the smaller widths come from this.
    base = await sharp(input, decoderOptions)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeFailure(kind, error);
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const variants = await Promise.all(
    [...options.widths]
      .sort((a, b) => a - b)
      .map(async (width) => ({
        width,
        body: await sharp(base.data, { raw }).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      })),
  );
  return { width: raw.width, height: raw.height, variants };
}

/**
 * Why decoding failed, in the user's words. The prebuilt sharp/libvips reads AVIF but not HEVC-coded
 * HEIC (patent-encumbered; needs a libvips built with libde265), so such photos get their own message.
 */
function decodeFailure(kind: ImageKind, error: unknown): Error {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return new ImageTooManyPixelsException();
  if (kind === 'heic') return new HeicNotSupportedException();
  return new ImageUnreadableException();
}
