import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { constants, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RenderedRoot, registerStaticFiles } from './static-files';

const SHELL = `<!doctype html><html><head><title>Dockside</title><meta name="description" content="x" />
<link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>`;

/**
 * A GET that resolves once the body received so far reads up to `#root` (gunzipped as far as it goes when
 * compressed): what a browser has to paint from while the server still renders.
 */
function headArrived(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; head: string; all: () => Promise<Buffer> }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the head did not arrive before the page had rendered')), 3_000);
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      const ended = new Promise<Buffer>((done) => res.on('end', () => done(Buffer.concat(chunks))));
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        const bytes = Buffer.concat(chunks);
        const head =
          res.headers['content-encoding'] === 'gzip'
            ? gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8')
            : bytes.toString('utf8');
        if (!head.includes('<div id="root">')) return;
        clearTimeout(timer);
        resolve({ headers: res.headers, head, all: () => ended });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('a server-rendered page on a slow link', () => {
  let app: FastifyInstance;
  let dir: string;
  let finishRender: (root: RenderedRoot) => void;
  let url: string;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-files-'));
    mkdirSync(path.join(dir, 'dist'));
    mkdirSync(path.join(dir, 'uploads'));
    writeFileSync(path.join(dir, 'dist', 'index.html'), SHELL);
    app = Fastify();
    await registerStaticFiles(app, {
      pwaDistDir: path.join(dir, 'dist'),
      uploadsDir: path.join(dir, 'uploads'),
      headFor: async () => ({ status: 200, title: 'Catalog', description: 'Parts', tags: '', render: true }),
      render: () => new Promise<RenderedRoot>((resolve) => (finishRender = resolve)),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/boat-parts`;
  });

  afterEach(async () => {
    finishRender({ html: '', after: '' });
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('goes out gzipped, its head readable before the page has rendered', async () => {
    const page = await headArrived(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    // The render has not finished: the head was flushed out of the compressor on its own.
    expect(page.head).toContain('<title>Catalog</title>');
    expect(page.head).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(page.head.endsWith('<div id="root">')).toBe(true);

    const rendered = `<main>${'Bronze seacock $120.00 '.repeat(200)}</main>`;
    finishRender({ html: rendered, after: '<script type="application/json" id="dockside-initial-data">[]</script>' });
    const whole = await page.all();
    const html = gunzipSync(whole).toString('utf8');
    expect(html).toContain(`<div id="root">${rendered}</div><script type="application/json" id="dockside-initial-data">[]</script>`);
    expect(whole.length).toBeLessThan(Buffer.byteLength(html) / 4);
  });

  it('goes out as it is to a client that does not accept gzip', async () => {
    const page = await headArrived(url, { 'Accept-Encoding': 'gzip;q=0' });
    expect(page.headers['content-encoding']).toBeUndefined();
    finishRender({ html: '<main>Bronze seacock</main>', after: '' });
    expect((await page.all()).toString('utf8')).toContain('<div id="root"><main>Bronze seacock</main></div>');
  });
});
