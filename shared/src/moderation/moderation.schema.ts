import * as v from 'valibot';
import { bigIdSchema } from '../common/id.schema';
import {
  GRANTABLE_ROLES,
  LISTING_DECISIONS,
  MODERATION_LIMITS as L,
  MODERATION_MESSAGES as M,
  OWNER_LISTING_STATUSES,
  REPORT_DECISIONS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
} from './moderation.constants';

/** Optional free text: trimmed, '' means not given. */
const OptionalText = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(max, message),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

/** POST /api/reports. A note is required when the reason is 'other'. */
export const CreateReportSchema = v.pipe(
  v.object({
    targetType: v.picklist(REPORT_TARGET_TYPES, M.targetType),
    // reports.target_id is a bigint (a chat message's id); listings, questions and answers are integers,
    // checked against ID_MAX where the target is looked up.
    targetId: bigIdSchema(M.targetNotFound),
    reason: v.picklist(REPORT_REASONS, M.reason),
    note: OptionalText(L.noteMax, M.noteMax),
  }),
  v.forward(
    v.check((input) => input.reason !== 'other' || !!input.note, M.noteRequired),
    ['note'],
  ),
);
export type CreateReportInput = v.InferOutput<typeof CreateReportSchema>;

/** POST /api/admin/listings/{id}/decision. A reason is required to reject or remove. */
export const ListingDecisionSchema = v.pipe(
  v.object({
    action: v.picklist(LISTING_DECISIONS, M.action),
    reason: OptionalText(L.reasonMax, M.reasonMax),
  }),
  v.forward(
    v.check((input) => input.action === 'approve' || !!input.reason, M.decisionReasonRequired),
    ['reason'],
  ),
);
export type ListingDecisionInput = v.InferOutput<typeof ListingDecisionSchema>;

/** POST /api/admin/reports/{id}/decision. `suspend` (uphold only) also suspends the item's owner. */
export const ReportDecisionSchema = v.object({
  action: v.picklist(REPORT_DECISIONS, M.action),
  note: OptionalText(L.noteMax, M.noteMax),
  suspend: v.optional(v.boolean(), false),
});
export type ReportDecisionInput = v.InferOutput<typeof ReportDecisionSchema>;

/** PUT /api/admin/users/{id}/role. */
export const RoleChangeSchema = v.object({ role: v.picklist(GRANTABLE_ROLES, M.role) });
export type RoleChangeInput = v.InferOutput<typeof RoleChangeSchema>;

/** POST /api/admin/users/{id}/suspension. */
export const SuspensionSchema = v.object({
  reason: v.pipe(
    v.optional(v.string(M.suspensionReason), ''),
    v.trim(),
    v.nonEmpty(M.suspensionReason),
    v.maxLength(L.reasonMax, M.reasonMax),
  ),
});
export type SuspensionInput = v.InferOutput<typeof SuspensionSchema>;

/** PATCH /api/boat-parts/{id}/status: mark sold, relist. */
export const ListingStatusSchema = v.object({ status: v.picklist(OWNER_LISTING_STATUSES, M.status) });
export type ListingStatusInput = v.InferOutput<typeof ListingStatusSchema>;
