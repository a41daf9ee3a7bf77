import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BoatInput, Engine } from '@dockside/shared/fitment';
import { isoTimestamp, sqlRows } from '../../database/sql';
import { afterPosition, syncMicros } from '../../common/sync/delta-http';
import type { DeltaRequest, DeltaRow } from '../../common/sync/sync-token';

/** A boats row as selected (snake_case; length as text, numeric(5,1)). */
export interface BoatRow {
  id: number;
  user_id: number;
  name: string;
  make: string | null;
  model: string | null;
  year: number | null;
  length_ft: string | null;
  hin: string | null;
  engines: Engine[];
  version: number;
  created_at: string;
  updated_at: string;
}

export const BOAT_COLUMNS = `b.id, b.user_id, b.name, b.make, b.model, b.year, b.length_ft::text AS length_ft, b.hin, b.engines, b.version,
  ${isoTimestamp('b.created_at')} AS created_at, ${isoTimestamp('b.updated_at')} AS updated_at`;

/** The columns a body writes, in the order of fieldBindings. */
const FIELDS = ['name', 'make', 'model', 'year', 'length_ft', 'hin', 'engines'] as const;
const fieldBindings = (boat: BoatInput): unknown[] => [
  boat.name,
  boat.make,
  boat.model,
  boat.year,
  boat.lengthFt,
  boat.hin,
  JSON.stringify(boat.engines),
];

/**
 * boats: every read and write is scoped to its owner; deleted boats (tombstones) are never returned but by
 * delta pulls. Calls inside `em.transactional` run in that transaction (sqlRows follows the context).
 */
@Injectable()
export class BoatsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Oldest first: the order the owner added them (the first is the catalogue's default boat). */
  findByUser(userId: number): Promise<BoatRow[]> {
    return sqlRows<BoatRow>(this.em, `SELECT ${BOAT_COLUMNS} FROM boats b WHERE b.user_id = ? AND b.deleted_at IS NULL ORDER BY b.id`, [
      userId,
    ]);
  }

  async findOwned(userId: number, id: number): Promise<BoatRow | null> {
    const [row] = await sqlRows<BoatRow>(
      this.em,
      `SELECT ${BOAT_COLUMNS} FROM boats b WHERE b.id = ? AND b.user_id = ? AND b.deleted_at IS NULL`,
      [id, userId],
    );
    return row ?? null;
  }

  /** The owner's live boat, locked until the transaction ends (writes to one boat take turns). */
  async findOwnedForUpdate(userId: number, id: number): Promise<BoatRow | null> {
    const [row] = await sqlRows<BoatRow>(
      this.em,
      `SELECT ${BOAT_COLUMNS} FROM boats b WHERE b.id = ? AND b.user_id = ? AND b.deleted_at IS NULL FOR UPDATE`,
      [id, userId],
    );
    return row ?? null;
  }

  /** Delta pull: the user's boats changed after the position, in (updated_at, id) order; deleted ones are tombstones. */
  findChangedSince(userId: number, request: DeltaRequest): Promise<Array<BoatRow & DeltaRow>> {
    return sqlRows(
      this.em,
      `SELECT ${BOAT_COLUMNS}, ${syncMicros('b.updated_at')} AS sync_micros, b.id AS sync_id, (b.deleted_at IS NULL) AS visible
         FROM boats b
        WHERE b.user_id = ? AND ${afterPosition('b.updated_at', 'b.id')}
        ORDER BY b.updated_at, b.id
        LIMIT ?`,
      [userId, request.since.micros, request.since.id, request.limit + 1],
    );
  }

  /**
   * Locks the user's row until the transaction ends, so one user's creations take turns and each count sees
   * the ones before it. FOR NO KEY UPDATE does not block the foreign-key checks of other inserts.
   */
  async lockUser(userId: number): Promise<void> {
    await sqlRows(this.em, `SELECT id FROM users WHERE id = ? FOR NO KEY UPDATE`, [userId]);
  }

  async countByUser(userId: number): Promise<number> {
    const [row] = await sqlRows<{ count: number }>(
      this.em,
      `SELECT count(*)::int AS count FROM boats WHERE user_id = ? AND deleted_at IS NULL`,
      [userId],
    );
    return row.count;
  }

  async insert(userId: number, boat: BoatInput): Promise<BoatRow> {
    const [row] = await sqlRows<BoatRow>(
      this.em,
      `INSERT INTO boats AS b (user_id, ${FIELDS.join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?::jsonb) RETURNING ${BOAT_COLUMNS}`,
      [userId, ...fieldBindings(boat)],
    );
    return row;
  }

  /** Replaces the boat's fields and bumps its version. */
  async update(userId: number, id: number, boat: BoatInput): Promise<BoatRow | null> {
    const [row] = await sqlRows<BoatRow>(
      this.em,
      `UPDATE boats AS b SET ${FIELDS.map((f) => `${f} = ?${f === 'engines' ? '::jsonb' : ''}`).join(', ')}, version = b.version + 1
        WHERE b.id = ? AND b.user_id = ? AND b.deleted_at IS NULL
        RETURNING ${BOAT_COLUMNS}`,
      [...fieldBindings(boat), id, userId],
    );
    return row ?? null;
  }

  /** The tombstone: deleted_at set, version bumped (delta pulls hand it to the owner's other devices). */
  async softDelete(userId: number, id: number): Promise<boolean> {
    const rows = await sqlRows(
      this.em,
      `UPDATE boats SET deleted_at = now(), version = version + 1 WHERE id = ? AND user_id = ? AND deleted_at IS NULL RETURNING id`,
      [id, userId],
    );
    return rows.length > 0;
  }
}
