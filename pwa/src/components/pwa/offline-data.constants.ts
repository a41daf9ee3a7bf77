/**
 * Texts of Account Settings › Offline data (docs/architecture.md §6.5). The spec has none for it, so they are ours
 * (docs/decisions.md › A bounded cache). A file of its own: they load with the section, not the first route.
 */
export const OFFLINE_DATA_TEXTS = {
  heading: 'Offline data',
  loading: 'Counting what this device holds\u2026',
  parts: 'Catalogue parts',
  savedParts: 'Saved parts',
  photos: 'Photos',
  drafts: 'Listing drafts',
  queued: 'Changes waiting to be sent',
  clear: 'Clear offline data',
  confirmTitle: 'Clear offline data?',
  confirmBody:
    'Parts, questions and news kept from browsing are removed from this device. Your drafts, changes waiting to be sent, saved parts and own listings stay.',
  cancel: 'Cancel',
  clearing: 'Clearing\u2026',
  cleared: 'Offline data cleared.',
  failed: 'Could not clear offline data. Try again.',
} as const;
