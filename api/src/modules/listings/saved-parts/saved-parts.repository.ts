import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { VISIBLE_WHERE } from '../listing.entity';
import { type PartRow, PUBLIC_COLUMNS } from '../listing.row';
import { isoTimestamp, sqlRows } from '../../../database/sql';
import { afterPosition, syncMicros } from '../../../common/sync/delta-http';
import type { DeltaRequest, DeltaRow } from '../../../common/sync/sync-token';

/** A saved part the user can still see: what the detail page shows (not deleted, removed, held, hidden or rejected; seller not suspended). */
const SEEN = VISIBLE_WHERE;

/**
 * saved_parts: one row per (user, part); the primary key makes saving idempotent. Un-saving keeps the row
 * with deleted_at set: the tombstone delta pulls hand to the user's other devices.
 */
@Injectable()
export class SavedPartsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user's saved listings that can still be seen (not deleted or removed, not rejected), newest save first. */
  findByUser(userId: number): Promise<Array<PartRow & { saved_at: string }>> {
    return sqlRows(
      this.em,
      `SELECT ${PUBLIC_COLUMNS}, ${isoTimestamp('s.created_at')} AS saved_at
         FROM saved_parts s JOIN boat_parts p ON p.id = s.part_id
        WHERE s.user_id = ? AND s.deleted_at IS NULL AND ${SEEN}
        ORDER BY s.created_at DESC, s.part_id DESC`,
      [userId],
    );
  }

  /**
   * Delta pull: saved rows whose save or whose listing changed after the position, ordered by the later
   * of the two stamps, then the part id. Un-saved rows and listings the user can no longer see are
   * tombstones (their id is the part id).
   */
  findChangedSince(userId: number, request: DeltaRequest): Promise<Array<PartRow & { saved_at: string } & DeltaRow>> {
    return sqlRows(
      this.em,
      `SELECT d.*, ${syncMicros('d.changed_at')} AS sync_micros FROM (
         SELECT ${PUBLIC_COLUMNS}, ${isoTimestamp('s.created_at')} AS saved_at, greatest(s.updated_at, p.updated_at) AS changed_at,
                s.part_id AS sync_id, (s.deleted_at IS NULL AND ${SEEN}) AS visible
           FROM saved_parts s JOIN boat_parts p ON p.id = s.part_id
          WHERE s.user_id = ?
       ) d
        WHERE ${afterPosition('d.changed_at', 'd.sync_id')}
        ORDER BY d.changed_at, d.sync_id
        LIMIT ?`,
      [userId, request.since.micros, request.since.id, request.limit + 1],
    );
  }

  /** Saving again after un-saving brings the row back with a new saved time. */
  async save(userId: number, partId: number): Promise<void> {
    await sqlRows(
      this.em,
      `INSERT INTO saved_parts (user_id, part_id) VALUES (?, ?)
       ON CONFLICT (user_id, part_id) DO UPDATE SET deleted_at = NULL, created_at = now() WHERE saved_parts.deleted_at IS NOT NULL`,
      [userId, partId],
    );
  }

  async unsave(userId: number, partId: number): Promise<void> {
    await sqlRows(this.em, `UPDATE saved_parts SET deleted_at = now() WHERE user_id = ? AND part_id = ? AND deleted_at IS NULL`, [
      userId,
      partId,
    ]);
  }
}
