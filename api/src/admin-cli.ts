import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { USER_ROLES, type UserRole } from '@dockside/shared/accounts';
import { ConfigError, loadConfig } from './config/config';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './database/embedded-database';
import { mikroOrmConfig } from './database/mikro-orm.config';
import { migrate } from './server';

/**
 * `npm run admin -- promote <username> <role>` (docs/decisions.md "Moderation"): sets a user's role in the database `npm start`
 * uses — DATABASE_URL, else the embedded PostgreSQL under DATA_DIR (default ./.data). When the app is
 * running, its embedded server is found through postmaster.pid; otherwise the CLI starts it, and stops it
 * again when done. The change is written to the audit log (actor: none, via the command line).
 */
const USAGE = `Usage: npm run admin -- promote <username> <role>   (role: ${USER_ROLES.join(', ')})`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The port of the embedded PostgreSQL a running `npm start` holds on this data directory, if any. */
function runningEmbeddedPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) && Number.isInteger(port) && port > 0 ? port : null;
}

async function promote(databaseUrl: string, username: string, role: UserRole): Promise<string> {
  // Same schema as the app: an instance that has not run since an update gets its migrations first.
  const orm = await MikroORM.init(mikroOrmConfig(databaseUrl));
  try {
    await migrate(orm, databaseUrl, (line) => process.stdout.write(`${line}\n`));
  } finally {
    await orm.close(true);
  }
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const found = await client.query<{ id: number; role: UserRole }>(
      `SELECT id, role FROM users WHERE lower(username) = lower($1) FOR UPDATE`,
      [username],
    );
    const user = found.rows[0];
    if (!user) throw new Error(`No user named '${username}'.`);
    if (user.role === role) {
      await client.query('ROLLBACK');
      return `${username} is already ${role}.`;
    }
    await client.query(`UPDATE users SET role = $1 WHERE id = $2`, [role, user.id]);
    await client.query(
      `INSERT INTO audit_log (actor_id, action, target_type, target_id, reason, details) VALUES (NULL, 'user.role', 'user', $1, $2, $3::jsonb)`,
      [String(user.id), 'command line', JSON.stringify({ from: user.role, to: role, via: 'npm run admin' })],
    );
    await client.query('COMMIT');
    return `${username}: ${user.role} → ${role}.`;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, username, role] = argv;
  if (command !== 'promote' || !username || !role) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (!(USER_ROLES as readonly string[]).includes(role)) {
    process.stderr.write(`Unknown role '${role}'.\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const port = runningEmbeddedPort(config.dataDir);
    if (port) {
      databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${port}/dockside`;
    } else if (existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'))) {
      embedded = await startEmbeddedDatabase(config.dataDir, () => undefined);
      databaseUrl = embedded.url;
    } else {
      process.stderr.write(`No database under ${config.dataDir} yet: run \`npm start\` once (or set DATABASE_URL).\n`);
      return 1;
    }
  }
  try {
    process.stdout.write(`${await promote(databaseUrl, username, role as UserRole)}\n`);
    return 0;
  } finally {
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
