#!/usr/bin/env node
// Lighthouse benchmark (docs/performance.md): mobile mode (Lighthouse's default: Moto G Power class device,
// simulated slow 4G and 4× CPU slowdown) on home, catalogue and a part detail of the built app,
// median of 5 runs each — performance, accessibility, best practices, SEO, LCP, TBT, CLS — plus a
// repeat visit with the service worker installed (same browser profile, second load): LCP.
//
//   npm run build && npm run bench:lighthouse
//   options: --runs 5, --pages home,catalogue,detail, --url http://127.0.0.1:3000 (an app already running),
//            --pwa-dist DIR (serve another build of the PWA, e.g. `vite build --outDir DIR`),
//            --save-reports DIR (each run's whole Lighthouse report)
//
// Without --url the built API is started the way the end-to-end tests do it: a fresh embedded
// PostgreSQL with the demo data, in a temp DATA_DIR, on a free port (NODE_ENV=production). Chromium is
// the system one (/usr/bin/chromium or CHROMIUM_PATH) through chrome-launcher, headless. Prints a table
// and writes bench/results/lighthouse-<time>.json (with the failing audits of every run).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { option } from './lib/args.mjs';
import { load, machine, median, pageFaultMicros } from './lib/machine.mjs';
import { root, startApi } from './lib/processes.mjs';

const RUNS = Number(option('runs', '5'));
const PAGES = option('pages', 'home,catalogue,detail').split(',');
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const log = (line) => process.stdout.write(`[lighthouse] ${line}\n`);
/** The version that ran (each report's lighthouseVersion), for the results file: runs compare only within a version. */
let lighthouseVersion;
const METRIC_AUDITS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
]);

/** the docs/performance.md targets. Scores are 0–100; LCP, TBT in ms. */
const TARGETS = {
  performance: { min: 90 },
  accessibility: { min: 100 },
  'best-practices': { min: 95 },
  seo: { min: 95 },
  lcp: { max: 2500 },
  tbt: { max: 200 },
  cls: { max: 0.1 },
  repeatLcp: { max: 1500 },
};

function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const metrics = audit('metrics')?.details?.items?.[0] ?? {};
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    failing[id] = category.auditRefs
      .map((ref) => ({ ref, a: lhr.audits[ref.id] }))
      .filter(
        ({ ref, a }) =>
          a && a.score !== null && a.score < 1 && (ref.weight > 0 || id !== 'performance') && a.scoreDisplayMode !== 'informative',
      )
      .map(({ a }) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue }));
  }
  return {
    scores: Object.fromEntries(CATEGORIES.filter((id) => lhr.categories[id]).map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
    lcp: audit('largest-contentful-paint')?.numericValue,
    tbt: audit('total-blocking-time')?.numericValue,
    cls: audit('cumulative-layout-shift')?.numericValue,
    fcp: audit('first-contentful-paint')?.numericValue,
    observedLcp: metrics.observedLargestContentfulPaint,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    runWarnings: lhr.runWarnings,
    failing,
  };
}

/**
 * The page's main thread in the run's own trace, from first contentful paint on: each long task's wall time and
 * the CPU time its thread got during it. Lighthouse's TBT scales wall time (×4); on a shared 2-core machine a task
 * also lasts while the thread waits for a core (the browser's other processes, the server, Lighthouse itself), so
 * `tbtCpu` (each task at its thread's CPU time, ×4, less 50 ms) tells the app's own cost from the machine's.
 * `cpuShare`: CPU time / wall time over those tasks.
 */
function mainThreadTime(events) {
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!nav) return {};
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts >= nav.ts);
  const tasks = events.filter(
    (e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= (fcp?.ts ?? nav.ts) && e.dur > 12_500,
  );
  const blocking = (us) => Math.max(0, (us / 1000) * 4 - 50);
  const wall = tasks.reduce((sum, t) => sum + t.dur, 0);
  const cpu = tasks.reduce((sum, t) => sum + (t.tdur ?? t.dur), 0);
  return {
    tbtWall: tasks.reduce((sum, t) => sum + blocking(t.dur), 0),
    tbtCpu: tasks.reduce((sum, t) => sum + blocking(t.tdur ?? t.dur), 0),
    cpuShare: wall > 0 ? cpu / wall : undefined,
  };
}

/** One Lighthouse run; a run that failed to record (e.g. NO_NAVSTART on a busy machine) is tried again, twice at most. */
async function runLighthouse(port, url, flags = {}, attempt = 1) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...flags });
  const error = !result?.lhr
    ? 'no result'
    : result.lhr.runtimeError
      ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`
      : undefined;
  if (!error) {
    lighthouseVersion = result.lhr.lighthouseVersion;
    // --save-reports DIR: each run's whole report (long tasks, script bootup) for a closer look.
    const reports = option('save-reports');
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(path.join(reports, `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`), result.report);
    }
    return { ...summarise(result.lhr), ...mainThreadTime(result.artifacts?.Trace?.traceEvents ?? []) };
  }
  if (attempt >= 3) throw new Error(`Lighthouse on ${url}: ${error}`);
  log(`Lighthouse on ${url}: ${error} — running it again`);
  return runLighthouse(port, url, flags, attempt + 1);
}

/**
 * Repeat visit: a fresh profile opens the page once and waits until its service worker is active
 * (the precache is complete), then Lighthouse loads it again WITHOUT clearing storage.
 */
async function repeatVisit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    const active = await page.evaluate(
      () =>
        Promise.race([
          navigator.serviceWorker.ready.then((r) => !!r.active),
          new Promise((resolve) => setTimeout(() => resolve(false), 30_000)),
        ]),
      { timeout: 40_000 },
    );
    await page.close();
    await browser.disconnect();
    if (!active) throw new Error('the service worker did not become active within 30 s');
    const result = await runLighthouse(chrome.port, url, { disableStorageReset: true, onlyCategories: ['performance'] });
    return { ...result, serviceWorkerActive: active };
  } finally {
    await chrome.kill();
  }
}

async function resolvePages(baseUrl) {
  const res = await fetch(`${baseUrl}/api/boat-parts?limit=1`);
  const body = await res.json();
  const first = Array.isArray(body) ? body[0] : (body.items ?? body.data ?? [])[0];
  if (!first?.id) throw new Error(`no listing to open: GET /api/boat-parts answered ${res.status}`);
  const all = { home: '/', catalogue: '/boat-parts', detail: `/boat-parts/${first.id}` };
  return PAGES.map((name) => ({ name, path: all[name] }));
}

function fmt(value, kind) {
  if (value === undefined || value === null || Number.isNaN(value)) return '—';
  if (kind === 'ms') return `${Math.round(value)} ms`;
  if (kind === 'cls') return value.toFixed(3);
  if (kind === '%') return `${Math.round(value * 100)} %`;
  return String(Math.round(value));
}

function verdicts(page) {
  const v = {};
  for (const [key, target] of Object.entries(TARGETS)) {
    const value = key === 'repeatLcp' ? page.median.repeatLcp : (page.median.scores?.[key] ?? page.median[key]);
    if (value === undefined || Number.isNaN(value)) continue;
    v[key] = {
      value,
      target: target.min !== undefined ? `≥ ${target.min}` : `≤ ${target.max}`,
      met: target.min !== undefined ? value >= target.min : value <= target.max,
    };
  }
  return v;
}

async function main() {
  const started = new Date();
  const loadAtStart = load();
  const faultAtStart = pageFaultMicros();
  log(
    `Lighthouse ${RUNS} runs × ${PAGES.join(', ')} (+ repeat visits); load average ${loadAtStart.join(' ')}; a page fault ${faultAtStart} µs`,
  );
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (set CHROMIUM_PATH)`);
  let baseUrl = option('url');
  let api;
  let dataDir;
  if (!baseUrl) {
    const pwaDist = path.resolve(option('pwa-dist', path.join(root, 'pwa/dist')));
    if (!existsSync(path.join(pwaDist, 'index.html'))) throw new Error(`${pwaDist} has no index.html: run \`npm run build\` first`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-lighthouse-'));
    api = await startApi({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      CAPTCHA_PROVIDER: 'altcha',
      SEED_DEMO_DATA: 'true',
      PWA_DIST_DIR: pwaDist,
    });
    baseUrl = api.url;
    log(`app started at ${baseUrl} (embedded PostgreSQL, demo data)`);
  }
  try {
    const pages = await resolvePages(baseUrl);
    const results = [];
    for (const page of pages) {
      const url = `${baseUrl}${page.path}`;
      const runs = [];
      const repeats = [];
      const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
      try {
        // One throw-away run first: the server's and the OS's caches warm up, so run 1 is not an outlier.
        await runLighthouse(chrome.port, url);
        for (let i = 0; i < RUNS; i += 1) {
          const r = { ...(await runLighthouse(chrome.port, url)), loadAverage: load()[0] };
          runs.push(r);
          log(
            `${page.name} run ${i + 1}: perf ${r.scores.performance} a11y ${r.scores.accessibility} bp ${r.scores['best-practices']} seo ${r.scores.seo} LCP ${fmt(r.lcp, 'ms')} TBT ${fmt(r.tbt, 'ms')} (at CPU time ${fmt(r.tbtCpu, 'ms')}, main thread on a core ${fmt(r.cpuShare, '%')}) CLS ${fmt(r.cls, 'cls')} (benchmarkIndex ${Math.round(r.benchmarkIndex)}, load ${r.loadAverage})`,
          );
        }
      } finally {
        await chrome.kill();
      }
      for (let i = 0; i < RUNS; i += 1) {
        const r = { ...(await repeatVisit(url)), loadAverage: load()[0] };
        repeats.push(r);
        log(
          `${page.name} repeat visit ${i + 1}: LCP ${fmt(r.lcp, 'ms')} (observed ${fmt(r.observedLcp, 'ms')}), perf ${r.scores.performance}`,
        );
      }
      const med = {
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        tbtCpu: median(runs.map((r) => r.tbtCpu)),
        cpuShare: median(runs.map((r) => r.cpuShare)),
        cls: median(runs.map((r) => r.cls)),
        fcp: median(runs.map((r) => r.fcp)),
        observedLcp: median(runs.map((r) => r.observedLcp)),
        repeatLcp: median(repeats.map((r) => r.lcp)),
        repeatObservedLcp: median(repeats.map((r) => r.observedLcp)),
        repeatPerformance: median(repeats.map((r) => r.scores.performance)),
        benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
      };
      const entry = { name: page.name, path: page.path, median: med, runs, repeats };
      entry.targets = verdicts(entry);
      // The audits that failed in most runs: what to fix.
      const counts = {};
      for (const r of runs) for (const list of Object.values(r.failing)) for (const f of list) counts[f.id] = (counts[f.id] ?? 0) + 1;
      entry.failingAudits = Object.entries(counts)
        .filter(([, n]) => n > runs.length / 2)
        .map(([id, n]) => {
          const example = runs.flatMap((r) => Object.values(r.failing).flat()).find((f) => f.id === id);
          return { id, title: example.title, runs: n, displayValue: example.displayValue };
        });
      results.push(entry);
    }

    const result = {
      started: started.toISOString(),
      machine: { ...machine(), pageFaultMicros: faultAtStart, loadAverageAtStart: loadAtStart, loadAverageAtEnd: load() },
      lighthouse: `${lighthouseVersion}, mobile (default: simulated throttling, 4× CPU slowdown, slow 4G)`,
      chromium: CHROME_PATH,
      runs: RUNS,
      pages: results,
    };
    printTable(result);
    const dir = path.join(root, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `lighthouse-${started.toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(result, null, 2));
    log(`Results written to ${path.relative(root, file)}`);
  } finally {
    await api?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(r) {
  const lines = [
    '',
    `Lighthouse ${lighthouseVersion} (mobile), median of ${r.runs} runs — ${r.machine.cores} cores, load average ${r.machine.loadAverageAtStart.join(' ')} → ${r.machine.loadAverageAtEnd.join(' ')}, a page fault ${r.machine.pageFaultMicros} µs`,
    '',
  ];
  const head = [
    'page',
    'perf',
    'a11y',
    'BP',
    'SEO',
    'LCP',
    'TBT',
    'TBT at CPU',
    'on a core',
    'CLS',
    'repeat LCP',
    '(observed)',
    'bench idx',
  ];
  const rows = r.pages.map((p) => [
    p.name,
    fmt(p.median.scores.performance),
    fmt(p.median.scores.accessibility),
    fmt(p.median.scores['best-practices']),
    fmt(p.median.scores.seo),
    fmt(p.median.lcp, 'ms'),
    fmt(p.median.tbt, 'ms'),
    fmt(p.median.tbtCpu, 'ms'),
    fmt(p.median.cpuShare, '%'),
    fmt(p.median.cls, 'cls'),
    fmt(p.median.repeatLcp, 'ms'),
    fmt(p.median.repeatObservedLcp, 'ms'),
    fmt(p.median.benchmarkIndex),
  ]);
  rows.push(['target', '≥ 90', '100', '≥ 95', '≥ 95', '≤ 2500 ms', '≤ 200 ms', '', '', '≤ 0.100', '≤ 1500 ms', '', '']);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  lines.push(line(head), ...rows.map(line), '');
  for (const p of r.pages) {
    const missed = Object.entries(p.targets).filter(([, t]) => !t.met);
    lines.push(
      `${p.name}: ${missed.length === 0 ? 'every target met' : `MISSED ${missed.map(([k, t]) => `${k} ${typeof t.value === 'number' ? Math.round(t.value * 1000) / 1000 : t.value} (target ${t.target})`).join(', ')}`}`,
    );
    // Metric audits (FCP, LCP, TBT…) are in the table as medians; one run's display value would mislead here.
    for (const f of p.failingAudits) {
      const detail = f.displayValue && !METRIC_AUDITS.has(f.id) ? ` (${f.displayValue})` : '';
      lines.push(`    failing in ${f.runs}/${r.runs} runs: ${f.id} — ${f.title}${detail}`);
    }
  }
  lines.push('');
  lines.push(
    'Simulated throttling scales the wall time of the tasks observed on this machine: on a busy shared machine TBT and LCP come out higher (see bench idx).',
    "'TBT at CPU': the same tasks at the CPU time their thread got (×4, less 50 ms each); 'on a core': CPU time / wall time of those tasks.",
    'A slow page fault (≈ 0.5 µs is usual) makes a browser start cost more CPU than a CPU loop (benchmarkIndex) shows.',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
