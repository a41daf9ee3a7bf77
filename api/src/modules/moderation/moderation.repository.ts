import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserRole } from '@dockside/shared/accounts';
import { ID_MAX } from '@dockside/shared/common';
import { MODERATED_MESSAGE_TEXTS, type ReportReason, type ReportTargetType } from '@dockside/shared/moderation';
import { isoTimestamp, sqlRows } from '../../database/sql';

export interface AdminUserRow {
  id: number;
  username: string;
  full_name: string;
  email: string;
  role: UserRole;
  created_at: string;
  suspended_at: string | null;
  suspension_reason: string | null;
}

export interface QueueRow {
  id: number;
  title: string;
  description: string;
  category: string;
  price: string;
  image_urls: string[];
  user_id: number | null;
  seller_username: string | null;
  seller_email: string | null;
  seller_full_name: string | null;
  status: string;
  moderation_status: string;
  approval_status: string;
  moderation_notes: string | null;
  rejection_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReportGroupRow {
  id: number;
  report_ids: number[];
  target_type: ReportTargetType;
  target_id: string;
  title: string | null;
  content: string | null;
  owner_id: number | null;
  owner_username: string | null;
  reasons: ReportReason[];
  notes: string[];
  count: string;
  hidden: boolean | null;
  first_reported_at: string;
  last_reported_at: string;
}

export interface ReportTargetRow {
  owner_id: number | null;
  /** A message in a private conversation: the two users who may read (and so report) it; otherwise null. */
  participants: number[] | null;
}

/** Items other than listings, hidden through their `hidden_at` column. */
export type HideableType = Exclude<ReportTargetType, 'listing'>;
const HIDEABLE_TABLES: Record<HideableType, string> = {
  question: 'expert_questions',
  answer: 'expert_answers',
  message: 'chat_messages',
};

export interface ReportRow {
  id: number;
  target_type: ReportTargetType;
  target_id: string;
  owner_id: number | null;
  status: string;
}

const USER_COLUMNS = `u.id, u.username, u.full_name, u.email, u.role, ${isoTimestamp('u.created_at')} AS created_at,
  ${isoTimestamp('u.suspended_at')} AS suspended_at, u.suspension_reason`;

const QUEUE_COLUMNS = `p.id, p.title, p.description, p.category, p.price::text AS price, p.image_urls, p.user_id,
  u.username AS seller_username, u.email AS seller_email, u.full_name AS seller_full_name, p.status, p.moderation_status,
  p.approval_status, p.moderation_notes, p.rejection_reason, ${isoTimestamp('p.created_at')} AS created_at, ${isoTimestamp('p.updated_at')} AS updated_at`;

/** Every read and write of trust and safety; all calls take the EntityManager of the caller's transaction. */
@Injectable()
export class ModerationRepository {
  // ---- users
  searchUsers(em: EntityManager, q: string | undefined, limit: number, before?: number): Promise<AdminUserRow[]> {
    const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    return sqlRows<AdminUserRow>(
      em,
      `SELECT ${USER_COLUMNS} FROM users u
        WHERE (?::text IS NULL OR u.username ILIKE ? OR u.full_name ILIKE ? OR u.email ILIKE ?)
          AND (?::int IS NULL OR u.id < ?::int)
        ORDER BY u.id DESC LIMIT ?`,
      [like, like, like, like, before ?? null, before ?? null, limit],
    );
  }

  async findUserForUpdate(em: EntityManager, id: number): Promise<AdminUserRow | null> {
    const [row] = await sqlRows<AdminUserRow>(em, `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ? FOR UPDATE`, [id]);
    return row ?? null;
  }

  async setRole(em: EntityManager, id: number, role: UserRole): Promise<void> {
    await sqlRows(em, `UPDATE users SET role = ? WHERE id = ?`, [role, id]);
  }

  /** Suspends (reason) or lifts (null) and copies the state onto the user's listings (catalogue reads need no join). */
  async setSuspension(em: EntityManager, id: number, reason: string | null): Promise<void> {
    await sqlRows(
      em,
      `UPDATE users SET suspended_at = CASE WHEN ?::text IS NULL THEN NULL ELSE now() END, suspension_reason = ? WHERE id = ?`,
      [reason, reason, id],
    );
    await sqlRows(em, `UPDATE boat_parts SET seller_suspended = ? WHERE user_id = ? AND seller_suspended <> ?`, [
      reason !== null,
      id,
      reason !== null,
    ]);
  }

  async deleteSessions(em: EntityManager, userId: number): Promise<void> {
    await sqlRows(em, `DELETE FROM sessions WHERE user_id = ?`, [userId]);
  }

  // ---- listings
  waitingListings(em: EntityManager, limit: number): Promise<QueueRow[]> {
    return sqlRows<QueueRow>(
      em,
      `SELECT ${QUEUE_COLUMNS} FROM boat_parts p LEFT JOIN users u ON u.id = p.user_id
        WHERE p.moderation_status IN ('review', 'hidden') AND p.deleted_at IS NULL
        ORDER BY p.updated_at, p.id LIMIT ?`,
      [limit],
    );
  }

  async findListingForUpdate(em: EntityManager, id: number): Promise<QueueRow | null> {
    const [row] = await sqlRows<QueueRow>(
      em,
      `SELECT ${QUEUE_COLUMNS} FROM boat_parts p LEFT JOIN users u ON u.id = p.user_id WHERE p.id = ? AND p.deleted_at IS NULL FOR UPDATE OF p`,
      [id],
    );
    return row ?? null;
  }

  /** A moderator's decision on a listing: the version is bumped so offline clients notice. */
  async decideListing(
    em: EntityManager,
    id: number,
    change: { moderationStatus: string; approvalStatus: string; rejectionReason: string | null; moderatorId: number | null; note?: string },
  ): Promise<void> {
    await sqlRows(
      em,
      `UPDATE boat_parts SET moderation_status = ?, approval_status = ?, rejection_reason = ?, moderated_by = ?, moderated_at = now(),
              approved_at = CASE WHEN ? = 'approved' THEN now() ELSE approved_at END,
              moderation_notes = CASE WHEN ?::text IS NULL THEN moderation_notes ELSE concat_ws(E'\\n', moderation_notes, ?::text) END,
              version = version + 1
        WHERE id = ?`,
      [
        change.moderationStatus,
        change.approvalStatus,
        change.rejectionReason,
        change.moderatorId,
        change.approvalStatus,
        change.note ?? null,
        change.note ?? null,
        id,
      ],
    );
  }

  /** Hides a public listing after reports (until a moderator decides); false when it was not public. */
  async hideListing(em: EntityManager, id: number, note: string): Promise<boolean> {
    const rows = await sqlRows(
      em,
      `UPDATE boat_parts SET moderation_status = 'hidden', moderation_notes = concat_ws(E'\\n', moderation_notes, ?::text), version = version + 1
        WHERE id = ? AND moderation_status IN ('pending', 'approved') AND deleted_at IS NULL RETURNING id`,
      [note, id],
    );
    return rows.length > 0;
  }

  // ---- reports
  /**
   * The reported item's owner (and, for a message in a private conversation, its two participants), or
   * null when it does not exist. The row is locked until the report's transaction ends, so reports of one
   * item take turns and the threshold count sees every earlier one.
   */
  async reportTarget(em: EntityManager, type: ReportTargetType, id: number): Promise<ReportTargetRow | null> {
    const sql: Record<ReportTargetType, string> = {
      listing: `SELECT user_id AS owner_id, NULL::int[] AS participants FROM boat_parts WHERE id = ? AND deleted_at IS NULL FOR NO KEY UPDATE`,
      question: `SELECT user_id AS owner_id, NULL::int[] AS participants FROM expert_questions WHERE id = ? AND deleted_at IS NULL FOR NO KEY UPDATE`,
      answer: `SELECT user_id AS owner_id, NULL::int[] AS participants FROM expert_answers WHERE id = ? FOR NO KEY UPDATE`,
      message: `SELECT m.user_id AS owner_id, CASE WHEN m.room_id LIKE 'part-%' THEN ARRAY[c.seller_id, c.buyer_id] END AS participants
                  FROM chat_messages m LEFT JOIN chat_conversations c ON c.id = m.room_id
                 WHERE m.id = ? FOR NO KEY UPDATE OF m`,
    };
    // Listings, questions and answers have integer ids; only a message id may go past ID_MAX.
    if (id > ID_MAX && type !== 'message') return null;
    const [row] = await sqlRows<ReportTargetRow>(em, sql[type], [id]);
    return row ?? null;
  }

  /** One report per reporter and item: null when this reporter already reported it. */
  async insertReport(
    em: EntityManager,
    report: {
      reporterId: number;
      targetType: ReportTargetType;
      targetId: number;
      ownerId: number | null;
      reason: ReportReason;
      note?: string;
    },
  ): Promise<number | null> {
    const [row] = await sqlRows<{ id: number }>(
      em,
      `INSERT INTO reports (reporter_id, target_type, target_id, owner_id, reason, note) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (reporter_id, target_type, target_id) DO NOTHING RETURNING id`,
      [report.reporterId, report.targetType, report.targetId, report.ownerId, report.reason, report.note ?? null],
    );
    return row?.id ?? null;
  }

  async openReporters(em: EntityManager, type: ReportTargetType, id: number): Promise<number> {
    const [row] = await sqlRows<{ n: string }>(
      em,
      `SELECT count(DISTINCT reporter_id)::text AS n FROM reports WHERE target_type = ? AND target_id = ? AND status = 'open'`,
      [type, id],
    );
    return Number(row?.n ?? 0);
  }

  async findReportForUpdate(em: EntityManager, id: number): Promise<ReportRow | null> {
    const [row] = await sqlRows<ReportRow>(
      em,
      `SELECT id, target_type, target_id::text AS target_id, owner_id, status FROM reports WHERE id = ? FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  /** Closes every open report of the item; returns how many. */
  async closeReports(
    em: EntityManager,
    type: ReportTargetType,
    id: number,
    status: 'upheld' | 'dismissed',
    moderatorId: number,
    note: string | null,
  ): Promise<number> {
    const rows = await sqlRows(
      em,
      `UPDATE reports SET status = ?, decided_by = ?, decided_at = now(), decision_note = ?
        WHERE target_type = ? AND target_id = ? AND status = 'open' RETURNING id`,
      [status, moderatorId, note, type, id],
    );
    return rows.length;
  }

  /** Open reports grouped per item, most reported first, with the item's context. */
  openReportGroups(em: EntityManager, limit: number): Promise<ReportGroupRow[]> {
    return sqlRows<ReportGroupRow>(
      em,
      `WITH g AS (
         SELECT min(r.id) AS id, array_agg(r.id ORDER BY r.id) AS report_ids, r.target_type, r.target_id,
                array_agg(DISTINCT r.reason) AS reasons, array_remove(array_agg(r.note ORDER BY r.id), NULL) AS notes,
                count(*)::text AS count, min(r.owner_id) AS owner_id, min(r.created_at) AS first_at, max(r.created_at) AS last_at
           FROM reports r WHERE r.status = 'open'
          GROUP BY r.target_type, r.target_id
       )
       SELECT g.id, g.report_ids, g.target_type, g.target_id::text AS target_id, g.reasons, g.notes, g.count, g.owner_id,
              u.username AS owner_username,
              coalesce(p.title, q.title) AS title,
              coalesce(p.description, q.content, a.content, m.content) AS content,
              CASE g.target_type WHEN 'listing' THEN p.moderation_status = 'hidden' WHEN 'question' THEN q.hidden_at IS NOT NULL
                WHEN 'answer' THEN a.hidden_at IS NOT NULL ELSE m.hidden_at IS NOT NULL END AS hidden,
              ${isoTimestamp('g.first_at')} AS first_reported_at, ${isoTimestamp('g.last_at')} AS last_reported_at
         FROM g
         LEFT JOIN users u ON u.id = g.owner_id
         LEFT JOIN boat_parts p ON g.target_type = 'listing' AND p.id = g.target_id
         LEFT JOIN expert_questions q ON g.target_type = 'question' AND q.id = g.target_id
         LEFT JOIN expert_answers a ON g.target_type = 'answer' AND a.id = g.target_id
         LEFT JOIN chat_messages m ON g.target_type = 'message' AND m.id = g.target_id
        ORDER BY g.count::int DESC, g.first_at, g.id
        LIMIT ?`,
      [limit],
    );
  }

  /** Hides a question, answer or message after reports (until a moderator decides); false when it already was hidden. */
  async hideItem(em: EntityManager, type: HideableType, id: number): Promise<boolean> {
    return (
      (await sqlRows(em, `UPDATE ${HIDEABLE_TABLES[type]} SET hidden_at = now() WHERE id = ? AND hidden_at IS NULL RETURNING id`, [id]))
        .length > 0
    );
  }

  /** Dismissed reports: the item is shown again; false when it was not hidden. */
  async unhideItem(em: EntityManager, type: HideableType, id: number): Promise<boolean> {
    return (
      (await sqlRows(em, `UPDATE ${HIDEABLE_TABLES[type]} SET hidden_at = NULL WHERE id = ? AND hidden_at IS NOT NULL RETURNING id`, [id]))
        .length > 0
    );
  }

  /** Upholding a report on something other than a listing: the item is removed (a message keeps its place in the history). */
  async removeNonListing(em: EntityManager, type: HideableType, id: number): Promise<void> {
    const sql: Record<HideableType, string> = {
      question: `UPDATE expert_questions SET deleted_at = now() WHERE id = ? AND deleted_at IS NULL`,
      answer: `DELETE FROM expert_answers WHERE id = ?`,
      message: `UPDATE chat_messages SET content = ?, warning = NULL, hidden_at = NULL WHERE id = ?`,
    };
    await sqlRows(em, sql[type], type === 'message' ? [MODERATED_MESSAGE_TEXTS.removed, id] : [id]);
  }
}
