import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sqlRows } from '../../database/sql';

/** Reads and writes the uploads table (one row per uploaded image, all its widths). */
@Injectable()
export class UploadRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(upload: { key: string; userId: number; width: number; height: number; bytes: number }): Promise<void> {
    await sqlRows(this.em, `INSERT INTO uploads (key, user_id, width, height, bytes) VALUES (?, ?, ?, ?, ?)`, [
      upload.key,
      upload.userId,
      upload.width,
      upload.height,
      upload.bytes,
    ]);
  }

  /** Bytes of every stored upload (all widths), counted against UPLOADS_MAX_TOTAL_MB. */
  async totalBytes(): Promise<number> {
    const [row] = await sqlRows<{ total: string }>(this.em, `SELECT coalesce(sum(bytes), 0)::text AS total FROM uploads`);
    return Number(row.total);
  }

  /** Which of `keys` exist and were uploaded by `userId`. */
  async findKeysOwnedBy(userId: number, keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await sqlRows<{ key: string }>(this.em, `SELECT key FROM uploads WHERE user_id = ? AND key = ANY(?::text[])`, [
      userId,
      keys,
    ]);
    return rows.map((row) => row.key);
  }

  async attachToPart(keys: string[], partId: number): Promise<void> {
    if (keys.length === 0) return;
    await sqlRows(
      this.em,
      `UPDATE uploads SET part_id = ?, attached_at = now(), released_at = NULL, updated_at = now() WHERE key = ANY(?::text[])`,
      [partId, keys],
    );
  }

  /** The listing no longer shows these images (or was deleted): they become orphans, cleaned up a day later. */
  async releaseFromPart(partId: number, keys?: string[]): Promise<void> {
    if (keys && keys.length === 0) return;
    await sqlRows(
      this.em,
      `UPDATE uploads SET part_id = NULL, released_at = now(), updated_at = now() WHERE part_id = ?${keys ? ' AND key = ANY(?::text[])' : ''}`,
      keys ? [partId, keys] : [partId],
    );
  }
}
