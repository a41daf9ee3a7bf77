import { defineConfig } from 'vitest/config';

/**
 * unit: pure functions beside the code (no database, no decorated Nest classes).
 * integration: the built API (`api/dist`, so decorator metadata is tsc's) over HTTP against a real
 * PostgreSQL — embedded by default, or TEST_DATABASE_URL. Each test file gets its own database.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.spec.ts'], sequence: { groupOrder: 0 } } },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.integration-spec.ts'],
          globalSetup: ['test/utils/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
