import type { ImageKind } from './image-processing';

/*
 * Polyglot files: a real image with another file glued after its end — an HTML page or script (a
 * "JPEG that is also a web page"), a ZIP/JAR (GIFAR), a PDF, a Windows program. The re-encoding
 * never stores those bytes, but a file built to be two things at once is refused outright. Data a
 * camera leaves after the picture (padding, a phone's motion-photo video, vendor trailers) is allowed:
 * only recognisable foreign content counts.
 */

/** Byte signatures of other files: ZIP/JAR/DOCX records, PDF, and the start of markup or a script URL. */
const FOREIGN_SIGNATURES = ['PK\x03\x04', 'PK\x05\x06', 'PK\x07\x08', '%PDF-'].map((s) => Buffer.from(s, 'latin1'));
const FOREIGN_MARKUP = /<(?:script|html|svg|body|iframe|object|embed|!doctype|\?php|meta\b|img\b|a\s+href)|javascript:/i;

/** Where the image's own bytes end: after JPEG's EOI, PNG's IEND, the RIFF size, or the last ISO-BMFF box. */
export function imageEnd(buffer: Buffer, kind: ImageKind): number {
  switch (kind) {
    case 'jpeg':
      return jpegEnd(buffer);
    case 'png':
      return pngEnd(buffer);
    case 'webp':
      return buffer.length >= 8 ? Math.min(buffer.length, 8 + buffer.readUInt32LE(4) + (buffer.readUInt32LE(4) % 2)) : buffer.length;
    default:
      return isoBoxesEnd(buffer);
  }
}

/** True when bytes after the image's end carry markup, an archive, a PDF or a program. */
export function hasForeignTrailer(buffer: Buffer, kind: ImageKind): boolean {
  const end = imageEnd(buffer, kind);
  if (end >= buffer.length) return false;
  const tail = buffer.subarray(end);
  if (tail[0] === 0x4d && tail[1] === 0x5a) return true; // "MZ": a Windows executable right after the image
  return FOREIGN_SIGNATURES.some((signature) => tail.includes(signature)) || FOREIGN_MARKUP.test(tail.toString('latin1'));
}

function jpegEnd(b: Buffer): number {
  let i = 2; // after SOI
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return b.length; // not a marker: malformed, the decoder decides
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return i + 2; // EOI
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return b.length;
    const length = b.readUInt16BE(i + 2);
    i += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data up to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (i + 1 < b.length) {
        if (b[i] === 0xff) {
          const next = b[i + 1];
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
            i += 2;
            continue;
          }
          if (next !== 0xff) break;
        }
        i += 1;
      }
    }
  }
  return b.length;
}

function pngEnd(b: Buffer): number {
  let i = 8; // after the signature
  while (i + 8 <= b.length) {
    const length = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    i += 12 + length; // length, type, data, CRC
    if (type === 'IEND') return Math.min(i, b.length);
  }
  return b.length;
}

/** AVIF/HEIC: top-level boxes, each with a size and a four-letter type; anything else starts the tail. */
function isoBoxesEnd(b: Buffer): number {
  let i = 0;
  while (i + 8 <= b.length) {
    let size = b.readUInt32BE(i);
    if (!/^[\x20-\x7e]{4}$/.test(b.toString('latin1', i + 4, i + 8))) return i;
    if (size === 0) return b.length; // the box runs to the end of the file
    if (size === 1) {
      if (i + 16 > b.length) return b.length;
      size = Number(b.readBigUInt64BE(i + 8));
    }
    // A "box" too small or running past the end of the file is something else glued on.
    if (size < 8 || i + size > b.length) return i;
    i += size;
  }
  return Math.min(i, b.length);
}
