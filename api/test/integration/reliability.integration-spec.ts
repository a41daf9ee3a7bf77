import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, startApi } from '../utils/api-process';
import { listingFactory, registrationFactory, uploadImage } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { createTestDatabase, query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';

/**
 * Reliability (docs/reliability.md): a database outage answers fast 503s with Retry-After
 * and recovers by itself; a full image store answers 507 and leaves no partial files. The scripted
 * fault runs (`npm run test:faults`) restart a real PostgreSQL under load; here the outage is a TCP
 * proxy between the API and the test database that we cut and restore, so the shared test server
 * keeps running.
 */

const UNAVAILABLE = { message: 'Service temporarily unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' };
const STORAGE_FULL = { message: 'Image storage is full. Please try again later.', code: 'STORAGE_FULL' };

/** A TCP proxy to the database that can be cut (connections reset, new ones refused) and restored on the same port. */
class CuttableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Like a stopped server: open connections are reset and new ones refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.resetAndDestroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

async function waitUntilReady(baseUrl: string, withinMs: number): Promise<number> {
  const started = Date.now();
  let last = 0;
  while (Date.now() - started < withinMs) {
    last = (await fetch(`${baseUrl}/api/ready`)).status;
    if (last === 200) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return last;
}

/** A JPEG of random pixels: it compresses badly, so each upload stores about 380 KB of WebP. */
function noiseJpeg(width = 600, height = 450): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Every file under `dir`, relative to it (temporary files included). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function signUp(baseUrl: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const res = await client.post('/api/register', registrationFactory());
  expect(res.status).toBe(201);
  return client;
}

describe('database outage', () => {
  let api: ApiProcess;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: CuttableProxy;

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    const target = new URL(db.url);
    proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const viaProxy = new URL(db.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    api = await startApi({ databaseUrl: viaProxy.toString(), env: { SEED_DEMO_DATA: 'false', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await api?.stop();
    await proxy?.cut();
    await db?.drop();
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After while the database is unreachable, then recovers by itself', async () => {
    const seller = await signUp(api.url);
    const upload = await uploadImage(seller, await noiseJpeg(320, 240));
    expect(upload.status).toBe(201);
    const before = await seller.post<{ id: number }>('/api/boat-parts', listingFactory([upload.body.url as string]));
    expect(before.status).toBe(201);

    await proxy.cut();

    const visitor = new TestClient(api.url);
    const reads = [
      await visitor.get('/api/boat-parts'),
      await visitor.get(`/api/boat-parts/${before.body.id}`),
      await visitor.get('/api/expert-questions'),
    ];
    for (const res of reads) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual(UNAVAILABLE);
      expect(res.headers.get('retry-after')).toBe('5');
    }
    // A signed-in write: the session lookup itself needs the database.
    const write = await seller.post('/api/boat-parts', listingFactory([upload.body.url as string]));
    expect(write.status).toBe(503);
    expect(write.body).toEqual(UNAVAILABLE);
    expect(write.headers.get('retry-after')).toBe('5');

    const ready = await visitor.get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ message: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' });
    expect((await visitor.get('/api/health')).status).toBe(200);

    await proxy.start();

    expect(await waitUntilReady(api.url, 15_000)).toBe(200);
    const after = await visitor.get<{ id: number }>(`/api/boat-parts/${before.body.id}`);
    expect(after.status).toBe(200);
    expect(after.body.id).toBe(before.body.id);
    // The session made before the outage still works, and so do writes.
    const again = await seller.post('/api/boat-parts', listingFactory([upload.body.url as string]));
    expect(again.status).toBe(201);
    // The refused write during the outage stored nothing.
    const rows = await query<{ n: string }>(db.url, 'SELECT count(*)::text AS n FROM boat_parts');
    expect(rows[0].n).toBe('2');
    // The outage is logged as a warning per request, not as a crash with a stack trace.
    expect(api.output()).not.toMatch(/"msg":"request failed"/);
  });
});

describe('image storage quota (UPLOADS_MAX_TOTAL_MB)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-quota-'));
  const { api, db } = useTestApi({ UPLOADS_MAX_TOTAL_MB: '1' }, { dataDir });

  it('refuses the upload that would pass the quota with 507 STORAGE_FULL and writes none of its files', async () => {
    const client = await signUp(api.url);
    const stored: string[] = [];
    let refused: Awaited<ReturnType<typeof uploadImage>> | undefined;
    for (let i = 0; i < 6 && !refused; i += 1) {
      const res = await uploadImage(client, await noiseJpeg());
      if (res.status === 201) stored.push(...(res.body.variants as Array<{ url: string }>).map((v) => v.url));
      else refused = res;
    }
    // About 380 KB per upload against 1 MB: two fit, the third does not.
    expect(stored.length / 3).toBeGreaterThanOrEqual(1);
    expect(refused?.status).toBe(507);
    expect(refused?.body).toEqual(STORAGE_FULL);

    // On disk: exactly the widths of the accepted uploads — no temporary files, no widths of the refused one.
    const onDisk = filesUnder(path.join(dataDir, 'uploads')).map((file) => `/uploads/${file}`);
    expect(onDisk).toEqual([...stored].sort());
    const [{ total }] = await query<{ total: string }>(db.url, 'SELECT coalesce(sum(bytes), 0)::text AS total FROM uploads');
    expect(Number(total)).toBeLessThanOrEqual(1024 * 1024);

    // Still full: the next upload is refused too, and nothing more is written.
    const next = await uploadImage(client, await noiseJpeg());
    expect(next.status).toBe(507);
    expect(next.body).toEqual(STORAGE_FULL);
    expect(filesUnder(path.join(dataDir, 'uploads')).length).toBe(stored.length);
  });

  it('refuses an out-of-range setting at start-up with a one-line message', async () => {
    const failed = await startApi({ databaseUrl: db.url, env: { UPLOADS_MAX_TOTAL_MB: '0' }, expectExit: true });
    expect(await failed.stop()).not.toBe(0);
    expect(failed.output()).toContain(
      'Invalid configuration: UPLOADS_MAX_TOTAL_MB must be a whole number of megabytes, at least 1 (got "0")',
    );
  });
});
