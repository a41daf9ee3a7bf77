/**
 * The headings of the alerts part of Account › Saved Parts and its loading line. A file of its own: the
 * tab shows the loading line from the account chunk, while the rest of the feature's texts stay in the
 * lazily loaded alerts section.
 */
export const ALERT_SETTINGS_TEXTS = {
  heading: 'How you receive alerts',
  loading: 'Loading your alerts…',
  deviceHeading: 'On this device',
  deviceIntro:
    'Get a notification here as soon as a new listing matches a saved search with Instant alerts, or a part you saved drops in price.',
  emailHeading: 'By e-mail',
} as const;
