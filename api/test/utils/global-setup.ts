import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole integration run: TEST_DATABASE_URL when set (any database
 * on that server; we create one database per test file next to it), else an embedded one.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-test-pg-'));
  // The compiled module (built by `npm run build`) — the same code `npm start` runs.
  const { startEmbeddedDatabase } = (await import(
    path.resolve(__dirname, '../../dist/database/embedded-database.js')
  )) as typeof import('../../src/database/embedded-database');
  const db = await startEmbeddedDatabase(dataDir, () => undefined);
  project.provide('adminDatabaseUrl', db.url);
  return async () => {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
