import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasForeignTrailer, imageEnd } from './image-payload';
import type { ImageKind } from './image-processing';

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
/** The local header and end-of-directory records of a one-file ZIP (enough for a JAR/ZIP reader to look for). */
const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.alloc(26),
  Buffer.from('a.class'),
  Buffer.from('PK\x05\x06', 'latin1'),
  Buffer.alloc(18),
]);

const images: Partial<Record<ImageKind, Buffer>> = {};

beforeAll(async () => {
  const base = () => sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 10, g: 90, b: 200 } } });
  images.jpeg = await base().jpeg({ progressive: true }).toBuffer();
  images.png = await base().png().toBuffer();
  images.webp = await base().webp().toBuffer();
  images.avif = await base().avif().toBuffer();
});

describe('imageEnd', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('finds the end of a %s file', (kind) => {
    const image = images[kind]!;
    expect(imageEnd(image, kind)).toBe(image.length);
    expect(imageEnd(Buffer.concat([image, HTML]), kind)).toBe(image.length);
  });
});

describe('hasForeignTrailer (polyglots)', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('refuses a %s with HTML, a ZIP, a PDF or a program after it', (kind) => {
    const image = images[kind]!;
    expect(hasForeignTrailer(image, kind)).toBe(false);
    for (const tail of [
      HTML,
      ZIP,
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('MZ\x90\x00', 'latin1'),
      Buffer.from('\n<svg onload=alert(1)>'),
    ]) {
      expect(hasForeignTrailer(Buffer.concat([image, tail]), kind)).toBe(true);
    }
  });

  it('allows what cameras leave after a JPEG: padding and a motion-photo video', () => {
    const video = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42'), Buffer.alloc(4000, 7)]);
    expect(hasForeignTrailer(Buffer.concat([images.jpeg!, Buffer.alloc(64)]), 'jpeg')).toBe(false);
    expect(hasForeignTrailer(Buffer.concat([images.jpeg!, video]), 'jpeg')).toBe(false);
  });

  it('does not mistake script text inside the image (a JPEG comment) for a trailer: re-encoding drops it', async () => {
    const withComment = Buffer.concat([
      images.jpeg!.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0x00, HTML.length + 2]),
      HTML,
      images.jpeg!.subarray(2),
    ]);
    expect((await sharp(withComment).metadata()).format).toBe('jpeg');
    expect(hasForeignTrailer(withComment, 'jpeg')).toBe(false);
  });
});
