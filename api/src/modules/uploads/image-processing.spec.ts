import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage, sniffImage } from './image-processing';
import { uploadKeyFromUrl } from './upload-keys';

const solid = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 0, g: 120, b: 200 } } });

describe('sniffImage (magic bytes)', () => {
  it('recognises JPEG, PNG, WebP and AVIF by content', async () => {
    expect(sniffImage(await solid().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImage(await solid().png().toBuffer())).toBe('png');
    expect(sniffImage(await solid().webp().toBuffer())).toBe('webp');
    expect(sniffImage(await solid().avif().toBuffer())).toBe('avif');
  });

  it('recognises HEIC by its ftyp brand', () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    expect(sniffImage(heic)).toBe('heic');
  });

  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['text', Buffer.from('hello world')],
    ['an MP4', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\0\0isomiso2', 'latin1')])],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, buffer) => {
    expect(sniffImage(buffer)).toBeNull();
  });
});

describe('processImage', () => {
  it('writes each width as WebP without upscaling and without metadata', async () => {
    const input = await solid()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret' } })
      .toBuffer();
    const result = await processImage(input, { widths: [320, 640, 1280], maxPixels: 40_000_000 });
    expect(result).toMatchObject({ width: 40, height: 30 });
    for (const variant of result.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 40 });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('answers a HEIC photo it cannot decode with its own message', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
    await expect(processImage(heic, { widths: [320], maxPixels: 40_000_000 })).rejects.toMatchObject({ code: 'IMAGE_HEIC_UNSUPPORTED' });
  });

  it('refuses an image over the pixel limit before decoding it', async () => {
    const input = await solid().png().toBuffer();
    await expect(processImage(input, { widths: [320], maxPixels: 1000 })).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' });
  });
});

describe('uploadKeyFromUrl', () => {
  const key = 'AbCdEfGhIjKlMnOpQrStUv';
  it('finds the key of a largest-variant URL we issued', () => {
    expect(uploadKeyFromUrl(`/uploads/u/${key}-1280.webp`, '/uploads/')).toBe(key);
  });
  it.each([
    `/uploads/u/${key}-320.webp`,
    `https://evil.example/uploads/u/${key}-1280.webp`,
    `/uploads/u/../${key}-1280.webp`,
    '/uploads/seed/1.webp',
  ])('refuses %s', (url) => {
    expect(uploadKeyFromUrl(url, '/uploads/')).toBeNull();
  });
});
