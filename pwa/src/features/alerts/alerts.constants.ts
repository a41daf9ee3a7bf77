/**
 * Alerts in the PWA: the Recent alerts list, alerts on this device (Web Push) and the 'E-mail me
 * alerts' switch of Account › Saved Parts. The section's headings, the /alerts/unsubscribe page and the
 * service worker have small files of their own (alert-settings, alert-unsubscribe, alert-notification
 * .constants.ts). The server's texts (unsubscribe answers, notification titles) are `ALERT_TEXTS` in
 * @dockside/shared/alerts.
 */
export const RECENT_ALERTS_TEXTS = {
  heading: 'Recent alerts',
  loading: 'Loading your alerts…',
  empty: 'No alerts yet',
  emptyText: 'When a new listing matches one of your saved searches, or a part you saved drops in price, it shows here.',
  offline: 'Your alerts will show here when you are back online.',
  failed: 'Your alerts could not be loaded.',
  retry: 'Retry',
  matched: (searchName: string) => `Matches your search "${searchName}"`,
  matchedDeleted: 'Matched a saved search you have since deleted',
  priceDrop: 'Price drop',
  sold: 'Sold',
  /** How the user was told, from the alert's channels. */
  told: { push: 'Sent as a notification', email: 'Sent by e-mail', both: 'Sent as a notification and by e-mail', none: 'Shown here only' },
  today: (time: string) => `Today, ${time}`,
  yesterday: (time: string) => `Yesterday, ${time}`,
  showOlder: 'Show older alerts',
  loadingOlder: 'Loading older alerts…',
  olderFailed: 'Older alerts could not be loaded. Please try again.',
} as const;

export const DEVICE_ALERTS_TEXTS = {
  checking: 'Checking this device…',
  on: 'Alerts are on for this device.',
  turnOn: 'Turn on alerts on this device',
  turnOff: 'Turn off alerts on this device',
  turningOn: 'Turning on…',
  turningOff: 'Turning off…',
  turnedOnTitle: 'Alerts on for this device',
  turnedOffTitle: 'Alerts off for this device',
  unsupported:
    'Alerts on this device are not available in this browser. On an iPhone or iPad, add Dockside to your Home Screen and open it from there. You can still get your alerts by e-mail.',
  noWorker: 'Alerts on this device need the app to be fully loaded. Reload the page and try again.',
  denied:
    'Notifications are blocked for Dockside in this browser. To allow them, open the site settings (the icon next to the address bar), set Notifications to Allow, then turn alerts on again.',
  dismissed: 'Notifications were not allowed, so alerts stay off on this device.',
  offline: 'You are offline. Turning alerts on or off needs a connection.',
  /** subscribe() refused: no push service reachable, or none at all (private windows, some browser builds). */
  pushServiceFailed:
    'This browser could not set up alerts on this device. Private windows cannot receive them; otherwise please try again later. You can still get your alerts by e-mail.',
  failed: 'Alerts on this device could not be changed. Please try again.',
} as const;

export const ALERT_EMAILS_TEXTS = {
  label: 'E-mail me alerts',
  hint: (email: string) => `New matches of your saved searches and price drops of your saved parts, sent to ${email}.`,
  unverifiedBefore: 'Alert e-mails go only to a verified address. ',
  unverifiedLink: 'Verify your e-mail address in Account Settings',
  unverifiedAfter: ' to receive them.',
  onTitle: 'Alert e-mails on',
  offTitle: 'Alert e-mails off',
  onDescription: 'We will e-mail you your alerts.',
  offDescription: 'We will not e-mail you alerts. They still show here.',
  failedTitle: 'Your choice could not be saved',
  failed: 'Please try again.',
  offline: 'You are offline. This setting needs a connection.',
} as const;
