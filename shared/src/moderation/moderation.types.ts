import type { UserRole } from '../accounts';
import type { ReportReason, ReportTargetType } from './moderation.constants';

/** GET /api/admin/users: one row. */
export interface AdminUser {
  id: number;
  username: string;
  fullName: string;
  email: string;
  role: UserRole;
  createdAt: string;
  suspendedAt: string | null;
  suspensionReason: string | null;
}

/** GET /api/admin/moderation: a listing waiting for review, with the moderators' notes. */
export interface ModerationQueueItem {
  id: number;
  title: string;
  description: string;
  category: string;
  price: string;
  imageUrls: string[];
  userId: number | null;
  sellerUsername: string | null;
  status: string;
  moderationStatus: string;
  approvalStatus: string;
  moderationNotes: string | null;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/reports: the open reports of one item, grouped, with the item's context. */
export interface ReportGroup {
  /** The oldest open report of the item: decide on it with POST /api/admin/reports/{id}/decision. */
  id: number;
  reportIds: number[];
  targetType: ReportTargetType;
  targetId: number;
  /** Title (listing, question) or content (answer, message); null when the item is gone. */
  title: string | null;
  content: string | null;
  ownerId: number | null;
  ownerUsername: string | null;
  reasons: ReportReason[];
  notes: string[];
  count: number;
  hidden: boolean;
  firstReportedAt: string;
  lastReportedAt: string;
}

/** GET /api/admin/audit: one moderation action. */
export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorUsername: string | null;
  action: string;
  targetType: string;
  targetId: string;
  reason: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

/** POST /api/reports → 201. */
export interface ReportCreated {
  id: number;
  message: string;
}
