import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuditEntry } from '@dockside/shared/moderation';
import { type AuditRecord, AuditRepository } from './audit.repository';

/** The audit log (docs/decisions.md "Moderation"): who did what to what, when and why. Written in the action's own transaction. */
@Injectable()
export class AuditService {
  constructor(
    private readonly em: EntityManager,
    private readonly entries: AuditRepository,
  ) {}

  /** Inserts one entry through `em` (the caller's transaction), so the entry exists exactly when the action does. */
  record(em: EntityManager, entry: AuditRecord): Promise<void> {
    return this.entries.insert(em, entry);
  }

  /** Newest first; `before` is the last id of the previous page. */
  async list(limit: number, before?: number): Promise<AuditEntry[]> {
    const rows = await this.entries.page(this.em, limit, before);
    return rows.map((row) => ({
      id: Number(row.id),
      actorId: row.actor_id,
      actorUsername: row.actor_username,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      reason: row.reason,
      details: row.details,
      createdAt: row.created_at,
    }));
  }
}
