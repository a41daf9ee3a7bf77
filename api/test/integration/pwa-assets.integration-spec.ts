import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, PWA_DIST, startApi, startApiWithPwa } from '../utils/api-process';
import { createTestDatabase } from '../utils/test-database';

/**
 * The built PWA as the API serves it (docs/architecture.md §6: correct cache headers for index.html, sw.js and the
 * manifest). Needs `npm run build` (pwa/dist) before the run, like foundation.integration-spec.ts.
 */
describe('PWA assets: cache headers and content types', () => {
  let api: ApiProcess;
  let server: Awaited<ReturnType<typeof startApiWithPwa>> | undefined;

  beforeAll(async () => {
    server = await startApiWithPwa(inject('adminDatabaseUrl'));
    api = server.api;
  });
  afterAll(() => server?.stop());

  const get = (pathname: string) => fetch(`${api.url}${pathname}`);

  it('the shell (/, /index.html and every app route) is revalidated on each load', async () => {
    for (const route of ['/', '/index.html', '/boat-parts', '/boat-parts/edit/3', '/account?tab=settings', '/no/such/page']) {
      const res = await get(route);
      // An unknown path is a 404 (no soft 404s for crawlers), still with the shell that shows the not-found screen.
      expect(res.status, route).toBe(route === '/no/such/page' ? 404 : 200);
      expect(res.headers.get('content-type'), route).toContain('text/html');
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('the service worker is revalidated on each update check, served as JavaScript from the root scope', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    // Its scope is the default one (/): no Service-Worker-Allowed header needed.
    expect(res.headers.get('service-worker-allowed')).toBeNull();
    const sw = await res.text();
    // The precache lists the shell, not the install-dialog screenshots.
    expect(sw).toContain('index.html');
    expect(sw).not.toContain('screenshots/');
  });

  it('the manifest is revalidated and typed application/manifest+json', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    expect(await res.json()).toMatchObject({ short_name: 'Dockside', start_url: '/', display: 'standalone' });
  });

  it('hashed assets are immutable; icons and screenshots are cached for an hour', async () => {
    const html = await (await get('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const res = await get(asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
    }
    for (const file of ['/icons/icon-192.png', '/icons/apple-touch-icon.png', '/screenshots/catalogue-wide.png']) {
      const res = await get(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toBe('image/png');
      expect(res.headers.get('cache-control'), file).toBe('public, max-age=3600');
    }
  });

  it('a missing script, style or image is a 404, never the shell (the worker would cache HTML as a script)', async () => {
    for (const missing of [
      '/assets/index-0ld8uild.js',
      '/assets/index-0ld8uild.css',
      '/assets/',
      '/icons/nope.png',
      '/workbox-0ld.js',
      '/sitemap-0ld.xml',
    ]) {
      const res = await get(missing);
      expect(res.status, missing).toBe(404);
      expect(res.headers.get('content-type'), missing).not.toContain('text/html');
      expect(res.headers.get('cache-control'), missing).toBe('no-cache');
    }
  });

  it('unknown /api paths stay JSON 404s', async () => {
    const res = await get('/api/no-such-thing.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('PWA_DIST_DIR: the API serves the PWA build it names', () => {
  it('serves that directory, with the same headers', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dockside-pwa-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Dockside</title></head><div id="root" data-build="other"></div>');
    writeFileSync(path.join(dir, 'sw.js'), readFileSync(path.join(PWA_DIST, 'sw.js')));
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const db = await createTestDatabase(inject('adminDatabaseUrl'));
    const api = await startApi({ databaseUrl: db.url, env: { SEED_DEMO_DATA: 'false', PWA_DIST_DIR: dir } });
    try {
      const shell = await fetch(`${api.url}/boat-parts`);
      expect(await shell.text()).toContain('<div id="root" data-build="other">');
      expect(shell.headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${api.url}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${api.url}/assets/app-abc123.js`)).headers.get('cache-control')).toContain('immutable');
    } finally {
      await api.stop();
      await db.drop();
    }
  });
});
