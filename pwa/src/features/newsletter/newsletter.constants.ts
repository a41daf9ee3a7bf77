/**
 * Screen texts of the newsletter boxes and the confirm / unsubscribe pages (ours: the spec's box makes no
 * call, so it has none). The answers themselves (`NEWSLETTER_TEXTS`) come from the server.
 */
const UNREACHABLE = 'Dockside could not be reached. Please try again later.';

export const NEWSLETTER_BOX_TEXTS = {
  heading: 'Newsletter',
  blurb: 'New listings and maintenance tips, once a month.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  offline: 'You are offline. Subscribing needs a connection.',
  failed: UNREACHABLE,
} as const;

/** The pages behind the e-mails' links (a separate object: the footer's bundle does not carry them). */
export const NEWSLETTER_LINK_TEXTS = {
  failed: UNREACHABLE,
  confirmTitle: 'Confirm your subscription',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  confirming: 'Confirming your subscription...',
  unsubscribing: 'Unsubscribing...',
  tokenOffline: 'You are offline. This link needs a connection: open it again when you are back online.',
  backHome: 'Back to Homepage',
} as const;
