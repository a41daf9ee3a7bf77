import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type PartRow, PUBLIC_COLUMNS, isoTimestamp } from '../listings/listing.row';
import { sqlRows } from '../listings/raw-sql';

/** saved_parts: one row per (user, part); the primary key makes saving idempotent. */
@Injectable()
export class SavedPartsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user's saved listings that can still be seen (not deleted or removed, not rejected), newest save first. */
  findByUser(userId: number): Promise<Array<PartRow & { saved_at: string }>> {
    return sqlRows(
      this.em,
      `SELECT ${PUBLIC_COLUMNS}, ${isoTimestamp('s.created_at')} AS saved_at
         FROM saved_parts s JOIN boat_parts p ON p.id = s.part_id
        WHERE s.user_id = ? AND p.deleted_at IS NULL AND p.status IN ('active', 'sold')
          AND p.moderation_status <> 'rejected' AND p.approval_status <> 'rejected'
        ORDER BY s.created_at DESC, s.part_id DESC`,
      [userId],
    );
  }

  async save(userId: number, partId: number): Promise<void> {
    await sqlRows(this.em, `INSERT INTO saved_parts (user_id, part_id) VALUES (?, ?) ON CONFLICT (user_id, part_id) DO NOTHING`, [
      userId,
      partId,
    ]);
  }

  async unsave(userId: number, partId: number): Promise<void> {
    await sqlRows(this.em, `DELETE FROM saved_parts WHERE user_id = ? AND part_id = ?`, [userId, partId]);
  }
}
