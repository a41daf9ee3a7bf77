import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerPulls } from '@/app/register-pulls';
import { registerSyncOperations } from '@/app/register-sync';
import { FRESH_DEVICE_META, db } from '@/lib/db/database';

// Route screens load lazily; on a busy CI machine the first import can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The sync registry as the app fills it at start (app/start-sync.ts): outbox operations and pull collections.
registerSyncOperations();
registerPulls();

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Every test starts with
// an empty device database as a new one is (IndexedDB is fake-indexeddb here).
afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.meta.bulkPut([...FRESH_DEVICE_META]);
});
