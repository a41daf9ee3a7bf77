import { MODERATION_MESSAGES, type ReportTargetType } from '@dockside/shared/moderation';

/** What a report is about, as the Report button and the dialog name it. */
export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: number;
  /** Who wrote the question, answer or message (names the small 'Report' button for screen readers). */
  authorName?: string;
}

const TARGET_NOUNS: Record<ReportTargetType, string> = { listing: 'listing', question: 'question', answer: 'answer', message: 'message' };

/** Report dialog and buttons (docs/decisions.md "Moderation"); the reasons' labels and the server's texts are in shared/moderation. */
export const MODERATION_TEXTS = {
  reportListing: 'Report Listing',
  report: 'Report',
  reportLabel: (type: ReportTargetType, name: string | undefined) => `Report ${TARGET_NOUNS[type]}${name ? ` by ${name}` : ''}`,
  dialogTitle: (type: ReportTargetType) => `Report this ${TARGET_NOUNS[type]}`,
  dialogDescription: 'Tell our team what is wrong. Reports are confidential: the author is not told who reported.',
  reason: 'Reason',
  details: 'Details',
  detailsHint: 'Required when the reason is Other.',
  sendReport: 'Send Report',
  sending: 'Sending...',
  cancel: 'Cancel',
  loading: 'Loading…',
  sentTitle: 'Report sent',
  sentDescription: MODERATION_MESSAGES.reported,
  alreadyReported: MODERATION_MESSAGES.alreadyReported,
  queuedTitle: 'Report saved on this device',
  queuedDescription: 'It will be sent as soon as you are back online.',
  errorTitle: 'Error',
  failed: 'Your report could not be sent. Please try again.',
} as const;
