#!/usr/bin/env node
/* global document, window, MutationObserver */
// Captcha difficulty benchmark (docs/decisions.md "Security"): how long the ALTCHA proof of work takes on a slow phone,
// emulated by Debian's Chromium with CPU throttling (DevTools' Emulation.setCPUThrottlingRate).
//
//   npm run build && npm run bench:captcha
//   options: --runs 15, --rate 4 (CPU slow-down), --mode page|worker|both (default both), --port 3260
//
// The built API runs with CAPTCHA_PROVIDER=altcha on a PostgreSQL of our own, so each run solves a fresh
// challenge the server signed with its real COUNTER_RANGE (api/src/modules/captcha/captcha.service.ts).
//
// - worker: the app's own path. Each run opens /sell-boat-parts/register in a new tab (throttled before
//   it loads); the form's CaptchaSession fetches GET /api/captcha/challenge and solves it in the app's web
//   worker. Timed in the page: from the challenge request's start (Resource Timing) to the widget's
//   data-status="verified" (MutationObserver).
// - page: the same solver (altcha-lib's solveChallenge with its Web Crypto SHA-256, the worker's imports)
//   run on the page's main thread, from the fetch of a fresh challenge to the solution. DevTools' CPU
//   throttling slows only a page's main thread: sent to a dedicated worker's target, Chromium 156 answers
//   "Operation is only supported for pages, not workers". On a phone the worker runs on the same slow
//   CPU, so this mode is the one that decides the difficulty (and the exit code); the worker mode shows
//   the app's whole path at unthrottled worker speed. Each mode's unthrottled cost per 1,000 hashes is
//   printed too.
//
// Each challenge is also solved in Node to learn its counter (the number of hashes the browser did), so
// the table shows the hash rate as well as the times. Prints a table and writes
// bench/results/captcha-<time>.json (git-ignored).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { option } from './lib/args.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { load, machine, median } from './lib/machine.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { root, startApi } from './lib/processes.mjs';

const RUNS = Number(option('runs', '15'));
const RATE = Number(option('rate', '4'));
const MODE = option('mode', 'both');
const PORT = option('port', '3260');
const TARGET_MEDIAN_MS = 1500;

const ALTCHA_DIR = path.join(
  path.dirname(createRequire(path.join(root, 'api', 'package.json')).resolve('altcha-lib')),
  '..',
  '..',
  'esm',
  'v2',
);
const log = (line) => process.stdout.write(`[captcha] ${line}\n`);
const round = (x, digits = 0) => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : null);
/** Nearest-rank percentile. */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/** The counter of a challenge: what the browser had to find, hash by hash. */
async function counterOf(challenge) {
  const { solveChallenge } = await import(path.join(ALTCHA_DIR, 'index.js'));
  const { deriveKey } = await import(path.join(ALTCHA_DIR, 'algorithms', 'sha.js'));
  return (await solveChallenge({ challenge, deriveKey })).counter;
}

async function throttledPage(context, rate) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

/**
 * Serves an empty page at /__bench/page and altcha-lib's browser build under /__bench/altcha/: same origin
 * as the API, so the page can fetch challenges and import the solver.
 */
async function routeAltcha(context, baseUrl) {
  await context.route(`${baseUrl}/__bench/page`, (route) =>
    route.fulfill({ body: '<!doctype html><title>captcha bench</title>', contentType: 'text/html' }),
  );
  await context.route(`${baseUrl}/__bench/altcha/**`, (route) => {
    const file = new URL(route.request().url()).pathname.replace('/__bench/altcha/', '');
    route.fulfill({ body: readFileSync(path.join(ALTCHA_DIR, file)), contentType: 'text/javascript' });
  });
}

/** One solve on the page's main thread: fresh challenge → solution. */
async function solveInPage(context, baseUrl, rate) {
  const page = await throttledPage(context, rate);
  try {
    await page.goto(`${baseUrl}/__bench/page`);
    return await page.evaluate(async () => {
      const { solveChallenge } = await import('/__bench/altcha/pow.js');
      const { deriveKey } = await import('/__bench/altcha/algorithms/web/sha.js');
      const started = performance.now();
      const challenge = await (await fetch('/api/captcha/challenge', { cache: 'no-store' })).json();
      const solution = await solveChallenge({ challenge, deriveKey });
      return { ms: performance.now() - started, counter: solution.counter };
    });
  } finally {
    await page.close();
  }
}

/** One solve the way a user gets it: the sign-up form's captcha in the app's web worker. */
async function solveInApp(context, baseUrl, rate) {
  const page = await throttledPage(context, rate);
  let challenge;
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/captcha/challenge') && response.ok()) challenge = await response.json();
  });
  try {
    await page.addInitScript(() => {
      const marks = { verified: null, problem: null };
      window.__captchaBench = marks;
      const observer = new MutationObserver(() => {
        const status = document.querySelector('[data-status]')?.getAttribute('data-status');
        if (status === 'verified') marks.verified = performance.now();
        else if (status && status !== 'loading') marks.problem = status;
        if (marks.verified !== null || marks.problem !== null) observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-status'] });
    });
    await page.goto(`${baseUrl}/sell-boat-parts/register`);
    await page.waitForFunction(() => window.__captchaBench.verified !== null || window.__captchaBench.problem !== null, null, {
      timeout: 120_000,
      polling: 100,
    });
    const problem = await page.evaluate(() => window.__captchaBench.problem);
    if (problem) return { problem };
    const ms = await page.evaluate(() => {
      const [request] = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/api/captcha/challenge'));
      return window.__captchaBench.verified - request.startTime;
    });
    return { ms, counter: challenge ? await counterOf(challenge) : NaN };
  } finally {
    await page.close();
  }
}

/**
 * A run whose widget ended 'timedOut' (its 5 s load timeout, on a loaded machine with a throttled page)
 * or 'failed' is reported and repeated, not timed.
 */
async function solveOnce(name, solve, context, baseUrl, rate, problems) {
  for (;;) {
    const run = await solve(context, baseUrl, rate);
    if (!run.problem) return run;
    problems.push(run.problem);
    log(`${name}: the widget ended '${run.problem}'; run repeated`);
    if (problems.length > RUNS) throw new Error(`${name}: too many runs ended '${run.problem}'`);
  }
}

async function measure(name, solve, context, baseUrl) {
  const problems = [];
  const calibrate = [];
  for (let i = 0; i < 3; i += 1) calibrate.push(await solveOnce(name, solve, context, baseUrl, 1, problems));
  const unthrottledPer1000 = median(calibrate.map((run) => (run.ms / run.counter) * 1000));
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const run = await solveOnce(name, solve, context, baseUrl, RATE, problems);
    runs.push(run);
    log(`${name} ${String(i + 1).padStart(2)}/${RUNS}: ${round(run.ms)} ms for counter ${run.counter}`);
  }
  const times = runs.map((run) => run.ms);
  const per1000 = median(runs.map((run) => (run.ms / run.counter) * 1000));
  return {
    mode: name,
    rate: RATE,
    runs: runs.length,
    medianMs: round(median(times)),
    p90Ms: round(percentile(times, 90)),
    minMs: round(Math.min(...times)),
    maxMs: round(Math.max(...times)),
    medianCounter: round(median(runs.map((run) => run.counter))),
    msPer1000Hashes: round(per1000, 1),
    unthrottledMsPer1000Hashes: round(unthrottledPer1000, 1),
    /** The counter whose solve takes TARGET_MEDIAN_MS at this speed: the counter range's middle may not exceed it. */
    counterForTarget: round((TARGET_MEDIAN_MS / per1000) * 1000),
    repeated: problems.join(' ') || 'none',
    values: runs.map((run) => ({ ms: round(run.ms), counter: run.counter })),
  };
}

async function main() {
  const startedAt = new Date();
  log(`load average ${load().join(' ')} on ${machine().cores} cores; ${RUNS} runs at ${RATE}× CPU throttling`);
  const work = mkdtempSync(path.join(tmpdir(), 'dockside-bench-captcha-'));
  const postgres = await startPostgres(path.join(work, 'pg'), { log });
  let api;
  let browser;
  const results = [];
  try {
    api = await startApi({
      DATABASE_URL: await postgres.createDatabase('bench_captcha'),
      DATA_DIR: path.join(work, 'data'),
      PORT,
      NODE_ENV: 'test',
      CAPTCHA_PROVIDER: 'altcha',
      SEED_DEMO_DATA: 'false',
    });
    log(`app at ${api.url}`);
    browser = await launchChromium();
    log(`Chromium ${browser.version()}`);
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await routeAltcha(context, api.url);
    if (MODE === 'both' || MODE === 'worker') results.push(await measure('worker', solveInApp, context, api.url));
    if (MODE === 'both' || MODE === 'page') results.push(await measure('page', solveInPage, context, api.url));
    const report = {
      startedAt,
      machine: machine(),
      chromium: browser.version(),
      loadAverage: load(),
      targetMedianMs: TARGET_MEDIAN_MS,
      results,
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const file = path.join(root, 'bench/results', `captcha-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(report, null, 2));

    console.log(
      `\nCaptcha solve time, ${RUNS} fresh challenges, ${RATE}× CPU throttling (${machine().cpu}, Chromium ${browser.version()})`,
    );
    console.table(
      results.map(({ values: _values, ...row }) => ({
        ...row,
        target:
          row.mode !== 'page' ? '(worker: not throttled)' : row.medianMs <= TARGET_MEDIAN_MS ? 'median ≤ 1.5 s ✓' : 'median > 1.5 s ✗',
      })),
    );
    log(`written ${path.relative(root, file)}`);
    if (results.some((row) => row.mode === 'page' && row.medianMs > TARGET_MEDIAN_MS)) process.exitCode = 1;
  } finally {
    await browser?.close().catch(() => undefined);
    await api?.stop();
    await postgres.stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
