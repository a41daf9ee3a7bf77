import { afterAll, beforeAll, inject } from 'vitest';
import { type ApiProcess, type StartApiOptions, startApi } from './api-process';
import { createTestDatabase } from './test-database';

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** What most integration files run against: no demo data, and X-Forwarded-For trusted (tests set it per request). */
const BASE_ENV = { SEED_DEMO_DATA: 'false', TRUST_PROXY: 'true' };

export interface TestApi {
  /** The running API; the same object after `startAgain()`, so a file may keep it in a constant. */
  api: ApiProcess;
  /** This file's own database. */
  db: TestDatabase;
  /** Starts the API again on the same database (after `api.stop()`), with `env` over the base environment. */
  startAgain(env?: Record<string, string>): Promise<void>;
}

/**
 * The set-up most integration files share, registered as hooks of the calling scope (a file or a
 * `describe`): before its tests, a fresh database and the built API on it, with `env` over
 * SEED_DEMO_DATA=false and TRUST_PROXY=true; after them, the API stopped and the database dropped.
 * `api` and `db` are valid inside tests and hooks that run after this call's.
 */
export function useTestApi(env: Record<string, string> = {}, options: Omit<StartApiOptions, 'databaseUrl' | 'env'> = {}): TestApi {
  let current: ApiProcess | undefined;
  let database: TestDatabase | undefined;
  const running = () => current ?? fail('the API of useTestApi()');
  const created = () => database ?? fail('the database of useTestApi()');
  const start = async (withEnv: Record<string, string>) => {
    current = await startApi({ ...options, databaseUrl: created().url, env: { ...BASE_ENV, ...withEnv } });
  };

  beforeAll(async () => {
    database = await createTestDatabase(inject('adminDatabaseUrl'));
    await start(env);
  });
  afterAll(async () => {
    await current?.stop();
    await database?.drop();
  });

  return { api: apiHandle(running), db: databaseHandle(created), startAgain: (againEnv = env) => start(againEnv) };
}

/** An ApiProcess that is whichever process `current()` gives when it is used: it may be made before the process starts. */
export function apiHandle(current: () => ApiProcess): ApiProcess {
  return {
    get url() {
      return current().url;
    },
    get child() {
      return current().child;
    },
    output: () => current().output(),
    stop: (signal) => current().stop(signal),
  };
}

/** A TestDatabase that is whichever database `current()` gives when it is used. */
export function databaseHandle(current: () => TestDatabase): TestDatabase {
  return {
    get url() {
      return current().url;
    },
    drop: () => current().drop(),
  };
}

/** For a handle used before the hook that starts what it stands for. */
export function fail(what: string): never {
  throw new Error(`${what} is used before the beforeAll hook that starts it ran`);
}
