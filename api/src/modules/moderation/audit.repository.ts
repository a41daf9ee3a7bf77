import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isoTimestamp, sqlRows } from '../../database/sql';

export interface AuditRecord {
  /** Who acted; null for the system (automatic hiding) or the command line. */
  actorId: number | null;
  /** What was done, e.g. 'listing.reject', 'user.suspend', 'report.uphold'. */
  action: string;
  targetType: string;
  targetId: number | string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditRow {
  id: string;
  actor_id: number | null;
  actor_username: string | null;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  details: Record<string, unknown> | null;
  created_at: string;
}

/** The audit_log table. */
@Injectable()
export class AuditRepository {
  /** Inserts one entry through `em` (the caller's transaction). */
  async insert(em: EntityManager, entry: AuditRecord): Promise<void> {
    await sqlRows(
      em,
      `INSERT INTO audit_log (actor_id, action, target_type, target_id, reason, details) VALUES (?, ?, ?, ?, ?, ?::jsonb)`,
      [
        entry.actorId,
        entry.action,
        entry.targetType,
        String(entry.targetId),
        entry.reason ?? null,
        entry.details ? JSON.stringify(entry.details) : null,
      ],
    );
  }

  /** Newest first; `before` is the last id of the previous page. */
  page(em: EntityManager, limit: number, before?: number): Promise<AuditRow[]> {
    return sqlRows<AuditRow>(
      em,
      `SELECT a.id::text AS id, a.actor_id, u.username AS actor_username, a.action, a.target_type, a.target_id, a.reason, a.details,
              ${isoTimestamp('a.created_at')} AS created_at
         FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
        WHERE (?::bigint IS NULL OR a.id < ?::bigint)
        ORDER BY a.id DESC
        LIMIT ?`,
      [before ?? null, before ?? null, limit],
    );
  }
}
