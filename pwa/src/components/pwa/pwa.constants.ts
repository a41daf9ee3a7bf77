/**
 * Texts of the app shell's install, update and storage UI. 'New version available — Reload' is given word for
 * word; the spec is silent on the rest, so they are ours (docs/decisions.md "Install, update and storage on the
 * device").
 */
export const PWA_TEXTS = {
  updateAvailable: 'New version available',
  reload: 'Reload',
  waitForUnsavedChanges: 'Save or clear your changes first.',
  waitForSync: 'Waiting for the sync to finish.',
  dismiss: 'Dismiss',
  install: 'Install app',
  iosHintTitle: 'Install Dockside',
  iosHintBody: 'Tap Share, then \u2018Add to Home Screen\u2019. The installed app keeps your saved parts and drafts.',
  storageHeading: 'Storage on this device',
  storageIntro: 'Saved parts, drafts and photos are kept here for offline use.',
  storageUsage: (usage: string, quota: string, percent: string) => `${usage} of ${quota} used (${percent})`,
  storagePersisted: 'Kept until you remove it.',
  storageNotPersisted: 'The browser may clear it when the device runs low on space.',
  storageNearQuota: 'Storage is almost full. Free some space so drafts and photos can be saved.',
  storageUnknown: 'This browser does not report its storage use.',
  storageLoading: 'Checking storage\u2026',
} as const;
