/** Saved searches and alerts: frequencies, limits and texts shared by the API and the PWA. */

/** instant: an alert within a minute of a match; daily: one digest a day; off: saved, no alerts. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily digest',
  off: 'Off',
};

export const SAVED_SEARCH_LIMITS = {
  nameMax: 100,
  /** The catalogue query string as saved (`q=…&category=…`). */
  queryMax: 1000,
  /** Saved searches per user. */
  perUser: 50,
} as const;

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Please give the search a name',
  nameMax: 'The name can be at most 100 characters',
  queryInvalid: 'The search could not be read. Please search again and save it from the catalogue.',
  queryMax: 'The search is too long to save',
  queryEmpty: 'Search for something or choose a filter before saving the search',
  frequency: 'Frequency must be instant, daily or off',
  paused: 'Paused must be true or false',
  tooMany: 'You can keep at most 50 saved searches. Delete one to save another.',
  notFound: 'Saved search not found',
} as const;

/** The `code` of the API's saved-search errors (a bad query itself answers INVALID_QUERY naming the parameter). */
export const SAVED_SEARCH_ERROR_CODES = {
  queryEmpty: 'SAVED_SEARCH_QUERY_EMPTY',
  tooMany: 'TOO_MANY_SAVED_SEARCHES',
  notFound: 'SAVED_SEARCH_NOT_FOUND',
} as const;

/** GET /api/alerts page sizes. */
export const ALERT_LIST_LIMITS = { pageDefault: 20, pageMax: 100 } as const;

/** Web Push subscriptions (POST/DELETE /api/push/subscriptions): what the API accepts. */
export const PUSH_LIMITS = {
  endpointMax: 2048,
  /** Base64url lengths of the subscription keys: p256dh is an uncompressed P-256 point (65 bytes), auth 16 bytes. */
  p256dhLength: 87,
  authLength: 22,
  /** Devices per user; registering one more drops the oldest. */
  perUser: 20,
} as const;

export const PUSH_MESSAGES = {
  invalid: 'The push subscription could not be read',
  endpointRefused: 'Alerts cannot be sent to this push service',
  endpointTaken: 'Alerts on this device are turned on for another account. Sign in to that account and turn them off first.',
} as const;

export const PUSH_ERROR_CODES = {
  invalid: 'PUSH_SUBSCRIPTION_INVALID',
  endpointRefused: 'PUSH_ENDPOINT_REFUSED',
  endpointTaken: 'PUSH_ENDPOINT_TAKEN',
} as const;

/** POST /api/alerts/unsubscribe (the link in every alert e-mail, no sign-in). */
export const ALERT_UNSUBSCRIBE_CODES = { invalid: 'ALERT_UNSUBSCRIBE_INVALID' } as const;

/** Texts of alerts shown to people: e-mails, push notifications and the PWA. */
export const ALERT_TEXTS = {
  unsubscribed:
    'You will no longer receive alert e-mails. Your saved searches are kept: you can turn alert e-mails on again in Account → Saved Parts.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. You can turn alert e-mails off in Account → Saved Parts.',
  /** Push notification / e-mail subject of a saved-search match. */
  searchTitle: (searchName: string) => `New match for "${searchName}"`,
  /** Push notification / e-mail subject of a price drop on a saved part. */
  priceDropTitle: (partTitle: string) => `Price drop: ${partTitle}`,
  digestSubject: (count: number) => `${count} new ${count === 1 ? 'match' : 'matches'} for your saved searches`,
} as const;
