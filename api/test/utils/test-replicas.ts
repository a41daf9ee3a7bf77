import { afterAll, beforeAll, inject } from 'vitest';
import { type ApiProcess, startApi } from './api-process';
import { type TestDatabase, apiHandle, databaseHandle, fail } from './test-api';
import { createTestDatabase } from './test-database';
import { type TestRedis, startTestRedis } from './test-redis';

export interface TestReplicas {
  a: ApiProcess;
  b: ApiProcess;
  db: TestDatabase;
}

/**
 * What the scale-out files run against, registered as hooks of the calling scope: two API processes
 * on one database and one Redis (REDIS_URL), with SEED_DEMO_DATA=false and TRUST_PROXY=true, then
 * `envA` and `envB`; all stopped after the scope's tests.
 */
export function useTestReplicas(envA: Record<string, string> = {}, envB: Record<string, string> = envA): TestReplicas {
  let database: TestDatabase | undefined;
  let redis: TestRedis | undefined;
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(inject('adminDatabaseUrl'));
    redis = await startTestRedis();
    const env = { TRUST_PROXY: 'true', SEED_DEMO_DATA: 'false', REDIS_URL: redis.url };
    a = await startApi({ databaseUrl: database.url, env: { ...env, ...envA } });
    b = await startApi({ databaseUrl: database.url, env: { ...env, ...envB } });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    await database?.drop();
  });
  return {
    a: apiHandle(() => a ?? fail('replica A of useTestReplicas()')),
    b: apiHandle(() => b ?? fail('replica B of useTestReplicas()')),
    db: databaseHandle(() => database ?? fail('the database of useTestReplicas()')),
  };
}
