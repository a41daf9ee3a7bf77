/**
 * Screen texts of e-mail verification (docs/decisions.md "Accounts"; ours — the spec has none). A file of its own so the
 * first route's bundle does not carry them. The answers themselves come from the server
 * (`EMAIL_VERIFICATION_MESSAGES`).
 */
export const EMAIL_VERIFICATION_TEXTS = {
  pageTitle: 'Verify your e-mail address',
  verifying: 'Verifying your e-mail address...',
  offline: 'You are offline. This link needs a connection: open it again when you are back online.',
  failed: 'Dockside could not be reached. Please try again later.',
  toSettings: 'Go to Account Settings',
  backHome: 'Back to Homepage',

  cardHeading: 'E-mail Verification',
  verifiedBadge: 'Verified',
  cardIntro: 'Buyers see a Verified Seller mark on your listings once your e-mail address is verified.',
  verified: (email: string) => `Your e-mail address ${email} is verified.`,
  unverified: (email: string) => `Your e-mail address ${email} is not verified yet. Follow the link in the e-mail we sent you.`,
  resend: 'Resend verification e-mail',
  resending: 'Sending...',
  resendOffline: 'You are offline. Sending a new link needs a connection.',
  sentTitle: 'Verification e-mail sent',
  alreadyTitle: 'Already verified',
  resendFailedTitle: 'Verification e-mail not sent',
} as const;
