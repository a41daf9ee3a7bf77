import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { entities } from './entities';
import { migrationsList } from './migrations';

export function mikroOrmConfig(clientUrl: string) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator, SeedManager],
    migrations: { migrationsList, transactional: true, allOrNothing: true, tableName: 'mikro_orm_migrations', silent: true },
    // Fail fast while the database is down or restarting (docs/reliability.md): a new connection
    // gives up after 3 s instead of the OS TCP timeout, and a request waits at most 5 s for a pooled
    // connection (knex's default is 60 s) — the error becomes a 503 with Retry-After.
    driverOptions: { connection: { connectionTimeoutMillis: 3000 }, acquireConnectionTimeout: 5000 },
    // Connections broken by a server restart are dropped by knex (their error event marks them disposed).
    pool: { min: 0, max: 10 },
    debug: false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  });
}
