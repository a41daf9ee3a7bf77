import { useSessionStore } from '@/features/accounts/stores/session.store';
import { resumeAfterSignIn, startSyncEngine } from '@/lib/sync/engine';
import { registerSyncOperations } from './register-sync';

/**
 * Starts the outbox's sync engine for whoever is signed in (docs/architecture.md §6.3), once every feature's
 * operations are registered (register-sync.ts). A sign-in — after a 401 paused the queue, or another account
 * on a shared device — sends that user's queue. Delta pulls (docs/architecture.md §6.4) start too, in their
 * own chunk with the collections they pull (register-pulls.ts); their first pull waits for an idle moment
 * after the first paint, as does the indexing of filter values for parts stored before schema version 5
 * (facets-backfill.ts) and of fitment and part-number keys before version 8 (fitment-keys-backfill.ts).
 */
export function startSync(): void {
  registerSyncOperations();
  startSyncEngine(() => useSessionStore.getState().user?.id ?? null);
  void Promise.all([import('./register-pulls'), import('@/lib/sync/pull')]).then(([{ registerPulls }, { startDeltaPulls }]) => {
    registerPulls();
    startDeltaPulls(() => useSessionStore.getState().user?.id ?? null);
  });
  void import('@/lib/db/facets-backfill').then(({ scheduleFacetsBackfill }) => scheduleFacetsBackfill());
  void import('@/lib/db/fitment-keys-backfill').then(({ scheduleFitmentKeysBackfill }) => scheduleFitmentKeysBackfill());
  let userId = useSessionStore.getState().user?.id ?? null;
  useSessionStore.subscribe((state) => {
    const next = state.user?.id ?? null;
    if (next !== userId && next !== null) resumeAfterSignIn();
    userId = next;
  });
}
