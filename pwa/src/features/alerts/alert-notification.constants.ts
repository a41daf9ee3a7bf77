/**
 * What the service worker (src/sw/alert-push.ts) and the app agree on about alert notifications. A file of
 * its own: the worker bundles it, and it stays free of anything else of the feature.
 */
export const ALERT_NOTIFICATION = {
  /** A push whose payload cannot be read still tells the user something arrived (userVisibleOnly). */
  fallbackTitle: 'Dockside',
  fallbackBody: 'You have a new alert.',
  /** Where a notification without a (same-origin) link of its own opens: the Recent alerts list. */
  fallbackPath: '/account?tab=saved',
  icon: '/icons/icon-192.png',
} as const;

/** Posted by the worker to every open window when an alert arrives: the Recent alerts list refreshes. */
export const ALERT_RECEIVED_MESSAGE_TYPE = 'ALERT_RECEIVED';
export interface AlertReceivedMessage {
  type: typeof ALERT_RECEIVED_MESSAGE_TYPE;
  alertId: number | null;
}
