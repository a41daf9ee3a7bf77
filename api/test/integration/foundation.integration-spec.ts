import { existsSync, mkdtempSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, startApi } from '../utils/api-process';
import { createTestDatabase, query } from '../utils/test-database';

/** A raw GET (no client-side decoding): status, headers and the body bytes as sent. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('foundation: a started API with demo data', () => {
  let api: ApiProcess;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    api = await startApi({ databaseUrl: db.url });
  });
  afterAll(async () => {
    await api?.stop();
    await db?.drop();
  });

  it('GET /api/health answers ok and /api/ready sees the database', async () => {
    const health = await fetch(`${api.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${api.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ database: 'up' });
  });

  it('GET /api/boat-parts returns the seeded listings as a JSON array without contact details', async () => {
    const res = await fetch(`${api.url}/api/boat-parts`);
    expect(res.status).toBe(200);
    const firstPage = (await res.json()) as Array<Record<string, unknown>>;
    expect(Array.isArray(firstPage)).toBe(true);
    expect(firstPage).toHaveLength(24);
    // Every seeded listing, page by page (limit=100) through the Link header.
    const parts: Array<Record<string, unknown>> = [];
    let next: string | undefined = '/api/boat-parts?limit=100';
    while (next) {
      const page = await fetch(`${api.url}${next}`);
      expect(page.status).toBe(200);
      parts.push(...((await page.json()) as Array<Record<string, unknown>>));
      next = /^<([^>]+)>; rel="next"$/.exec(page.headers.get('link') ?? '')?.[1];
    }
    expect(parts.length).toBeGreaterThanOrEqual(150);
    expect(new Set(parts.map((p) => p.category)).size).toBe(13);
    expect(new Set(parts.map((p) => p.condition)).size).toBe(6);
    for (const part of parts) {
      expect(part.contactEmail).toBeNull();
      expect(part.contactPhone).toBeNull();
      expect(part).not.toHaveProperty('passwordHash');
    }
    const dates = parts.map((p) => Date.parse(p.createdAt as string));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('GET /api/boat-parts/{id} returns one listing with contact details, its image is served', async () => {
    const [first] = (await (await fetch(`${api.url}/api/boat-parts`)).json()) as Array<{ id: number; imageUrls: string[] }>;
    const res = await fetch(`${api.url}/api/boat-parts/${first.id}`);
    expect(res.status).toBe(200);
    const part = (await res.json()) as { id: number; contactEmail: string; imageUrls: string[] };
    expect(part.id).toBe(first.id);
    expect(part.contactEmail).toMatch(/@/);
    expect(part.imageUrls.length).toBeGreaterThan(0);
    const image = await fetch(`${api.url}${part.imageUrls[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(image.headers.get('cache-control')).toContain('immutable');
  });

  it('a missing or malformed part id answers 404 JSON with the spec text', async () => {
    for (const id of ['999999', 'abc', '0', '1e3']) {
      const res = await fetch(`${api.url}/api/boat-parts/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        message: "The boat part you're looking for doesn't exist or has been removed.",
        code: 'PART_NOT_FOUND',
      });
    }
  });

  it('unknown /api paths answer 404 JSON for any method, never the HTML shell', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${api.url}/api/does-not-exist`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('a bad JSON body answers 400 { message, code }, never a 500 or a stack trace', async () => {
    const res = await fetch(`${api.url}/api/boat-parts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(res.status).toBeLessThan(500);
    const body = (await res.json()) as Record<string, unknown>;
    expect(typeof body.message).toBe('string');
    expect(typeof body.code).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js:\d+/);
  });

  it('sends security headers and a request id on API responses', async () => {
    const res = await fetch(`${api.url}/api/health`, { headers: { 'x-request-id': 'trace-abc-123' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBe('trace-abc-123');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves the PWA shell for app routes (the client renders its 404), with revalidated shell and immutable assets', async () => {
    for (const route of ['/', '/boat-parts', '/boat-parts/12', '/no/such/page']) {
      const res = await fetch(`${api.url}${route}`);
      // An unknown path is a 404 for crawlers (docs/architecture.md §5.4), still with the shell that renders the not-found screen.
      expect(res.status, route).toBe(route === '/no/such/page' ? 404 : 200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
    const html = await (await fetch(`${api.url}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const assetRes = await fetch(`${api.url}${asset}`);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers.get('cache-control')).toContain('immutable');
    const sw = await fetch(`${api.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  describe('gzip for JSON answers to GET', () => {
    it('sends a catalogue page gzipped to a client that accepts it: the same JSON, a fraction of the bytes', async () => {
      const plain = await rawGet(`${api.url}/api/boat-parts?limit=24`);
      const zipped = await rawGet(`${api.url}/api/boat-parts?limit=24`, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const items = JSON.parse(gunzipSync(zipped.body).toString('utf8')) as unknown[];
      expect(items).toHaveLength(24);
      expect(items).toEqual(JSON.parse(plain.body.toString('utf8')));
      expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    });

    it('leaves small answers, refused encodings and other methods as they are', async () => {
      const small = await rawGet(`${api.url}/api/push/public-key`, { 'Accept-Encoding': 'gzip' });
      expect(small.status).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      const refused = await rawGet(`${api.url}/api/boat-parts?limit=24`, { 'Accept-Encoding': 'gzip;q=0, br' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      const post = await fetch(`${api.url}/api/boat-parts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
        body: JSON.stringify({ title: 'x'.repeat(2000) }),
      });
      expect(post.status).toBe(401);
      expect(post.headers.get('content-encoding')).toBeNull();
    });
  });
});

describe('foundation: seeding, restarts and configuration', () => {
  it('a restart on the same database reuses the data: no second seed', async () => {
    const db = await createTestDatabase(inject('adminDatabaseUrl'));
    try {
      const first = await startApi({ databaseUrl: db.url });
      const [{ n: before }] = await query<{ n: string }>(db.url, 'select count(*) as n from boat_parts');
      const [{ u: usersBefore }] = await query<{ u: string }>(db.url, 'select count(*) as u from users');
      expect(await first.stop()).toBe(0);
      const second = await startApi({ databaseUrl: db.url });
      const [{ n: after }] = await query<{ n: string }>(db.url, 'select count(*) as n from boat_parts');
      const [{ u: usersAfter }] = await query<{ u: string }>(db.url, 'select count(*) as u from users');
      expect(await second.stop()).toBe(0);
      expect(Number(before)).toBeGreaterThanOrEqual(150);
      expect(after).toBe(before);
      expect(usersAfter).toBe(usersBefore);
    } finally {
      await db.drop();
    }
  }, 180_000);

  it('PORT=abc stops start-up with one line naming the variable', async () => {
    const api = await startApi({ env: { PORT: 'abc' }, expectExit: true, databaseUrl: 'postgresql://127.0.0.1:1/none' });
    expect(api.child.exitCode).toBe(1);
    const lines = api.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
  });

  it('an unreachable DATABASE_URL fails fast with a one-line reason', async () => {
    const started = Date.now();
    const api = await startApi({ databaseUrl: 'postgresql://postgres@127.0.0.1:1/dockside', expectExit: true });
    expect(api.child.exitCode).toBe(1);
    expect(Date.now() - started).toBeLessThan(20_000);
    const lines = api.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Cannot reach the database at DATABASE_URL \(127\.0\.0\.1:1\/dockside\)/);
  });
});

/** Lists running postgres processes whose data directory lies under `dir`. */
function postgresUnder(dir: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes('postgres') && line.includes(dir));
}

describe('foundation: embedded PostgreSQL (no DATABASE_URL)', () => {
  it('two instances with their own DATA_DIR and PORT run side by side, reuse their data, and stop cleanly', async () => {
    const dirA = mkdtempSync(path.join(tmpdir(), 'dockside-a-'));
    const dirB = mkdtempSync(path.join(tmpdir(), 'dockside-b-'));
    const env = { SEED_DEMO_DATA: 'false' };
    const [a, b] = await Promise.all([startApi({ dataDir: dirA, env }), startApi({ dataDir: dirB, env })]);
    expect(a.url).not.toBe(b.url);
    expect((await fetch(`${a.url}/api/ready`)).status).toBe(200);
    expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
    expect(postgresUnder(dirA).length).toBeGreaterThan(0);
    expect(await a.stop()).toBe(0);
    expect(await b.stop()).toBe(0);
    // SIGTERM stopped the embedded servers too: nothing left running on those directories.
    expect(postgresUnder(dirA)).toEqual([]);
    expect(postgresUnder(dirB)).toEqual([]);
    expect(existsSync(path.join(dirA, 'pg', 'postmaster.pid'))).toBe(false);

    const again = await startApi({ dataDir: dirA, env });
    expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
    expect(again.output()).not.toContain('Initialising embedded PostgreSQL');
    expect(await again.stop('SIGINT')).toBe(0);
    expect(postgresUnder(dirA)).toEqual([]);
  }, 180_000);

  it('recovers when a previous run was killed with SIGKILL and left its database running', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dockside-k-'));
    const env = { SEED_DEMO_DATA: 'false' };
    const first = await startApi({ dataDir: dir, env });
    await first.stop('SIGKILL');
    const second = await startApi({ dataDir: dir, env });
    expect((await fetch(`${second.url}/api/ready`)).status).toBe(200);
    expect(await second.stop()).toBe(0);
    expect(postgresUnder(dir)).toEqual([]);
  }, 180_000);
});
