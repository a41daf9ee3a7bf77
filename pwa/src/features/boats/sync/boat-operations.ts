import type { Boat, BoatInput } from '@dockside/shared/fitment';
import { db } from '@/lib/db/database';
import type { OutboxOperationDefinitions } from '@/lib/sync/operations';
import type { OutboxItem } from '@/lib/sync/outbox.types';
import { BOATS_URL, boatUrl } from '../api/get-boats';

declare module '@/lib/sync/outbox.types' {
  /** My Boat's outbox operations, as stored on devices (never change a stored field's meaning). */
  interface OutboxOperations {
    'create-boat': { boat: BoatInput };
    'update-boat': { boatId: number; boat: BoatInput };
    'delete-boat': { boatId: number };
  }
}

const isBoat = (value: unknown): value is Boat =>
  typeof value === 'object' && value !== null && typeof (value as Boat).id === 'number' && Array.isArray((value as Boat).engines);

/** The boat as the server answered it, into the device's copy (unless a newer one arrived meanwhile). */
async function keepBoat(item: OutboxItem): Promise<void> {
  const boat = item.result;
  if (!isBoat(boat)) return;
  await db.transaction('rw', db.boats, async () => {
    const held = await db.boats.get(boat.id);
    if (!held || held.version <= boat.version) await db.boats.put({ ...boat, userId: item.userId });
  });
}

/**
 * POST, PUT and DELETE /api/boats (docs/decisions.md "Fitment"): a change made offline waits in the outbox and
 * is sent once (its Idempotency-Key); the device's copy follows the server's answer. Edits carry no If-Match:
 * a boat has one editor, its owner, so the last write wins.
 */
export const BOAT_OPERATIONS: OutboxOperationDefinitions<'create-boat' | 'update-boat' | 'delete-boat'> = {
  'create-boat': {
    request: (op) => ({ method: 'POST', path: BOATS_URL, body: { ...op.boat, engines: op.boat.engines.map((e) => ({ ...e })) } }),
    applyDone: keepBoat,
  },
  'update-boat': {
    request: (op) => ({ method: 'PUT', path: boatUrl(op.boatId), body: { ...op.boat, engines: op.boat.engines.map((e) => ({ ...e })) } }),
    applyDone: keepBoat,
    // Editing a boat deleted on another device reached its goal (there is nothing left to edit).
    goneIsDone: true,
  },
  'delete-boat': {
    request: (op) => ({ method: 'DELETE', path: boatUrl(op.boatId) }),
    async applyDone({ op }) {
      await db.boats.delete(op.boatId);
    },
    goneIsDone: true,
  },
};
