/**
 * Screen texts of the /alerts/unsubscribe link page (the answers are the server's `ALERT_TEXTS`). A file of
 * its own, like the newsletter's link texts: the page's chunk carries nothing else of the feature.
 */
export const ALERT_UNSUBSCRIBE_PAGE_TEXTS = {
  title: 'Unsubscribe from alert e-mails',
  pending: 'Unsubscribing…',
  failed: 'Dockside could not be reached. Please try again later.',
  offline: 'You are offline. This link needs a connection: open it again when you are back online.',
  manage: 'Manage your alerts',
  backHome: 'Back to Homepage',
} as const;
