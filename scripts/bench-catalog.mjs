#!/usr/bin/env node
// Catalogue benchmark (docs/architecture.md §7.2, perf_security_anchors §7 S1–S3, A2).
//
//   npm run build && npm run bench:catalog                 # 100,000 listings
//   npm run bench:catalog -- --size 1000000 --iterations 40
//   options: --seconds 10 (HTTP phases), --concurrency 16 (detail), --keep (keep the database),
//            --data-dir DIR (embedded) / --database NAME (BENCH_DATABASE_URL's server): reuse a database
//            seeded by an earlier run of the same --size, and keep it
//
// 1. A separate database: a new one on BENCH_DATABASE_URL's / TEST_DATABASE_URL's server, else an
//    embedded PostgreSQL (api/dist/database/embedded-database.js) under the OS temp folder, tuned
//    like a small dedicated server (shared_buffers 2 GB…).
// 2. The built API is started once against it (SEED_DEMO_DATA=false): that runs the migrations.
// 3. N synthetic listings are bulk-inserted with INSERT … SELECT generate_series, then VACUUM ANALYZE.
// 4. Measured: the catalogue queries in the database (direct pg timing of the exact SQL the API
//    runs, plus one EXPLAIN ANALYZE each), the same queries through the API over HTTP (c=1, and an
//    open-model mix at 50 req/s), and GET /api/boat-parts/{id} through the API vs a raw Fastify + pg
//    handler running the same SQL.
// Prints a table and writes bench/results/catalog-<size>-<time>.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { flag, option } from './lib/args.mjs';
import { fitmentData, seed as seedCatalog } from './lib/catalog-seed.mjs';
import { databaseOn } from './lib/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'api', 'package.json'));
const pg = require('pg');

// ---------------------------------------------------------------- options

// ---------------------------------------------------------------- raw Fastify + pg (the A2 baseline)
/** GET /api/boat-parts/:id with Fastify and pg only: the API's SQL, its visibility rule and its mapping. */
async function rawServer(databaseUrl, port) {
  const Fastify = require('fastify');
  const { DETAIL_COLUMNS } = require(path.join(root, 'api/dist/modules/listings/listing.row.js'));
  const { toBoatPart } = require(path.join(root, 'api/dist/modules/listings/listing.mapper.js'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const sql = `SELECT ${DETAIL_COLUMNS} FROM boat_parts p WHERE p.id = $1 AND p.deleted_at IS NULL`;
  const app = Fastify({ logger: false });
  app.get('/api/boat-parts/:id', async (request, reply) => {
    const id = Number(request.params.id);
    if (!/^[1-9]\d{0,9}$/.test(request.params.id) || id > 2147483647) return reply.status(404).send({ code: 'PART_NOT_FOUND' });
    const { rows } = await pool.query(sql, [id]);
    const row = rows[0];
    const visible =
      row && ['active', 'sold'].includes(row.status) && row.moderation_status !== 'rejected' && row.approval_status !== 'rejected';
    if (!visible) return reply.status(404).send({ code: 'PART_NOT_FOUND' });
    return toBoatPart(row);
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.stdout.write(`raw listening on ${app.server.address().port}\n`);
}

// ---------------------------------------------------------------- main
async function main() {
  const size = Number(option('size', '100000'));
  const iterations = Number(option('iterations', size >= 1_000_000 ? '40' : '100'));
  const seconds = Number(option('seconds', '10'));
  const concurrency = Number(option('concurrency', '16'));
  const started = new Date();
  const loadAverageAtStart = loadavg();
  log(`Catalogue benchmark: ${size.toLocaleString('en')} listings, ${iterations} iterations per query, ${cpus().length} cores`);

  const db = await openDatabase(size);
  const apiDataDir = mkdtempSync(path.join(tmpdir(), 'dockside-bench-api-'));
  const children = [];
  try {
    const api = await startProcess(
      process.execPath,
      [path.join(root, 'api/dist/main.js')],
      {
        DATABASE_URL: db.url,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        CAPTCHA_PROVIDER: 'altcha',
        DATA_DIR: apiDataDir,
      },
      /running at (http:\/\/\S+)/,
      30 * 60_000,
    );
    children.push(api);
    log(`API started (migrations applied) at ${api.url}`);

    const client = new pg.Client({ connectionString: db.url });
    client.on('error', (error) => log(`database connection lost: ${error.message}`));
    await client.connect();
    const seeded = await seedCatalog(client, size, log);
    const serverInfo = await describeServer(client);

    const scenarios = await buildScenarios(client);
    const database = [];
    for (const s of scenarios) {
      const timings = await timeQueries(client, s.statements, iterations);
      const plan = await explain(client, s.statements);
      database.push({
        name: s.name,
        query: s.query,
        ...(s.partNumber ? { partNumber: true } : {}),
        ...(s.fits ? { fits: true } : {}),
        rows: s.rows,
        typoSearch: s.typo,
        statements: s.statements.length,
        ...stats(timings),
        plan,
      });
      log(`db   ${s.name.padEnd(34)} p50 ${fmt(stats(timings).p50)}  p95 ${fmt(stats(timings).p95)}`);
    }

    const api1 = [];
    for (const s of scenarios.filter((x) => x.path)) {
      const timings = [];
      for (let i = 0; i < Math.min(iterations, 100); i += 1) timings.push(await httpTime(`${api.url}${s.path}`));
      api1.push({ name: s.name, path: s.path, ...stats(timings) });
      log(`http ${s.name.padEnd(34)} p50 ${fmt(stats(timings).p50)}  p95 ${fmt(stats(timings).p95)}`);
    }

    const mix = await openModel(
      api.url,
      scenarios.filter((s) => s.inMix).map((s) => s.path),
      50,
      seconds,
    );
    log(`http mix at 50 req/s for ${seconds} s: p50 ${fmt(mix.p50)}  p95 ${fmt(mix.p95)}  p99 ${fmt(mix.p99)}  errors ${mix.errors}`);

    const ids = (
      await client.query(`SELECT id FROM boat_parts WHERE status = 'active' AND deleted_at IS NULL ORDER BY random() LIMIT 2000`)
    ).rows.map((r) => r.id);
    const raw = await startProcess(
      process.execPath,
      [fileURLToPath(import.meta.url), '--raw-server', '--database-url', db.url],
      {},
      /raw listening on (\d+)/,
    );
    children.push(raw);
    const rawUrl = `http://127.0.0.1:${raw.url}`;
    // Interleaved rounds (API, raw, API, raw…) so load from anything else on the machine hits both alike.
    const targetsByName = { api: api.url, raw: rawUrl };
    for (const base of Object.values(targetsByName)) await closedModel(base, ids, concurrency, 5); // warm-up (JIT, pool)
    const rounds = { api: [], raw: [] };
    for (let round = 0; round < 5; round += 1) {
      for (const [name, base] of Object.entries(targetsByName)) rounds[name].push(await closedModel(base, ids, concurrency, seconds / 5));
    }
    const detail = {};
    for (const [name, list] of Object.entries(rounds)) {
      const requests = list.reduce((sum, r) => sum + r.requests, 0);
      detail[name] = {
        requests,
        errors: list.reduce((sum, r) => sum + r.errors, 0),
        rps: requests / list.reduce((sum, r) => sum + r.elapsed, 0),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        rounds: list.map((r) => Math.round(r.rps)),
      };
      log(`detail ${name}: ${detail[name].rps.toFixed(0)} req/s (rounds ${detail[name].rounds.join(', ')}), p50 ${fmt(detail[name].p50)}`);
    }
    const c1 = {};
    for (const [name, base] of [
      ['api', api.url],
      ['raw', rawUrl],
    ]) {
      const timings = [];
      for (let i = 0; i < 500; i += 1) timings.push(await httpTime(`${base}/api/boat-parts/${ids[i % ids.length]}`));
      c1[name] = stats(timings);
    }
    await client.end();

    const targets = evaluate(size, database, mix, detail);
    const result = {
      started: started.toISOString(),
      machine: {
        cores: cpus().length,
        cpu: cpus()[0]?.model,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        loadAverageAtStart,
        loadAverageAtEnd: loadavg(),
      },
      database: { kind: db.kind, ...serverInfo },
      size,
      seeded,
      iterations,
      databaseQueries: database,
      apiSequential: api1,
      apiMix50rps: mix,
      detail: { concurrency, seconds, ...detail, ratio: detail.api.rps / detail.raw.rps, sequential: c1 },
      targets,
    };
    printTable(result);
    const dir = path.join(root, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `catalog-${size}-${started.toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(result, null, 2));
    log(`Results written to ${path.relative(root, file)}`);
  } finally {
    for (const child of children.reverse()) await child.stop();
    await db.close();
    rmSync(apiDataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- database
async function openDatabase(size) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  // --database NAME (external server) / --data-dir DIR (embedded): reuse a database seeded by an earlier
  // run with the same --size (seeding is skipped, the API's new migrations are applied) and keep it.
  const reuse = option('database');
  const name = reuse ?? `dockside_bench_${size}_${Date.now().toString(36)}`;
  if (reuse !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(reuse)) throw new Error(`--database ${reuse}: not a plain database name`);
  if (serverUrl) {
    const database = await databaseOn(serverUrl, name);
    log(`Database ${name} on ${database.host} (BENCH_DATABASE_URL/TEST_DATABASE_URL)${database.exists ? ', reused' : ''}`);
    return {
      kind: 'external',
      url: database.url,
      async close() {
        if (flag('keep') || reuse !== undefined) return;
        await database.drop();
      },
    };
  }
  const { startEmbeddedDatabase } = require(path.join(root, 'api/dist/database/embedded-database.js'));
  const reuseDir = option('data-dir');
  const dataDir = reuseDir ? path.resolve(reuseDir) : mkdtempSync(path.join(tmpdir(), 'dockside-bench-pg-'));
  let db = await startEmbeddedDatabase(dataDir, log);
  // A small dedicated server's settings (the embedded default of 128 MB shared_buffers is a laptop's).
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  for (const setting of [
    `shared_buffers = '2GB'`,
    `effective_cache_size = '8GB'`,
    `work_mem = '16MB'`,
    `maintenance_work_mem = '512MB'`,
    `random_page_cost = 1.1`,
    `max_wal_size = '4GB'`,
    `synchronous_commit = off`,
  ]) {
    await c.query(`ALTER SYSTEM SET ${setting}`);
  }
  await c.end();
  await db.stop();
  db = await startEmbeddedDatabase(dataDir, log);
  log(`Embedded PostgreSQL in ${dataDir}`);
  return {
    kind: 'embedded',
    url: db.url,
    async close() {
      await db.stop();
      if (!flag('keep') && !reuseDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function describeServer(client) {
  const settings = {};
  for (const name of ['server_version', 'shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost', 'jit']) {
    settings[name] = (await client.query(`SHOW ${name}`)).rows[0][name];
  }
  const size = (await client.query(`SELECT pg_size_pretty(pg_total_relation_size('boat_parts')) AS s`)).rows[0].s;
  return { settings, boatPartsSize: size };
}

// ---------------------------------------------------------------- scenarios: the API's own SQL
async function buildScenarios(client) {
  require('reflect-metadata');
  const { parseCatalogQuery } = require(path.join(root, 'api/dist/modules/listings/search/catalog-query.js'));
  const { CatalogSearchRepository } = require(path.join(root, 'api/dist/modules/listings/search/catalog-search.repository.js'));
  const { encodeCursor } = require(path.join(root, 'api/dist/modules/listings/search/catalog-cursor.js'));
  const { toPositional } = require(path.join(root, 'api/dist/database/sql.js'));
  const { partNumberKey } = require('@dockside/shared/fitment');
  // A stand-in EntityManager whose pool (`getNativeClient()`) runs each statement on the bench connection and
  // records it: a search is one statement, or two when full text finds nothing and the typo search runs.
  let statements = [];
  const connection = {
    query: async (sql, bindings) => {
      statements.push({ sql, bindings });
      return client.query(sql, bindings);
    },
  };
  const em = {
    getTransactionContext: () => undefined,
    getConnection: () => ({ getNativeClient: async () => connection }),
  };
  const repository = new CatalogSearchRepository(em);
  const run = async (query) => {
    statements = [];
    const { rows, typo } = await repository.search(parseCatalogQuery(query));
    return { statements, rows, typo };
  };
  const qs = (query) =>
    new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))).toString();

  const base = [
    { name: 'newest, page 1', query: {}, inMix: true },
    { name: 'common word (pump), relevance', query: { q: 'pump' }, inMix: true },
    { name: 'common word (pump), newest', query: { q: 'pump', sort: 'newest' }, inMix: true },
    { name: 'rare word (tachometer)', query: { q: 'tachometer' }, inMix: true },
    { name: 'two words (bilge pump)', query: { q: 'bilge pump' }, inMix: true },
    { name: 'typo (yamha)', query: { q: 'yamha' }, inMix: true },
    { name: 'typo (chartploter)', query: { q: 'chartploter' }, inMix: true },
    { name: 'category + price filter', query: { category: 'Plumbing & Pumps', minPrice: '100', maxPrice: '500' }, inMix: true },
    { name: 'condition=Good + price asc', query: { condition: 'Good', sort: 'price-asc' }, inMix: true },
  ];
  const scenarios = [];
  const add = async (s) => {
    const result = await run(s.query);
    scenarios.push({
      ...s,
      statements: result.statements,
      rows: result.rows.length,
      typo: result.typo,
      path: `/api/boat-parts${qs(s.query) ? `?${qs(s.query)}` : ''}`,
    });
  };
  for (const s of base) await add(s);
  const addLookup = async (name, q) => {
    // The part-number lookup alone (exact + supersession chain): the CTEs the catalogue statement starts with.
    const numbers = repository.partNumberMatches(parseCatalogQuery({ q }), partNumberKey(q));
    const positional = {
      sql: toPositional(`WITH RECURSIVE ${numbers.text} SELECT * FROM pn ORDER BY tier, created_at DESC, id DESC LIMIT 25`),
      bindings: numbers.bindings,
    };
    const rows = (await client.query(positional.sql, positional.bindings)).rows.length;
    scenarios.push({ name, query: { q }, statements: [positional], rows, typo: false, path: null, inMix: false, partNumber: true });
  };

  // Part numbers: a number spelt another way, and the first number of a chain of three
  // (its two successors come as superseded matches, then full text).
  const { partNumbers } = fitmentData();
  const own = (set) => set.find((n) => n.relation === 'own');
  const supersedes = (set) => set.find((n) => n.relation === 'supersedes');
  const replacedBy = new Map(partNumbers.filter(supersedes).map((set) => [supersedes(set).normalized, own(set)]));
  const chainStart = partNumbers
    .map(own)
    .find((n) => n.brand === 'Mercury' && replacedBy.has(n.normalized) && replacedBy.has(replacedBy.get(n.normalized).normalized));
  const yamaha = partNumbers.map(own).find((n) => n.brand === 'Yamaha' && !replacedBy.has(n.normalized));
  const fits = { q: 'impeller', category: 'Engines & Motors', engineMake: 'Yamaha', engineModel: 'F115', hp: '115', year: '2015' };
  await addLookup('part-number lookup, exact (Yamaha)', yamaha.number.replace(/-/g, ' '));
  await addLookup('part-number lookup, chain of 3', chainStart.number.replace(/-/g, ''));
  for (const s of [
    { name: 'part number, exact (Yamaha)', query: { q: yamaha.number.replace(/-/g, ' ') }, inMix: true },
    { name: 'part number, chain of 3 (Mercury)', query: { q: chainStart.number.replace(/-/g, '') }, inMix: true },
    // The target (≤ 50 ms) is for fits= with a text query and a category, sorted by newest and by price.
    { name: 'fits + q + category, relevance', query: fits, inMix: true },
    { name: 'fits + q + category, newest', query: { ...fits, sort: 'newest' }, inMix: true, fits: true },
    { name: 'fits + q + category, price asc', query: { ...fits, sort: 'price-asc' }, inMix: true, fits: true },
    { name: 'fits (Mercury serial), newest', query: { engineMake: 'Mercury', engineModel: 'Verado 250', serial: '1L080000' }, inMix: true },
  ]) {
    await add(s);
  }

  // Deep pages: walk 999 pages of 24 with the API's cursors, then page 1000 is one keyset query.
  for (const [sort, label] of [
    ['newest', 'newest, page 1000 (cursor)'],
    ['price-asc', 'price asc, page 1000 (cursor)'],
  ]) {
    let cursor;
    for (let page = 1; page < 1000; page += 1) {
      const { rows } = await run({ sort, ...(cursor ? { cursor } : {}) });
      if (rows.length <= 24) break;
      const last = rows[23];
      cursor = encodeCursor({ sort, key: last.sort_key, id: last.id });
    }
    await add({ name: label, query: { sort, cursor }, inMix: false });
    if (sort === 'price-asc') await add({ name: 'price asc, page 1', query: { sort }, inMix: false });
  }
  return scenarios;
}

/** Times a search as the API runs it: its statement, or both when the typo search follows full text. */
async function timeQueries(client, statements, iterations) {
  const once = async () => {
    for (const { sql, bindings } of statements) await client.query(sql, bindings);
  };
  for (let i = 0; i < 3; i += 1) await once();
  const timings = [];
  for (let i = 0; i < iterations; i += 1) {
    const t = process.hrtime.bigint();
    await once();
    timings.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return timings;
}

async function explain(client, statements) {
  const plans = [];
  for (const { sql, bindings } of statements) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, bindings);
    plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n-- then --\n\n');
}

// ---------------------------------------------------------------- HTTP
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function httpGet(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(0));
  });
}

async function httpTime(url) {
  const t = process.hrtime.bigint();
  const status = await httpGet(url);
  if (status !== 200) throw new Error(`GET ${url} answered ${status}`);
  return Number(process.hrtime.bigint() - t) / 1e6;
}

/** Open model: requests start at a fixed rate whatever the latency (like k6 constant-arrival-rate). */
async function openModel(baseUrl, paths, rate, seconds) {
  const timings = [];
  let errors = 0;
  const total = rate * seconds;
  const inflight = [];
  const start = Date.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const url = `${baseUrl}${paths[i % paths.length]}`;
    const t = process.hrtime.bigint();
    inflight.push(
      httpGet(url).then((status) => {
        if (status !== 200) errors += 1;
        else timings.push(Number(process.hrtime.bigint() - t) / 1e6);
      }),
    );
  }
  await Promise.all(inflight);
  return { rate, seconds, requests: total, errors, ...stats(timings) };
}

/** Closed model: `concurrency` workers, each sending its next request when the last one answered. */
async function closedModel(baseUrl, ids, concurrency, seconds) {
  const timings = [];
  let errors = 0;
  let n = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const id = ids[n++ % ids.length];
      const t = process.hrtime.bigint();
      const status = await httpGet(`${baseUrl}/api/boat-parts/${id}`);
      if (status !== 200) errors += 1;
      else timings.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (Date.now() - started) / 1000;
  return { requests: timings.length, errors, elapsed, rps: timings.length / elapsed, ...stats(timings) };
}

// ---------------------------------------------------------------- processes
/** `timeoutMs`: the API applies pending migrations before it listens, which at 1M rows can take minutes. */
function startProcess(command, argv, env, readyPattern, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const exited = new Promise((r) => child.on('exit', r));
    const timer = setTimeout(() => {
      if (child.exitCode === null) child.kill('SIGTERM');
      reject(new Error(`did not start in ${timeoutMs / 1000} s:\n${out}`));
    }, timeoutMs);
    const onData = (chunk) => {
      out += chunk.toString();
      const match = readyPattern.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          async stop() {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (out += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${out}`));
    });
  });
}

// ---------------------------------------------------------------- stats and report
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
  const mean = sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1);
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), mean, max: sorted[sorted.length - 1] };
}

const median = (values) => stats(values).p50;

const fmt = (ms) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`.padStart(9);

function evaluate(size, database, mix, detail) {
  const worstDb = Math.max(...database.filter((d) => !/page 1000/.test(d.name)).map((d) => d.p95));
  const page = (name) => database.find((d) => d.name === name)?.p95;
  const deepNewest = page('newest, page 1000 (cursor)') / page('newest, page 1');
  const deepPrice = page('price asc, page 1000 (cursor)') / page('price asc, page 1');
  const ratio = detail.api.rps / detail.raw.rps;
  return {
    note: size < 1_000_000 ? 'The S1 budgets are defined at 1M listings; at this size they are indicative.' : 'At the target size.',
    dbP95Max: { value: worstDb, target: 50, met: worstDb <= 50 },
    apiMixP95: { value: mix.p95, target: 120, met: mix.p95 <= 120 },
    deepPageNewest: { value: deepNewest, target: 1.5, met: deepNewest <= 1.5 },
    deepPagePrice: { value: deepPrice, target: 1.5, met: deepPrice <= 1.5 },
    partNumberP95: (() => {
      const value = Math.max(...database.filter((d) => d.partNumber).map((d) => d.p95));
      return { value, target: 10, met: value <= 10 };
    })(),
    fitsP95: (() => {
      const value = Math.max(...database.filter((d) => d.fits).map((d) => d.p95));
      return { value, target: 50, met: value <= 50 };
    })(),
    detailThroughputRatio: { value: ratio, target: 0.5, met: ratio >= 0.5 },
  };
}

function printTable(r) {
  const lines = [];
  lines.push('');
  lines.push(`Catalogue benchmark — ${r.size.toLocaleString('en')} listings — ${r.machine.cores} cores, ${r.machine.cpu}`);
  lines.push(
    `Load average at start ${r.machine.loadAverageAtStart.map((x) => x.toFixed(1)).join(' ')}, at end ${r.machine.loadAverageAtEnd.map((x) => x.toFixed(1)).join(' ')} (other work on the machine skews the figures)`,
  );
  lines.push(`PostgreSQL ${r.database.settings.server_version} (${r.database.kind}), boat_parts ${r.database.boatPartsSize}`);
  lines.push('');
  lines.push(
    `${'query'.padEnd(34)} ${'rows'.padStart(4)} | ${'db p50'.padStart(9)} ${'db p95'.padStart(9)} ${'db p99'.padStart(9)} | ${'api p50'.padStart(9)} ${'api p95'.padStart(9)}`,
  );
  for (const d of r.databaseQueries) {
    const a = r.apiSequential.find((x) => x.name === d.name);
    const api = a ? `${fmt(a.p50)} ${fmt(a.p95)}` : `${'—'.padStart(9)} ${'—'.padStart(9)}`;
    lines.push(`${d.name.padEnd(34)} ${String(d.rows).padStart(4)} | ${fmt(d.p50)} ${fmt(d.p95)} ${fmt(d.p99)} | ${api}`);
  }
  lines.push('');
  lines.push(
    `API search mix, open model ${r.apiMix50rps.rate} req/s × ${r.apiMix50rps.seconds} s: p50 ${fmt(r.apiMix50rps.p50)}  p95 ${fmt(r.apiMix50rps.p95)}  p99 ${fmt(r.apiMix50rps.p99)}  errors ${r.apiMix50rps.errors}`,
  );
  const d = r.detail;
  lines.push(
    `GET /api/boat-parts/{id}, ${d.concurrency} connections × ${d.seconds} s: API ${d.api.rps.toFixed(0)} req/s (p99 ${fmt(d.api.p99)}), raw Fastify+pg ${d.raw.rps.toFixed(0)} req/s (p99 ${fmt(d.raw.p99)}), ratio ${d.ratio.toFixed(2)}`,
  );
  lines.push(`  at c=1: API p50 ${fmt(d.sequential.api.p50)}, raw p50 ${fmt(d.sequential.raw.p50)}`);
  lines.push('');
  for (const [name, t] of Object.entries(r.targets)) {
    if (name === 'note') continue;
    lines.push(
      `${t.met ? 'MET   ' : 'MISSED'} ${name}: ${t.value.toFixed(2)} (target ${name.startsWith('detail') ? '≥' : '≤'} ${t.target})`,
    );
  }
  lines.push(r.targets.note);
  process.stdout.write(`${lines.join('\n')}\n`);
}

function log(line) {
  process.stdout.write(`[bench] ${line}\n`);
}

// Last, so every constant above is initialised.
if (flag('raw-server')) {
  await rawServer(option('database-url'), Number(option('port', '0')));
} else {
  await main();
}
