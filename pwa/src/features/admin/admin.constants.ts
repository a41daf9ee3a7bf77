import type { ReportTargetType } from '@dockside/shared/moderation';

/** The admin area's sections (docs/decisions.md "Moderation"), each at /admin/{section}; the queue is /admin itself. */
export const ADMIN_SECTIONS = ['queue', 'reports', 'users', 'audit'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** Roles that may open /admin. */
export const ADMIN_AREA_ROLES = ['moderator', 'admin'] as const;

/** Rows per page of the audit log and the user search (the API's default is 50, at most 200). */
export const ADMIN_PAGE_SIZE = 50;

/** The queue and the reports have no pages: as many rows as the API gives (its maximum). */
export const ADMIN_LIST_LIMIT = 200;

/** Screen texts of the admin area (ours; the API's messages are MODERATION_MESSAGES of @dockside/shared/moderation). */
export const ADMIN_TEXTS = {
  title: 'Admin',
  heading: 'Moderation',
  intro: 'Review listings and reports, manage members, and see every moderation action.',
  sections: { queue: 'Moderation queue', reports: 'Reports', users: 'Users', audit: 'Audit log' } satisfies Record<AdminSection, string>,
  offlineHeading: 'You are offline',
  offlineText: 'The admin area works only with a connection: it never keeps members’ details on this device.',
  loading: 'Loading…',
  loadFailed: 'Could not load this list',
  retry: 'Try again',
  loadMore: 'Load more',
  cancel: 'Cancel',
  actionFailed: 'That did not work',
  actionFailedFallback: 'Please try again.',

  // Moderation queue.
  queueEmptyHeading: 'Nothing waiting',
  queueEmptyText: 'No listing is waiting for review.',
  queueListLabel: 'Listings waiting for review',
  seller: 'Seller',
  price: 'Price',
  notes: 'Moderators’ notes',
  noImage: 'No photo',
  deletedUser: 'deleted account',
  approve: 'Approve',
  /** The queue's buttons; the Reports tab names the listing ('Reject listing'), as the dialog's title does. */
  queueDecisions: { reject: 'Reject', remove: 'Remove' },
  decisionTitle: { reject: 'Reject listing', remove: 'Remove listing' },
  decisionDescription: {
    reject: (title: string) => `“${title}” leaves the catalogue. The seller sees your reason in My Listings and can edit and resubmit.`,
    remove: (title: string) => `“${title}” is removed for good. The seller sees your reason in My Listings.`,
  },
  reasonLabel: 'Reason (shown to the seller)',
  deciding: 'Saving…',
  decided: {
    approve: 'Listing approved',
    reject: 'Listing rejected',
    remove: 'Listing removed',
  },
  decidedDescription: (title: string) => `“${title}”`,

  // Reports.
  reportsEmptyHeading: 'No open reports',
  reportsEmptyText: 'Reports from members show here until a moderator decides on them.',
  reportsListLabel: 'Open reports',
  targetTypes: { listing: 'Listing', question: 'Question', answer: 'Answer', message: 'Chat message' } satisfies Record<
    ReportTargetType,
    string
  >,
  owner: 'Owner',
  reasons: 'Reasons',
  reportNotes: 'Notes from reporters',
  reportCount: (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`,
  hidden: 'Hidden',
  itemGone: 'The item is no longer there.',
  uphold: 'Uphold',
  dismiss: 'Dismiss',
  upholdTitle: 'Uphold the reports',
  upholdDescription: (type: string) => `The ${type.toLowerCase()} is taken down and every open report on it is closed.`,
  upholdNote: 'Note',
  alsoSuspend: 'Also suspend the owner',
  upheld: 'Reports upheld',
  dismissed: 'Reports dismissed',

  // Users.
  usersSearchLabel: 'Search users',
  usersSearchHint: 'Username, name or e-mail',
  search: 'Search',
  usersListLabel: 'Users',
  usersEmptyHeading: 'No users found',
  usersEmptyText: 'No account matches that search.',
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  joined: 'Joined',
  roleLabel: (username: string) => `Role of ${username}`,
  roles: { member: 'Member', expert: 'Expert', moderator: 'Moderator', admin: 'Administrator' },
  suspended: 'Suspended',
  suspensionReason: 'Reason for suspension',
  active: 'Active',
  you: '(you)',
  suspend: 'Suspend',
  liftSuspension: 'Lift suspension',
  suspendTitle: (username: string) => `Suspend ${username}`,
  suspendDescription:
    'Their sessions end at once, they cannot sign in, and their listings leave the catalogue. They are e-mailed the reason.',
  suspensionReasonLabel: 'Reason (e-mailed to the user)',
  suspendedToast: (username: string) => `${username} is suspended`,
  liftedToast: (username: string) => `${username} can sign in again`,
  roleChangedToast: (username: string, role: string) => `${username} is now ${role.toLowerCase()}`,

  // Audit log.
  auditEmptyHeading: 'No moderation actions yet',
  auditEmptyText: 'Every decision, suspension and role change is recorded here.',
  auditTableLabel: 'Audit log, newest first',
  who: 'Who',
  when: 'When',
  action: 'Action',
  target: 'Target',
  reason: 'Reason',
  system: 'Automatic',
} as const;
