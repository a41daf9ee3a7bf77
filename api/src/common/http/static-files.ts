import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { PassThrough } from 'node:stream';
import { constants as zlib, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './escape-html';
import { acceptsGzip, COMPRESS_MIN_BYTES, GZIP_OPTIONS, gzipAsync, varyOnEncoding } from './json-compression';
import { noSuchEndpoint } from './no-such-endpoint';
import { withPageReads } from './page-reads';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The shell's app container (pwa/index.html), empty: a server-rendered page fills it. */
const ROOT = '<div id="root">';
const ROOT_END = '</div>';
const REVALIDATE = 'no-cache';
/** The built shell's `modulepreload` hints, each on its own line. */
const MODULE_PRELOAD = /\n\s*<link rel="modulepreload"[^>]*>/g;
/** The shell's scripts for the service worker's copy only (pwa/config/database-warm-up.ts): no use without a worker. */
const WORKER_SHELL_ONLY = /\s*<script [^>]*data-worker-shell[^>]*><\/script>/g;

/** Files that must never be cached stale: the shell, the service worker, the manifest. */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Serves the built PWA on the API's origin (docs/architecture.md §3.1): hashed assets immutable,
 * the shell and worker revalidated; any other GET outside /api gets the shell so the client router
 * renders the screen or its 404 page. Unknown /api paths answer 404 JSON, never HTML.
 */
/** The server-made part of a page's head (docs/architecture.md §5.4): its status, title, description and extra tags. */
export interface ShellHead {
  status: number;
  title: string;
  description: string;
  /** Ready-made, escaped tags (canonical, Open Graph, JSON-LD). */
  tags: string;
  /** A public page asked for without a session: rendered on the server (docs/architecture.md §5.4). */
  render?: boolean;
}

/** A server-rendered page's parts (api/src/modules/seo/server-render.ts): `#root`'s markup and what follows it. */
export interface RenderedRoot {
  html: string;
  /** Written right after `#root` (the data block the app's first render reads). */
  after: string;
}

/** How the shell's pages are made: each URL's head, and the server rendering of its root. */
export interface ShellPages {
  headFor?: (url: string, request: FastifyRequest) => Promise<ShellHead>;
  render?: (url: string) => Promise<RenderedRoot | null>;
}

export async function registerStaticFiles(
  app: FastifyInstance,
  options: ShellPages & { pwaDistDir: string; uploadsDir: string },
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

  const shell = readFileSync(indexFile, 'utf8');
  // A page the server renders paints from its HTML and style sheet: the modules it hydrates with load when
  // the entry asks for them, not beside the style sheet and the photo (docs/architecture.md §5.4; pwa/config/styles-first.ts).
  // Nor the database's warm-up: a page the server renders is a first visit, with no worker and no data yet.
  const renderedShell = shell.replace(MODULE_PRELOAD, '').replace(WORKER_SHELL_ONLY, '');
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    let head: ShellHead | undefined;
    try {
      head = await options.headFor?.(url, request);
    } catch (error) {
      // The page's head needs the database; without it the plain shell still starts the app (offline data).
      reply.log.warn({ err: error }, 'page head failed: plain shell sent');
    }
    const html = head ? withHead(head.render && options.render ? renderedShell : shell, head) : shell;
    void reply
      .status(head?.status ?? 200)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8');
    // Pages go out gzipped to a browser that accepts it: the catalogue's rendered page is 76 KB of HTML and
    // data, ≈ 12 KB gzipped — on a slow link, round trips before the first paint (docs/architecture.md §5.4).
    varyOnEncoding(reply);
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    const root = html.indexOf(ROOT);
    if (!head?.render || !options.render || root < 0) {
      if (!gzip || Buffer.byteLength(html) < COMPRESS_MIN_BYTES) return reply.send(html);
      return reply.header('content-encoding', 'gzip').send(await gzipAsync(html, GZIP_OPTIONS));
    }
    // Server rendering (docs/architecture.md §5.4): the head goes out at once — the browser fetches the style sheet, the
    // scripts and the preloaded photo while the page renders — then the rendered root and its data.
    const zipped = gzip ? createGzip(GZIP_OPTIONS) : undefined;
    const body = zipped ?? new PassThrough();
    if (zipped) void reply.header('content-encoding', 'gzip');
    void reply.send(body);
    body.write(html.slice(0, root + ROOT.length));
    // Compressed, the head would wait in zlib's buffer for the rest: flushed out now (the stream goes on).
    zipped?.flush(zlib.Z_SYNC_FLUSH);
    let rendered: RenderedRoot | null = null;
    try {
      rendered = await options.render(url);
    } catch (error) {
      // The app renders the page in the browser, as for the service worker's shell.
      reply.log.warn({ err: error }, 'server rendering failed: empty root sent');
    }
    body.end(
      rendered
        ? rendered.html + html.slice(root + ROOT.length).replace(ROOT_END, () => ROOT_END + rendered.after)
        : html.slice(root + ROOT.length),
    );
    return reply;
  };
  // A page's head and its rendering read the same listing or question once (page-reads.ts).
  app.get('/', async (request, reply) => withPageReads(() => sendShell(request, reply)));
  app.get('/*', async (request, reply) => {
    // A missing script, style or image is a 404, never the shell: the service worker would otherwise
    // precache HTML under a script's name (e.g. an old tab asking for a chunk of a replaced build).
    if (isStaticFilePath(request.url)) {
      await reply.status(404).header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found');
      return;
    }
    await withPageReads(() => sendShell(request, reply));
  });
  return { pwaServed: true };
}

/**
 * The shell with the page's title and description in place of the defaults, and its tags right after the
 * description — before the app's scripts, so a preloaded photo is asked for ahead of them (docs/architecture.md §5.4).
 */
export function withHead(shell: string, head: ShellHead): string {
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  const titled = shell.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  const DESCRIPTION = /<meta\s+name="description"[\s\S]*?>/;
  // A shell without a description (never ours) still gets every tag.
  if (!DESCRIPTION.test(titled)) return titled.replace('</head>', () => `${description}${head.tags}</head>`);
  return titled.replace(DESCRIPTION, () => `${description}${head.tags}`);
}

/** Files the build emits (hashed assets, icons, manifest, worker): never an app route of spec §2. */
const STATIC_FILE = /\.(?:js|mjs|css|map|json|webmanifest|png|jpe?g|gif|svg|ico|webp|avif|woff2?|txt|xml)$/i;

function isStaticFilePath(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname.startsWith('/assets/') || STATIC_FILE.test(pathname);
}
