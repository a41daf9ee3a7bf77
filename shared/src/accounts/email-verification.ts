import * as v from 'valibot';

/**
 * E-mail verification (docs/decisions.md "Accounts"): a link e-mailed at registration and on
 * every e-mail change; 'Verified Seller' is shown only once it has been followed.
 */
export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Your e-mail address is verified. Thank you!',
  alreadyVerified: 'Your e-mail address is already verified.',
  invalidLink: 'This verification link is not valid. Sign in and send a new one from Account Settings.',
  expiredLink: 'This verification link has expired. Sign in and send a new one from Account Settings.',
  sent: 'We have sent a new verification link to your e-mail address.',
} as const;

export const EMAIL_VERIFICATION_LIMITS = {
  /** How long a link works. */
  validHours: 7 * 24,
  /** Resend requests per user and window. */
  resendPerWindow: 3,
  resendWindowMs: 60 * 60_000,
} as const;

/** POST /api/user/verify-email: the token of the link in the e-mail. */
export const VerifyEmailSchema = v.object({
  token: v.optional(
    v.pipe(v.string(EMAIL_VERIFICATION_MESSAGES.invalidLink), v.regex(/^[A-Za-z0-9_-]{20,100}$/, EMAIL_VERIFICATION_MESSAGES.invalidLink)),
    '',
  ),
});
export type VerifyEmailInput = v.InferOutput<typeof VerifyEmailSchema>;

/** POST /api/user/verify-email → 200; POST /api/user/verify-email/resend → 202. */
export interface EmailVerificationResult {
  emailVerified: boolean;
  message: string;
}
