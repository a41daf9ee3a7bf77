import type { AdminUser, ModerationQueueItem, ReportGroup } from '@dockside/shared/moderation';
import type { AdminUserRow, QueueRow, ReportGroupRow } from './moderation.repository';

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    suspendedAt: row.suspended_at,
    suspensionReason: row.suspension_reason,
  };
}

/** The moderators' view of a listing: with their notes (never in public responses). */
export function toQueueItem(row: QueueRow): ModerationQueueItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    price: row.price,
    imageUrls: row.image_urls,
    userId: row.user_id,
    sellerUsername: row.seller_username,
    status: row.status,
    moderationStatus: row.moderation_status,
    approvalStatus: row.approval_status,
    moderationNotes: row.moderation_notes,
    rejectionReason: row.rejection_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toReportGroup(row: ReportGroupRow): ReportGroup {
  return {
    id: row.id,
    reportIds: row.report_ids,
    targetType: row.target_type,
    targetId: Number(row.target_id),
    title: row.title,
    content: row.content,
    ownerId: row.owner_id,
    ownerUsername: row.owner_username,
    reasons: row.reasons,
    notes: row.notes,
    count: Number(row.count),
    hidden: row.hidden === true,
    firstReportedAt: row.first_reported_at,
    lastReportedAt: row.last_reported_at,
  };
}
