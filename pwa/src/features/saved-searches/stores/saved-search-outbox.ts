import type { CreateSavedSearchInput, SavedSearch, UpdateSavedSearchInput } from '@dockside/shared/alerts';
import { requestPersistentStorage } from '@/lib/storage';
import type { OutboxOperation } from '@/lib/sync/outbox.types';
import { sendThroughOutbox, type Sent } from '@/lib/sync/send';

/**
 * Saved-search writes go through the outbox (lib/sync) like every other write: online the caller waits for
 * the server's answer; offline the change waits on the device and the list shows it as pending.
 */
export type SavedSearchOutcome = { kind: 'done'; search: SavedSearch | undefined } | Exclude<Sent<SavedSearch>, { kind: 'done' }>;

async function send(userId: number, op: OutboxOperation): Promise<SavedSearchOutcome> {
  void requestPersistentStorage();
  const sent = await sendThroughOutbox<SavedSearch | undefined>(userId, [{ op }]);
  if (sent.kind !== 'done') return sent;
  // A change to a search deleted on another device counts as done (404): there is no search to show.
  const search = sent.result && typeof sent.result.id === 'number' ? sent.result : undefined;
  return { kind: 'done', search };
}

/** POST /api/saved-searches. */
export const saveSearch = (userId: number, search: CreateSavedSearchInput) => send(userId, { type: 'create-saved-search', search });

/** PATCH /api/saved-searches/{id}: rename, frequency, pause or resume. */
export const changeSearch = (userId: number, searchId: number, changes: UpdateSavedSearchInput) =>
  send(userId, { type: 'update-saved-search', searchId, changes });

/** DELETE /api/saved-searches/{id}. */
export const deleteSearch = (userId: number, searchId: number) => send(userId, { type: 'delete-saved-search', searchId });
