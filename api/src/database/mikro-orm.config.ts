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
    // Fail fast on an unreachable server instead of waiting for the OS TCP timeout.
    driverOptions: { connection: { connectionTimeoutMillis: 5000 } },
    pool: { min: 0, max: 10 },
    debug: false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  });
}
