import type { Boat, BoatInput } from '@dockside/shared/fitment';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { db } from '@/lib/db/database';
import { requestPersistentStorage } from '@/lib/storage';
import { discard } from '@/lib/sync/outbox';
import type { OutboxItem, OutboxOperation } from '@/lib/sync/outbox.types';
import { sendThroughOutbox, type Sent } from '@/lib/sync/send';
import { useOnline } from '@/lib/use-online';
import { getBoats } from '../api/get-boats';
import { storeBoats } from './boat-rows';
import { BOAT_OPERATION_TYPES, type BoatView, withPendingBoats } from '../utils/with-pending-boats';

/** A load on its way, per user; and when the last one ended (the list is fetched again after a minute). */
const loading = new Map<number, Promise<void>>();
const loadedAt = new Map<number, number>();
const FRESHNESS_MS = 60_000;

/**
 * GET /api/boats into `db.boats`. Its X-Sync-Token starts the boats' delta pulls (sync/boat-pull.ts), which
 * keep the table current afterwards, also for changes made on the user's other devices.
 */
export function loadBoats(userId: number, force = false): Promise<void> {
  const running = loading.get(userId);
  if (running) return running;
  if (!force && Date.now() - (loadedAt.get(userId) ?? 0) < FRESHNESS_MS) return Promise.resolve();
  const load = getBoats()
    .then((boats) => storeBoats(userId, boats))
    .then(() => void loadedAt.set(userId, Date.now()))
    .finally(() => loading.delete(userId));
  loading.set(userId, load);
  return load;
}

export interface MyBoats {
  /** The boats with the changes still on the device laid over them; undefined until the device answered. */
  boats: BoatView[] | undefined;
  /** The list was never fetched on this device and cannot be now (offline), or the fetch failed. */
  unavailable: 'offline' | 'failed' | null;
  refetch: () => void;
}

/**
 * The signed-in user's boats, read from the device (`db.boats`, kept by delta pulls) with their waiting
 * changes: what My Boat shows, and what other screens use to compare parts with the user's engines. Fetches
 * the list when online and it is older than a minute. `userId` null (signed out): no boats.
 */
export function useMyBoats(userId: number | null): MyBoats {
  const online = useOnline();
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const stored = useLiveQuery(async () => {
    if (userId === null) return { boats: [] as Boat[], items: [] as OutboxItem[], everLoaded: true };
    const [boats, items, cursor] = await Promise.all([
      db.boats.where('userId').equals(userId).sortBy('id'),
      db.outbox.where('userId').equals(userId).sortBy('seq'),
      db.syncCursors.get(`boats:${userId}`),
    ]);
    return {
      boats,
      items: items.filter((item) => BOAT_OPERATION_TYPES.has(item.op.type)),
      everLoaded: cursor !== undefined || boats.length > 0,
    };
  }, [userId]);
  const load = useCallback(
    (force: boolean) => {
      if (userId === null || !navigator.onLine) return;
      loadBoats(userId, force).then(
        () => {
          setLoaded(true);
          setFailed(false);
        },
        () => setFailed(true),
      );
    },
    [userId],
  );
  useEffect(() => load(false), [load, online]);
  const boats = useMemo(() => (stored ? withPendingBoats(stored.boats, stored.items) : undefined), [stored]);
  // Never fetched on this device: nothing to show but what waits to be sent.
  const nothingYet = stored !== undefined && !stored.everLoaded && !loaded;
  const unavailable = nothingYet ? (!online ? 'offline' : failed ? 'failed' : null) : null;
  return { boats: nothingYet && boats?.length === 0 ? undefined : boats, unavailable, refetch: () => load(true) };
}

export type BoatOutcome = { kind: 'done'; boat: Boat | undefined } | Exclude<Sent<Boat>, { kind: 'done' }>;

async function send(userId: number, op: OutboxOperation): Promise<BoatOutcome> {
  void requestPersistentStorage();
  const sent = await sendThroughOutbox<Boat | undefined>(userId, [{ op }]);
  if (sent.kind !== 'done') return sent;
  const boat = sent.result && typeof sent.result.id === 'number' ? sent.result : undefined;
  return { kind: 'done', boat };
}

/**
 * Saves a boat through the outbox: a new one (POST), an edit (PUT), or an edit of a boat whose creation is
 * still waiting (that creation is replaced by one with the new fields).
 */
export async function saveBoat(userId: number, view: BoatView | null, boat: BoatInput): Promise<BoatOutcome> {
  if (view && view.id !== null) return send(userId, { type: 'update-boat', boatId: view.id, boat });
  if (view?.change) await discard(view.change.itemId);
  return send(userId, { type: 'create-boat', boat });
}

/** DELETE /api/boats/{id}; a boat whose creation is still waiting is simply not sent. */
export async function deleteBoat(userId: number, view: BoatView): Promise<BoatOutcome> {
  if (view.id === null) {
    if (view.change) await discard(view.change.itemId);
    return { kind: 'done', boat: undefined };
  }
  return send(userId, { type: 'delete-boat', boatId: view.id });
}
