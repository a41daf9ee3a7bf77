import { defineConfig } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { AfterCommitSubscriber } from './after-commit';
import { entities } from './entities';
import { migrationsList } from './migrations';

export function mikroOrmConfig(clientUrl: string) {
  return defineConfig({
    clientUrl,
    entities,
    // The entities use the legacy (experimentalDecorators) decorators; their property types come from
    // tsc's decorator metadata where a decorator does not name one.
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator, SeedManager],
    subscribers: [new AfterCommitSubscriber()],
    // Hand-written, forward-only migrations: no schema snapshot (MikroORM 7 would write one into the
    // working directory after every run that applies a migration).
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      tableName: 'mikro_orm_migrations',
      silent: true,
      snapshot: false,
    },
    // Fail fast while the database is down or restarting (docs/reliability.md). These go to `pg.Pool`
    // as they are: `connectionTimeoutMillis` bounds both a new connection (instead of the OS TCP
    // timeout) and a request's wait for a pooled one (pg-pool's queue) — the error becomes a 503 with
    // Retry-After. Connections broken by a server restart are dropped by the pool (their error event).
    driverOptions: { connectionTimeoutMillis: 5000 },
    pool: { min: 0, max: 10 },
    debug: false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  });
}
