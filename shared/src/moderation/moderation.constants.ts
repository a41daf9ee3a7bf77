/** Trust and safety (docs/decisions.md "Moderation"): reasons, thresholds and texts shared by the API and the PWA. */

export const REPORT_TARGET_TYPES = ['listing', 'question', 'answer', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['prohibited', 'scam', 'wrong-category', 'duplicate', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Labels of the report dialog. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  prohibited: 'Prohibited item',
  scam: 'Scam or fraud',
  'wrong-category': 'Wrong category',
  duplicate: 'Duplicate',
  offensive: 'Offensive',
  other: 'Other',
};

export const LISTING_DECISIONS = ['approve', 'reject', 'remove'] as const;
export type ListingDecision = (typeof LISTING_DECISIONS)[number];

export const REPORT_DECISIONS = ['uphold', 'dismiss'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** Roles an admin grants and takes back in the admin area (admins are made from the command line). */
export const GRANTABLE_ROLES = ['member', 'expert', 'moderator'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** Listing statuses the owner may set (PATCH /api/boat-parts/{id}/status). */
export const OWNER_LISTING_STATUSES = ['sold', 'active'] as const;
export type OwnerListingStatus = (typeof OWNER_LISTING_STATUSES)[number];

/**
 * `moderationStatus` values: pending (public, never reviewed — the spec's default), approved (public,
 * reviewed), review (waiting for review, not public), hidden (hidden after reports, waiting), rejected
 * (the seller may edit and resubmit), removed (final).
 */
export const MODERATION_STATUSES = ['pending', 'approved', 'review', 'hidden', 'rejected', 'removed'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const MODERATION_LIMITS = {
  reasonMax: 1000,
  noteMax: 1000,
  searchMax: 100,
  /** Distinct reporters after which an item is hidden until a moderator looks at it. */
  reportsToHide: 3,
  /** A sold listing stays in the catalogue with a 'Sold' badge this long, then leaves it. */
  soldVisibleDays: 7,
} as const;

/** What readers see instead of a reported chat message: hidden after reports (until reviewed), or removed on uphold. */
export const MODERATED_MESSAGE_TEXTS = {
  hidden: 'This message is hidden while our team reviews it.',
  removed: 'This message was removed by a moderator.',
} as const;

/** Error codes of the moderation API that clients act on (the offline outbox counts an earlier report as done). */
export const MODERATION_ERROR_CODES = {
  alreadyReported: 'ALREADY_REPORTED',
} as const;

export const MODERATION_MESSAGES = {
  targetType: 'Please choose what you are reporting',
  reason: 'Please choose a reason',
  noteRequired: 'Please tell us what is wrong',
  noteMax: 'The note can be at most 1000 characters',
  decisionReasonRequired: 'A reason is required to reject or remove a listing',
  reasonMax: 'The reason can be at most 1000 characters',
  action: 'Please choose an action',
  role: 'Please choose a role: member, expert or moderator',
  status: "Status must be 'sold' or 'active'",
  suspensionReason: 'A reason is required to suspend a user',
  reported: 'Thank you. Our team will review your report.',
  alreadyReported: 'You have already reported this',
  ownItem: 'You cannot report your own content',
  targetNotFound: 'The reported item could not be found',
  accountSuspended: 'Your account has been suspended. Please contact support if you think this is a mistake.',
  roleRequired: 'You do not have permission to do this',
  listingRemoved: 'This listing was removed by a moderator and can no longer be changed',
  notWaiting: 'This listing is not waiting for a decision',
  reportClosed: 'This report has already been decided',
  adminsFromCommandLine: 'Administrators are managed from the command line',
  cannotActOnSelf: 'You cannot do this to your own account',
  cannotSuspendStaff: 'Only an administrator can suspend a moderator, and administrators cannot be suspended here',
} as const;
