import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { deflateSync } from 'node:zlib';
import { Client } from 'pg';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LocalDiskImageStorage } from '../../src/modules/uploads/local-disk.storage';
import { UPLOADS_CLEANUP_LOCK, cleanupOrphanUploads } from '../../src/modules/uploads/uploads-cleanup';
import { jpegFactory, listingFactory, uploadImage } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';
import { registeredClient } from '../utils/registered-client';
import { expectSignInRequired } from '../utils/expect-signed-out';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-uploads-'));
const { api, db } = useTestApi({}, { dataDir });
const client = () => new TestClient(api.url);
const ISSUED_URL = /^\/uploads\/u\/([A-Za-z0-9_-]{22})-1280\.webp$/;

const signedIn = () => registeredClient(api.url);

/** Where the API stored an uploaded URL on disk. */
const fileOf = (url: string) => path.join(dataDir, url);

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A tiny PNG whose header declares width × height (a decompression bomb never needs its pixels). */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('GET /api/upload-image/base-url — public', () => {
  it('is null when images are ours under /uploads/ (same origin: the worker caches them without CORS)', async () => {
    const res = await client().get<{ baseUrl: string | null }>('/api/upload-image/base-url');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ baseUrl: null });
  });
});

describe('POST /api/upload-image — requires sign-in', () => {
  it('answers 401 when signed out', async () => {
    const res = await uploadImage(client(), await jpegFactory());
    expectSignInRequired(res);
  });

  it('re-encodes a JPEG to WebP at 320/640/1280 (never upscaled) under a random key, and records the upload', async () => {
    const { client: c, user } = await signedIn();
    const res = await uploadImage(c, await jpegFactory({ width: 1000, height: 750 }));
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(ISSUED_URL);
    const key = ISSUED_URL.exec(res.body.url!)![1];
    expect(res.body.variants).toEqual([320, 640, 1280].map((width) => ({ width, url: `/uploads/u/${key}-${width}.webp` })));
    const widths = await Promise.all(
      [320, 640, 1280].map(async (w) => (await sharp(fileOf(`/uploads/u/${key}-${w}.webp`)).metadata()).width),
    );
    expect(widths).toEqual([320, 640, 1000]);
    const [row] = await query(db.url, 'select user_id, part_id, width, height from uploads where key = $1', [key]);
    expect(row).toEqual({ user_id: user.id, part_id: null, width: 1000, height: 750 });
  });

  it('serves the stored image as WebP with immutable cache headers and nosniff', async () => {
    const { client: c } = await signedIn();
    const { body } = await uploadImage(c, await jpegFactory());
    const res = await fetch(`${api.url}${body.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('strips EXIF (GPS included) and applies the EXIF orientation', async () => {
    const { client: c } = await signedIn();
    const withGps = await jpegFactory({
      width: 800,
      height: 600,
      exif: {
        IFD0: { Copyright: 'Boat owner', Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      },
    });
    expect((await sharp(withGps).metadata()).exif?.length).toBeGreaterThan(0);
    const res = await uploadImage(c, withGps);
    expect(res.status).toBe(201);
    const stored = readFileSync(fileOf(res.body.url!));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('Boat owner'))).toBe(false);

    // Orientation 6 (rotate 90°): an 800×600 sensor image is shown 600×800.
    const rotated = await uploadImage(c, await jpegFactory({ width: 800, height: 600, orientation: 6 }));
    const rotatedMeta = await sharp(fileOf(rotated.body.url!)).metadata();
    expect([rotatedMeta.width, rotatedMeta.height]).toEqual([600, 800]);
    expect(rotatedMeta.orientation).toBeUndefined();
  });

  it('accepts PNG, WebP and AVIF by their content', async () => {
    const { client: c } = await signedIn();
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } });
    for (const [body, filename] of [
      [await base.clone().png().toBuffer(), 'a.png'],
      [await base.clone().webp().toBuffer(), 'a.webp'],
      [await base.clone().avif().toBuffer(), 'a.avif'],
    ] as const) {
      const res = await uploadImage(c, body, { filename, type: 'application/octet-stream' });
      expect(res.status, filename).toBe(201);
    }
  });

  it.each([
    ['a text file renamed .jpg', Buffer.from('just some text, definitely not a photo\n'.repeat(20)), 'photo.jpg', 'image/jpeg'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'x.gif', 'image/gif'],
    ['an HTML page', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'x.jpg', 'image/jpeg'],
  ])('refuses %s (400, by content)', async (_name, body, filename, type) => {
    const { client: c } = await signedIn();
    const res = await uploadImage(c, body, { filename, type });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Only JPEG, PNG, WebP, AVIF or HEIC images can be uploaded', code: 'IMAGE_TYPE' });
  });

  it('refuses a polyglot: a JPEG signature followed by HTML', async () => {
    const { client: c } = await signedIn();
    const body = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await uploadImage(c, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IMAGE_UNREADABLE');
  });

  it('refuses a file over 15 MB with 413 and a clear message', async () => {
    const { client: c } = await signedIn();
    const big = Buffer.concat([await jpegFactory(), Buffer.alloc(15 * 1024 * 1024 + 10, 1)]);
    const res = await uploadImage(c, big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Images can be at most 15 MB', code: 'IMAGE_TOO_LARGE' });
  });

  it('refuses a pixel bomb (a small PNG declaring 20000 × 20000)', async () => {
    const { client: c } = await signedIn();
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const res = await uploadImage(c, bomb, { filename: 'bomb.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Images can be at most 40 megapixels', code: 'IMAGE_TOO_MANY_PIXELS' });
  });

  it('answers 400 when the field is not named image or the request is not multipart', async () => {
    const { client: c } = await signedIn();
    const wrongField = await uploadImage(c, await jpegFactory(), { field: 'file' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.code).toBe('IMAGE_MISSING');
    const json = await c.post('/api/upload-image', { image: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('IMAGE_MISSING');
  });
});

describe('orphan upload cleanup (run directly against the database and the upload folder)', () => {
  it('deletes uploads no listing uses after a day, keeps attached, recent and still-referenced ones', async () => {
    const { client: c } = await signedIn();
    const jpeg = await jpegFactory();
    const urls: string[] = [];
    for (let i = 0; i < 4; i += 1) urls.push((await uploadImage(c, jpeg)).body.url!);
    const [oldOrphan, recentOrphan, attached, released] = urls;
    const key = (url: string) => ISSUED_URL.exec(url)![1];
    const part = await c.post<{ id: number }>('/api/boat-parts', listingFactory([attached, released]));
    expect(part.status).toBe(201);
    // Drop `released` from the listing: it becomes an orphan as of now.
    expect((await c.request('PUT', `/api/boat-parts/${part.body.id}`, listingFactory([attached]))).status).toBe(200);
    await query(db.url, `update uploads set created_at = now() - interval '2 days' where key = any($1)`, [
      [key(oldOrphan), key(attached), key(released)],
    ]);

    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const storage = new LocalDiskImageStorage(path.join(dataDir, 'uploads'));
    try {
      const first = await cleanupOrphanUploads(pg, storage);
      expect(first).toEqual({ ran: true, deleted: 1, failed: 0 });
      expect(existsSync(fileOf(oldOrphan))).toBe(false);
      expect(existsSync(fileOf(oldOrphan.replace('-1280', '-320')))).toBe(false);
      for (const kept of [recentOrphan, attached, released]) expect(existsSync(fileOf(kept))).toBe(true);
      const remaining = await query<{ key: string }>(db.url, 'select key from uploads where key = any($1)', [urls.map(key)]);
      expect(remaining.map((r) => r.key).sort()).toEqual([recentOrphan, attached, released].map(key).sort());

      // A day after it was released from the listing, the dropped image goes too.
      await query(db.url, `update uploads set released_at = now() - interval '25 hours' where key = $1`, [key(released)]);
      expect((await cleanupOrphanUploads(pg, storage)).deleted).toBe(1);
      expect(existsSync(fileOf(released))).toBe(false);
      expect(existsSync(fileOf(attached))).toBe(true);
    } finally {
      await pg.end();
    }
  });

  it('never deletes an image a live listing of its owner still shows', async () => {
    const { client: c, user } = await signedIn();
    const url = (await uploadImage(c, await jpegFactory())).body.url!;
    const part = await c.post<{ id: number }>('/api/boat-parts', listingFactory([url]));
    // Simulate a lost attachment (e.g. a bug or a manual fix): the listing still shows the image.
    await query(db.url, `update uploads set part_id = null, created_at = now() - interval '3 days' where user_id = $1`, [user.id]);
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      await cleanupOrphanUploads(pg, new LocalDiskImageStorage(path.join(dataDir, 'uploads')));
      expect(existsSync(fileOf(url))).toBe(true);
      // Once the listing is deleted, nothing holds it any more.
      expect((await c.request('DELETE', `/api/boat-parts/${part.body.id}`)).status).toBe(200);
      await query(db.url, `update uploads set released_at = now() - interval '2 days' where user_id = $1`, [user.id]);
      await cleanupOrphanUploads(pg, new LocalDiskImageStorage(path.join(dataDir, 'uploads')));
      expect(existsSync(fileOf(url))).toBe(false);
    } finally {
      await pg.end();
    }
  });

  it('runs on one replica at a time (advisory lock)', async () => {
    const holder = new Client({ connectionString: db.url });
    const runner = new Client({ connectionString: db.url });
    await holder.connect();
    await runner.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1)', [UPLOADS_CLEANUP_LOCK]);
      const result = await cleanupOrphanUploads(runner, new LocalDiskImageStorage(path.join(dataDir, 'uploads')));
      expect(result).toEqual({ ran: false, deleted: 0, failed: 0 });
      await holder.query('COMMIT');
      expect((await cleanupOrphanUploads(runner, new LocalDiskImageStorage(path.join(dataDir, 'uploads')))).ran).toBe(true);
    } finally {
      await holder.end();
      await runner.end();
    }
  });
});
