import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegFactory, uploadImage } from '../../utils/factories';
import { type Person, type SecurityRun, signUp, startSecurityRun } from './security-harness';

/*
 * Security suite 6 (docs/testing.md "Security suite"): hostile uploads are refused with a clear 400/413 and leave nothing
 * behind; stored images carry no metadata. The basics (text renamed .jpg, SVG, GIF, HTML, a bare JPEG
 * signature followed by HTML, over 15 MB, a PNG pixel bomb) are in ../uploads.integration-spec.ts.
 */

let run: SecurityRun;
let dataDir: string;
let uploader: Person;

const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/api/user").then(r=>r.text()).then(alert)</script></body></html>');
/** A minimal ZIP (a JAR to a Java plug-in): local file header, a name, end of central directory. */
const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.alloc(26),
  Buffer.from('Exploit.class'),
  Buffer.from('PK\x05\x06', 'latin1'),
  Buffer.alloc(18),
]);

const storedFiles = () => {
  const dir = path.join(dataDir, 'uploads', 'u');
  try {
    return readdirSync(dir).length;
  } catch {
    return 0;
  }
};
const uploadRows = async () => Number((await run.pg.query('SELECT count(*) AS n FROM uploads')).rows[0].n);

/** A JPEG whose frame header (SOF) declares `width` × `height`, with the small image's data behind it. */
async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await jpegFactory({ width: 16, height: 16 }));
  for (let i = 2; i < jpeg.length - 9; i += 1) {
    if (jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2)) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error('no SOF marker');
}

/** Inserts a JPEG comment segment (COM, 0xFFFE) right after the SOI marker. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text);
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-sec-uploads-'));
  run = await startSecurityRun({ dataDir });
  uploader = await signUp(run.api.url);
});
afterAll(async () => {
  await run?.stop();
});

describe('hostile uploads are refused, and nothing is stored', () => {
  const cases: Array<[string, number, string, () => Promise<{ body: Buffer; filename: string; type: string }>]> = [
    [
      'a real JPEG with an HTML page and script appended (polyglot)',
      400,
      'IMAGE_HIDDEN_CONTENT',
      async () => ({ body: Buffer.concat([await jpegFactory(), HTML]), filename: 'photo.jpg', type: 'image/jpeg' }),
    ],
    [
      'a real PNG with a ZIP/JAR appended (GIFAR-like)',
      400,
      'IMAGE_HIDDEN_CONTENT',
      async () => ({
        body: Buffer.concat([
          await sharp({ create: { width: 40, height: 30, channels: 3, background: '#246' } })
            .png()
            .toBuffer(),
          ZIP,
        ]),
        filename: 'boat.png',
        type: 'image/png',
      }),
    ],
    [
      'a real WebP with a PDF appended',
      400,
      'IMAGE_HIDDEN_CONTENT',
      async () => ({
        body: Buffer.concat([
          await sharp({ create: { width: 40, height: 30, channels: 3, background: '#642' } })
            .webp()
            .toBuffer(),
          Buffer.from('%PDF-1.7\n1 0 obj'),
        ]),
        filename: 'boat.webp',
        type: 'image/webp',
      }),
    ],
    [
      'an SVG with a script, sent as image/png named .png',
      400,
      'IMAGE_TYPE',
      async () => ({
        body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
        filename: 'boat.png',
        type: 'image/png',
      }),
    ],
    [
      'a JPEG header declaring 60000 × 60000 pixels (pixel bomb)',
      400,
      'IMAGE_TOO_MANY_PIXELS',
      async () => ({ body: await jpegDeclaring(60_000, 60_000), filename: 'bomb.jpg', type: 'image/jpeg' }),
    ],
    ['zero bytes', 400, 'IMAGE_TYPE', async () => ({ body: Buffer.alloc(0), filename: 'empty.jpg', type: 'image/jpeg' })],
    [
      'a PDF sent as image/jpeg',
      400,
      'IMAGE_TYPE',
      async () => ({ body: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << >> endobj\n'), filename: 'scan.jpg', type: 'image/jpeg' }),
    ],
    [
      'a Windows program named .jpg',
      400,
      'IMAGE_TYPE',
      async () => ({
        body: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512, 1)]),
        filename: 'photo.jpg',
        type: 'image/jpeg',
      }),
    ],
    [
      'a file over the 15 MB cap',
      413,
      'IMAGE_TOO_LARGE',
      async () => ({
        body: Buffer.concat([await jpegFactory(), Buffer.alloc(15 * 1024 * 1024 + 1, 0)]),
        filename: 'huge.jpg',
        type: 'image/jpeg',
      }),
    ],
  ];

  it.each(cases)('%s → %i %s', async (_label, status, code, make) => {
    const { body, filename, type } = await make();
    const [rowsBefore, filesBefore] = [await uploadRows(), storedFiles()];
    const res = await uploadImage(uploader.client, body, { filename, type });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toMatchObject({ code, message: expect.stringMatching(/\w/) });
    expect(await uploadRows()).toBe(rowsBefore);
    expect(storedFiles()).toBe(filesBefore);
  });

  it('the file name and declared type never matter: a PNG named .exe is stored as WebP under a random key', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#468' } })
      .png()
      .toBuffer();
    const res = await uploadImage(uploader.client, png, { filename: '../../evil.exe', type: 'application/x-msdownload' });
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/u\/[A-Za-z0-9_-]{22}-1280\.webp$/);
    const served = await fetch(`${run.api.url}${res.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(readdirSync(path.join(dataDir, 'uploads', 'u')).some((name) => /exe|evil/.test(name))).toBe(false);
  });
});

describe('stored images carry no metadata', () => {
  it('EXIF (GPS, camera), XMP, ICC profile and comments are gone from every served variant', async () => {
    const secret = 'Skipper home: 51.5007N 0.1246W';
    let source = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 110, b: 170 } } })
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Snap 9', Copyright: secret, ImageDescription: secret },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 28/1' },
      })
      .withXmp(
        `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${secret}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`,
      )
      .withIccProfile('p3')
      .jpeg({ quality: 90 })
      .toBuffer();
    source = withJpegComment(source, secret);
    const before = await sharp(source).metadata();
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(before.xmp?.length).toBeGreaterThan(0);
    expect(before.icc?.length).toBeGreaterThan(0);
    expect(source.includes(Buffer.from(secret))).toBe(true);

    const res = await uploadImage(uploader.client, source, { filename: 'with-metadata.jpg', type: 'image/jpeg' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const variants = res.body.variants as Array<{ width: number; url: string }>;
    expect(variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    for (const variant of variants) {
      const served = Buffer.from(await (await fetch(`${run.api.url}${variant.url}`)).arrayBuffer());
      const metadata = await sharp(served).metadata();
      expect(metadata.format, variant.url).toBe('webp');
      expect(metadata.exif, variant.url).toBeUndefined();
      expect(metadata.xmp, variant.url).toBeUndefined();
      expect(metadata.icc, variant.url).toBeUndefined();
      expect(metadata.iptc, variant.url).toBeUndefined();
      expect(metadata.comments, variant.url).toBeUndefined();
      expect(served.includes(Buffer.from(secret)), variant.url).toBe(false);
      expect(served.includes(Buffer.from('PhoneCo')), variant.url).toBe(false);
    }
  });
});
