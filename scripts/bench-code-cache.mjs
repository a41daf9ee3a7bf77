#!/usr/bin/env node
/* global document */
// Does Chromium read V8's code cache back for our kind of scripts? (docs/architecture.md §6.5 lead: an offline cold start
// compiles ≈ 1,600 functions lazily every time, docs/performance.md §6).
//
//   npm run bench:code-cache            options: --loads 4, --functions 3000, --port 3270
//
// A generated script of --functions small functions, all called when it runs, served by a tiny HTTP server
// (immutable caching) as a module (`<script type="module">`) and as a classic script, each either through a
// service worker that put it into Cache Storage during install and answers with it (the app's offline path)
// or from the HTTP cache (no worker). Each variant loads the page --loads times, each in a new Chromium
// process on one profile, tracing V8's compile events, and prints per load: the main thread's lazy
// compilation time (`V8.CompileCode`) and whether a code cache was produced or consumed for the script.
// No app, no database: a probe of the browser, to decide how the app's scripts should be served.
import { mkdtempSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { option } from './lib/args.mjs';

const LOADS = Number(option('loads', 4));
const FUNCTIONS = Number(option('functions', 3000));
const PORT = Number(option('port', 3270));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const site = mkdtempSync(path.join(tmpdir(), 'dockside-code-cache-'));
const functions = Array.from(
  { length: FUNCTIONS },
  (_, i) =>
    `function f${i}(x) { let s = 0; for (let j = 0; j < 3; j++) { s += (x * ${i} + j) % 7; if (s > ${i}) s -= 3; } return s + ${i}; }`,
).join('\n');
const calls = Array.from({ length: FUNCTIONS }, (_, i) => `t += f${i}(${i});`).join('\n');
const body = `${functions}\nlet t = 0;\n${calls}\ndocument.title = 'done ' + t;\n`;
writeFileSync(path.join(site, 'big.mjs'), `${body}export const total = t;\n`);
writeFileSync(path.join(site, 'big.js'), body);
writeFileSync(
  path.join(site, 'sw.js'),
  `self.addEventListener('install', (e) => { self.skipWaiting(); e.waitUntil(caches.open('c').then((c) => c.addAll(['/big.mjs', '/big.js']))); });
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => { if (e.request.url.includes('/big')) e.respondWith(caches.match(e.request).then((r) => r || fetch(e.request))); });`,
);
const page = (script, worker) =>
  `<!doctype html><title>x</title>${script}${worker ? `<script>navigator.serviceWorker.register('/sw.js')</script>` : ''}`;
writeFileSync(path.join(site, 'module-sw.html'), page('<script type="module" src="/big.mjs"></script>', true));
writeFileSync(path.join(site, 'classic-sw.html'), page('<script src="/big.js"></script>', true));
writeFileSync(path.join(site, 'module-http.html'), page('<script type="module" src="/big.mjs"></script>', false));
writeFileSync(path.join(site, 'classic-http.html'), page('<script src="/big.js"></script>', false));

const TYPES = { '.mjs': 'text/javascript', '.js': 'text/javascript', '.html': 'text/html' };
const server = http.createServer((req, res) => {
  const file = path.join(site, new URL(req.url ?? '/', 'http://x').pathname);
  if (!file.startsWith(site) || !existsSync(file)) return res.writeHead(404).end();
  const immutable = path.basename(file).startsWith('big');
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'text/plain',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));

async function variant(name) {
  const profile = mkdtempSync(path.join(tmpdir(), 'dockside-code-cache-profile-'));
  const rows = [];
  try {
    for (let load = 1; load <= LOADS; load += 1) {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-background-networking'],
        headless: true,
      });
      const tab = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(tab);
      const events = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      await cdp.send('Tracing.start', {
        traceConfig: { includedCategories: ['v8', 'disabled-by-default-v8.compile', 'devtools.timeline'] },
        transferMode: 'ReportEvents',
      });
      await tab.goto(`http://127.0.0.1:${PORT}/${name}.html`);
      await tab.waitForFunction(() => document.title.startsWith('done'));
      const controlled = await tab.evaluate(() => navigator.serviceWorker.controller !== null);
      await tab.waitForTimeout(1500); // the cache is written after the script ran
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      await context.close();
      const ours = (e) => JSON.stringify(e.args ?? {}).includes(`/big.`);
      const lazyMs = events.filter((e) => e.name === 'V8.CompileCode' && e.ph === 'X').reduce((sum, e) => sum + e.dur / 1000, 0);
      const produced = events.some((e) => /^v8\.produce(Module)?Cache$/.test(e.name) && ours(e) && e.args?.data?.producedCacheSize > 0);
      const consumed = events.some((e) => /^v8\.compile(Module)?$/.test(e.name) && ours(e) && e.args?.data?.consumedCacheSize > 0);
      rows.push({ load, controlled, lazyMs: Math.round(lazyMs), produced, consumed });
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}

try {
  console.log(`Code cache probe — ${FUNCTIONS} functions, ${LOADS} loads per variant, ${CHROMIUM}`);
  console.log('variant        load  worker  lazy compile  cache produced  cache consumed');
  for (const name of ['classic-sw', 'module-sw', 'classic-http', 'module-http']) {
    for (const r of await variant(name)) {
      console.log(
        `${name.padEnd(14)} ${String(r.load).padStart(4)}  ${String(r.controlled).padEnd(6)}  ${`${r.lazyMs} ms`.padStart(12)}  ${String(r.produced).padEnd(14)}  ${r.consumed}`,
      );
    }
  }
} finally {
  server.close();
  rmSync(site, { recursive: true, force: true });
}
