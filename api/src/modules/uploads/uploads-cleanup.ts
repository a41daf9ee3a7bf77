import type { ImageStorage } from './image-storage';
import { allVariantKeys } from './upload-keys';

/** One connection (the advisory lock is per transaction, so it must stay on one session). */
export interface SqlClient {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/** Advisory lock id of this job: one replica at a time runs it. */
export const UPLOADS_CLEANUP_LOCK = 727_201;
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

export interface CleanupResult {
  /** false when another replica held the lock. */
  ran: boolean;
  deleted: number;
  failed: number;
}

/**
 * Deletes uploads no listing uses: never attached, or released (removed from a listing, or the listing
 * deleted) more than `olderThanMs` ago. As a safety net an upload whose key still appears in one of its
 * owner's live listings is kept. Storage objects go first; a row whose objects could not be deleted
 * stays for the next run.
 */
export async function cleanupOrphanUploads(
  client: SqlClient,
  storage: ImageStorage,
  options: { olderThanMs?: number; batchSize?: number } = {},
): Promise<CleanupResult> {
  const olderThanMs = options.olderThanMs ?? ORPHAN_AGE_MS;
  const batchSize = options.batchSize ?? 500;
  await client.query('BEGIN');
  try {
    const [{ locked }] = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [UPLOADS_CLEANUP_LOCK]))
      .rows;
    if (!locked) {
      await client.query('ROLLBACK');
      return { ran: false, deleted: 0, failed: 0 };
    }
    const { rows } = await client.query<{ key: string }>(
      `SELECT u.key FROM uploads u
        WHERE u.part_id IS NULL
          AND coalesce(u.released_at, u.created_at) < now() - $1 * interval '1 millisecond'
          AND NOT EXISTS (
            SELECT 1 FROM boat_parts b
             WHERE b.user_id = u.user_id AND b.deleted_at IS NULL AND strpos(b.image_urls::text, u.key) > 0)
        ORDER BY coalesce(u.released_at, u.created_at)
        LIMIT $2
        FOR UPDATE OF u SKIP LOCKED`,
      [olderThanMs, batchSize],
    );
    const deletedKeys: string[] = [];
    let failed = 0;
    for (const { key } of rows) {
      try {
        for (const objectKey of allVariantKeys(key)) await storage.delete(objectKey);
        deletedKeys.push(key);
      } catch {
        failed += 1;
      }
    }
    if (deletedKeys.length > 0) await client.query('DELETE FROM uploads WHERE key = ANY($1::text[])', [deletedKeys]);
    await client.query('COMMIT');
    return { ran: true, deleted: deletedKeys.length, failed };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
