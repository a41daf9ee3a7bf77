import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Client } from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { S3ImageStorage } from '../../src/modules/uploads/s3.storage';
import { cleanupOrphanUploads } from '../../src/modules/uploads/uploads-cleanup';
import { type ApiProcess, startApi } from '../utils/api-process';
import { jpegFactory, listingFactory, registrationFactory, uploadImage } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { createTestDatabase, query } from '../utils/test-database';
import { registeredClient } from '../utils/registered-client';

/** s3rver ships no type declarations: the part of it used here. */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(__filename)('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;

const BUCKET = 'dockside-images';
// s3rver checks request signatures against this fixed key pair.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3rver: S3rverInstance;
let s3Dir: string;
let apiDataDir: string;
let endpoint: string;
let s3: S3Client;
let api: ApiProcess;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
const client = () => new TestClient(api.url);

/** The URL prefix of issued images: path-style `<endpoint>/<bucket>/` (the S3_PUBLIC_URL default). */
const issuedUrl = () => new RegExp(`^${endpoint.replace(/[.:/]/g, '\\$&')}/${BUCKET}/u/([A-Za-z0-9_-]{22})-1280\\.webp$`);
const keyOf = (url: string) => issuedUrl().exec(url)![1];

async function objectKeys(prefix: string): Promise<string[]> {
  const res = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (res.Contents ?? []).map((object) => object.Key!).sort();
}

const signedIn = () => registeredClient(api.url);

function apiEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: 'true',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    ...overrides,
  };
}

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'dockside-s3rver-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  db = await createTestDatabase(inject('adminDatabaseUrl'));
  apiDataDir = mkdtempSync(path.join(tmpdir(), 'dockside-s3-api-'));
  api = await startApi({ databaseUrl: db.url, dataDir: apiDataDir, env: apiEnv() });
});
afterAll(async () => {
  await api?.stop();
  await db?.drop();
  s3?.destroy();
  await s3rver?.close();
  for (const dir of [s3Dir, apiDataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('S3 image storage (S3_ENDPOINT set): uploads go to the bucket', () => {
  it('writes every width to the bucket as WebP with immutable cache headers and answers their bucket URLs', async () => {
    const { client: c, user } = await signedIn();
    const res = await uploadImage(c, await jpegFactory({ width: 1000, height: 750 }));
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(issuedUrl());
    const key = keyOf(res.body.url!);
    expect(res.body.variants).toEqual([320, 640, 1280].map((width) => ({ width, url: `${endpoint}/${BUCKET}/u/${key}-${width}.webp` })));
    expect(await objectKeys(`u/${key}`)).toEqual([`u/${key}-1280.webp`, `u/${key}-320.webp`, `u/${key}-640.webp`]);
    for (const width of [320, 640, 1280]) {
      const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `u/${key}-${width}.webp` }));
      expect(head.ContentType).toBe('image/webp');
      expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    }
    // A browser loads the public URL without credentials; the bytes are the re-encoded WebP.
    const image = await fetch(res.body.url!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.exif]).toEqual(['webp', 1000, undefined]);
    // Nothing is written to the API's own upload folder, and the upload is recorded as usual.
    expect(existsSync(path.join(apiDataDir, 'uploads', 'u'))).toBe(false);
    const [row] = await query(db.url, 'select user_id, width from uploads where key = $1', [key]);
    expect(row).toEqual({ user_id: user.id, width: 1000 });
  });

  it('lets pages load images from the bucket origin (CSP img-src) and fetch them with CORS to keep them offline (connect-src)', async () => {
    const res = await client().get('/api/health');
    const directive = (name: string) => (res.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith(name));
    expect(directive('img-src')).toBe(`img-src 'self' data: blob: ${endpoint}`);
    expect(directive('connect-src')).toBe(`connect-src 'self' ${endpoint}`);
  });

  it('GET /api/upload-image/base-url (public) names the bucket URL, the only cross-origin images the worker caches', async () => {
    const res = await client().get<{ baseUrl: string | null }>('/api/upload-image/base-url');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ baseUrl: `${endpoint}/${BUCKET}` });
  });

  it('accepts a listing showing its own bucket URLs, refuses look-alikes from another origin or the local folder', async () => {
    const { client: c } = await signedIn();
    const url = (await uploadImage(c, await jpegFactory())).body.url!;
    const key = keyOf(url);
    const created = await c.post<{ id: number; imageUrls: string[] }>('/api/boat-parts', listingFactory([url]));
    expect(created.status).toBe(201);
    expect(created.body.imageUrls).toEqual([url]);
    expect((await query(db.url, 'select part_id from uploads where key = $1', [key]))[0].part_id).toBe(created.body.id);

    const second = (await uploadImage(c, await jpegFactory())).body.url!;
    for (const foreign of [
      second.replace(endpoint, 'http://images.example.com'),
      second.replace(endpoint, 'https://127.0.0.1.evil.example'),
      second.replace(`${endpoint}/${BUCKET}`, `${endpoint}/other-bucket`),
      `/uploads/u/${keyOf(second)}-1280.webp`,
    ]) {
      const res = await c.post('/api/boat-parts', listingFactory([foreign]));
      expect(res.status, foreign).toBe(400);
      expect(res.body).toMatchObject({
        code: 'IMAGE_NOT_UPLOADED',
        message: 'One of the images was not uploaded to Dockside. Please upload it again.',
      });
    }
    // Another user's bucket URL is refused too.
    const { client: other } = await signedIn();
    expect((await other.post('/api/boat-parts', listingFactory([second]))).status).toBe(400);
  });

  it('cleanup deletes orphaned uploads from the bucket (every width), keeps the ones a listing shows', async () => {
    const { client: c } = await signedIn();
    const jpeg = await jpegFactory();
    const [kept, dropped, neverUsed, ofDeleted] = await Promise.all(
      Array.from({ length: 4 }, async () => (await uploadImage(c, jpeg)).body.url!),
    );
    const part = await c.post<{ id: number }>('/api/boat-parts', listingFactory([kept, dropped]));
    expect(part.status).toBe(201);
    expect((await c.request('PUT', `/api/boat-parts/${part.body.id}`, listingFactory([kept]))).status).toBe(200);
    const gone = await c.post<{ id: number }>('/api/boat-parts', listingFactory([ofDeleted]));
    expect((await c.request('DELETE', `/api/boat-parts/${gone.body.id}`)).status).toBe(200);
    const keys = [kept, dropped, neverUsed, ofDeleted].map(keyOf);
    for (const key of keys) expect(await objectKeys(`u/${key}`), key).toHaveLength(3);
    expect((await fetch(dropped)).status).toBe(200);
    await query(
      db.url,
      `update uploads set created_at = now() - interval '3 days', released_at = released_at - interval '2 days' where key = any($1)`,
      [keys],
    );

    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const storage = new S3ImageStorage({
      endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      ...CREDENTIALS,
      publicUrl: `${endpoint}/${BUCKET}`,
      forcePathStyle: true,
    });
    try {
      const result = await cleanupOrphanUploads(pg, storage);
      expect(result).toMatchObject({ ran: true, failed: 0 });
      for (const key of [keys[1], keys[2], keys[3]]) expect(await objectKeys(`u/${key}`), key).toEqual([]);
      expect(await objectKeys(`u/${keys[0]}`)).toHaveLength(3);
      const remaining = await query<{ key: string }>(db.url, 'select key from uploads where key = any($1)', [keys]);
      expect(remaining.map((r) => r.key)).toEqual([keys[0]]);
      // The browser now gets a 404 from the bucket for a deleted image.
      expect((await fetch(dropped)).status).toBe(404);
      // Deleting again (a retry after a crash between the bucket and the row) is not an error.
      await expect(storage.delete(`u/${keys[1]}-1280.webp`)).resolves.toBeUndefined();
      await expect(
        s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `u/${keys[0]}-320.webp` })).then((r) => r.ContentType),
      ).resolves.toBe('image/webp');
    } finally {
      storage.onModuleDestroy();
      await pg.end();
    }
  });
});

describe('S3 image storage misconfigured or unreachable', () => {
  it('answers an upload with 503 and the upload-failure text when the bucket does not exist', async () => {
    const broken = await startApi({ databaseUrl: db.url, env: apiEnv({ S3_BUCKET: 'no-such-bucket' }) });
    try {
      const c = new TestClient(broken.url);
      const user = await c.post<{ id: number }>('/api/register', registrationFactory());
      expect(user.status).toBe(201);
      const res = await uploadImage(c, await jpegFactory());
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'Failed to upload image. Please try again.', code: 'IMAGE_STORAGE_UNAVAILABLE' });
      expect(await query(db.url, 'select key from uploads where user_id = $1', [user.body.id])).toEqual([]);
    } finally {
      await broken.stop();
    }
  });

  it('refuses to start with S3_ENDPOINT but no bucket or keys, naming the settings', async () => {
    const res = await startApi({ databaseUrl: db.url, env: apiEnv({ S3_BUCKET: '', S3_ACCESS_KEY_ID: '' }), expectExit: true });
    expect(res.output()).toContain('S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_ENDPOINT is set');
  });
});
