import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { noSuchEndpoint } from './no-such-endpoint';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Files that must never be cached stale: the shell, the service worker, the manifest. */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Serves the built PWA on the API's origin (ARCHITECTURE.md §3): hashed assets immutable,
 * the shell and worker revalidated; any other GET outside /api gets the shell so the client router
 * renders the screen or its 404 page. Unknown /api paths answer 404 JSON, never HTML.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { pwaDistDir: string; uploadsDir: string },
): Promise<{ pwaServed: boolean }> {
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    wildcard: true,
    setHeaders: (reply) => void reply.header('cache-control', IMMUTABLE),
  });

  app.get('/api/*', async (request, reply) => {
    await reply.status(404).send({ message: noSuchEndpoint(request.method, request.url), code: 'NOT_FOUND' });
  });

  const indexFile = path.join(options.pwaDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/*', async (_request, reply) => {
      await reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The app has not been built. Run `npm run build` (or `npm start`), or use `npm run dev` for the dev server.');
    });
    return { pwaServed: false };
  }

  await app.register(fastifyStatic, {
    root: options.pwaDistDir,
    prefix: '/',
    index: false,
    // Routes are created for the files present at start-up; everything else falls to the shell below.
    wildcard: false,
    // The build writes .br/.gz beside each hashed asset (pwa/config/precompress.ts): sent when accepted.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const rel = '/' + path.relative(options.pwaDistDir, filePath).split(path.sep).join('/');
      void reply.header(
        'cache-control',
        rel.startsWith('/assets/') ? IMMUTABLE : ALWAYS_REVALIDATE.has(rel) ? REVALIDATE : 'public, max-age=3600',
      );
    },
  });

  const shell = readFileSync(indexFile);
  const sendShell = (reply: FastifyReply) => reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(shell);
  app.get('/', async (_request, reply) => sendShell(reply));
  app.get('/*', async (request, reply) => {
    // A missing script, style or image is a 404, never the shell: the service worker would otherwise
    // precache HTML under a script's name (e.g. an old tab asking for a chunk of a replaced build).
    if (isStaticFilePath(request.url)) {
      await reply.status(404).header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found');
      return;
    }
    await sendShell(reply);
  });
  return { pwaServed: true };
}

/** Files the build emits (hashed assets, icons, manifest, worker): never an app route of spec §2. */
const STATIC_FILE = /\.(?:js|mjs|css|map|json|webmanifest|png|jpe?g|gif|svg|ico|webp|avif|woff2?|txt|xml)$/i;

function isStaticFilePath(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname.startsWith('/assets/') || STATIC_FILE.test(pathname);
}
