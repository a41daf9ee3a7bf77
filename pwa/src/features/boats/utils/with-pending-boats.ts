import type { Boat, BoatInput } from '@dockside/shared/fitment';
import { isShownAsPending } from '@/lib/sync/outbox';
import type { OutboxItem, OutboxStatus } from '@/lib/sync/outbox.types';

/** A change of this boat still on the device (pending), or refused by the server (rejected, conflict). */
export interface BoatChange {
  itemId: string;
  status: Exclude<OutboxStatus, 'done'>;
  message?: string;
}

/** A boat as My Boat shows it: the server's copy with the user's changes not yet on the server laid over it. */
export interface BoatView {
  key: string;
  /** null while its creation waits in the outbox. */
  id: number | null;
  boat: BoatInput;
  /** The server's version of the copy shown (absent for a boat not yet created). */
  version?: number;
  change?: BoatChange;
}

export const BOAT_OPERATION_TYPES: ReadonlySet<string> = new Set(['create-boat', 'update-boat', 'delete-boat']);

const fields = ({ name, make, model, year, lengthFt, hin, engines }: Boat | BoatInput): BoatInput => ({
  name,
  make,
  model,
  year,
  lengthFt,
  hin,
  engines,
});

const viewOf = (boat: Boat): BoatView => ({ key: `boat-${boat.id}`, id: boat.id, boat: fields(boat), version: boat.version });

const changeOf = (item: OutboxItem): BoatChange => ({
  itemId: item.id,
  status: item.status === 'done' ? 'pending' : item.status,
  message: item.lastError,
});

const isBoat = (value: unknown): value is Boat => typeof value === 'object' && value !== null && typeof (value as Boat).id === 'number';

/**
 * The device's boats (oldest first) with the outbox's boat items over them, in queue order: waiting creations
 * at the end, waiting edits applied (marked pending), waiting deletions hidden; refused ones shown with the
 * server's message and the boat as the server has it. An item just sent whose answer is not in the table yet
 * is applied with that answer, so a saved change never flickers back.
 */
export function withPendingBoats(boats: readonly Boat[], items: readonly OutboxItem[]): BoatView[] {
  let rows = boats.map(viewOf);
  for (const item of items) {
    const { op } = item;
    if (!BOAT_OPERATION_TYPES.has(op.type)) continue;
    if (item.status === 'done') {
      const answer = isBoat(item.result) ? item.result : undefined;
      if (op.type === 'delete-boat') rows = rows.filter((row) => row.id !== op.boatId);
      else if (answer && !rows.some((row) => row.id === answer.id)) {
        if (op.type === 'create-boat') rows = [...rows, viewOf(answer)];
      } else if (answer) rows = rows.map((row) => (row.id === answer.id && (row.version ?? 0) < answer.version ? viewOf(answer) : row));
      continue;
    }
    if (!isShownAsPending(item) && item.status === 'pending') continue;
    if (op.type === 'create-boat') {
      rows = [...rows, { key: item.id, id: null, boat: op.boat, change: changeOf(item) }];
    } else if (op.type === 'update-boat') {
      rows = rows.map((row) =>
        row.id !== op.boatId
          ? row
          : item.status === 'pending'
            ? { ...row, boat: op.boat, change: changeOf(item) }
            : { ...row, change: changeOf(item) },
      );
    } else if (op.type === 'delete-boat') {
      rows = rows.flatMap((row) => (row.id !== op.boatId ? [row] : item.status === 'pending' ? [] : [{ ...row, change: changeOf(item) }]));
    }
  }
  return rows;
}
